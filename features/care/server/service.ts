import "server-only";

// The care feature's surface for other features' servers and the composition root (decision 0015).
export { careOf, clearCare } from "./lifecycle";
export { rotateCareKey } from "./rotate";
export { sendFormsOnFirstBooking } from "./forms";
