import "server-only";

// The messaging feature's surface for other features' servers (decision 0015).

/** The import feature registers its imported clients with accounts here (see access.ts). */
export { setExtraContactSource, type ContactSource } from "./access";
export { unreadCount } from "./messages";
export { attachmentFilesOf, conversationsOf } from "./personal-data";
