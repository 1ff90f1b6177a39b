import "server-only";

// The support feature's surface for other features' servers (decision 0015).
// Re-exports only: the feature's own files import the module that holds a thing, never this
// one, so it stays out of every import circle (issue 65).
export { clearContactMessages, clearSupportConversations } from "./erase";
export { supportConversationsOf } from "./chat";
// The console's overview counts conversations waiting for support (decision 0815, app/api/app.ts).
export { supportWaitingCount } from "./waiting";
