/**
 * The server entry (server/index.ts) publishes the Hono app here so that server components call
 * it in-process instead of over HTTP. The key is a global symbol because Next's server bundles
 * carry their own copy of this module: only `globalThis` and `Symbol.for` are shared with the entry.
 */
export type InProcessApi = {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
};

const KEY = Symbol.for("haven.api.in-process");
const slot = globalThis as { [KEY]?: InProcessApi };

export function publishInProcessApi(api: InProcessApi | undefined) {
  slot[KEY] = api;
}

/** The published API, or undefined when the app runs without the server entry (plain `next start`). */
export function inProcessApi(): InProcessApi | undefined {
  return slot[KEY];
}
