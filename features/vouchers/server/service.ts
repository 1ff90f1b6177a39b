import "server-only";

// The vouchers feature's surface for other features' servers (decision 0015).
export { vouchersOf } from "./personal-data";
