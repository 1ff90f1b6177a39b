// The vouchers feature's client-safe surface for pages and other features (decision 0015).
export {} from "./schemas";
