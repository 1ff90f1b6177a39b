import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The status a page answers with, when it is not 200 (docs/decisions/0028). Next's `notFound()`
 * answers an empty error shell that only the browser fills in, once its scripts have run
 * (vercel/next.js#62228): a page that is not found renders its content itself instead and says
 * so here. The server entry (server/page-status.ts) runs each page request in this storage and
 * sends the status. The key is a global symbol because Next's server bundles carry their own copy
 * of this module (as with lib/api/in-process.ts).
 */
export type PageStatus = { status?: number };

const KEY = Symbol.for("haven.page-status");
const slot = globalThis as { [KEY]?: AsyncLocalStorage<PageStatus> };

export function pageStatusStorage(): AsyncLocalStorage<PageStatus> {
  return (slot[KEY] ??= new AsyncLocalStorage<PageStatus>());
}

/** The page being rendered answers with this status (nothing happens outside the server entry). */
export function answerWithStatus(status: number) {
  const store = pageStatusStorage().getStore();
  if (store) store.status = status;
}
