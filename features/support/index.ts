// The support feature's client-safe surface for pages and other features (decision 0015).
export { CONTACT_MESSAGE_MAX } from "./limits";
export type { ContactReceipt } from "./schemas";
export { supportWidgetAllowed } from "./widget-routes";
