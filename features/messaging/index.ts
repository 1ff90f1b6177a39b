// What other features and pages may use of messaging (client-safe).
export { MessageButton } from "./components/message-button";
export { ATTACHMENTS_MAX, EDIT_WINDOW_MINUTES, MESSAGE_TEXT_MAX } from "./schemas";
export { UnreadMessagesBadge } from "./components/unread-messages-badge";
