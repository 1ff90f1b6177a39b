// The notifications feature's client-safe surface for pages and other features (decision 0015).
export { NOTIFICATION_KINDS, type Notification, type NotificationKind } from "./schemas";
