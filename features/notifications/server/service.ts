import "server-only";

// The notifications feature's surface for other features' servers (decision 0015).
export { clearNotifications, notificationsOf, notify, type News } from "./notifications";
