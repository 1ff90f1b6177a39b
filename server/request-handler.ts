import type { IncomingMessage, ServerResponse } from "node:http";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The API's paths: `/api` and everything under it (`/api/health`, `/api/health/`), not `/apiary`. */
export function isApiPath(url: string | undefined): boolean {
  if (!url) return false;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return path === "/api" || path.startsWith("/api/");
}

/** `/metrics`, with or without a query. */
export const isMetricsPath = (url: string | undefined) => url?.split("?")[0] === "/metrics";

/**
 * The entry's routing: API paths go straight to the API's Node handler, everything else to
 * Next's. Neither sees the other's requests, so `middleware.ts` and next.config's redirects run
 * for pages only, and the API answers `/api/x` and `/api/x/` without a redirect. `/metrics` goes
 * to `metrics` when given (METRICS_TOKEN set), else to Next, whose answer is its not-found page.
 */
export function createRequestHandler(handlers: {
  api: NodeHandler;
  next: NodeHandler;
  metrics?: NodeHandler;
}) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (handlers.metrics && isMetricsPath(req.url)) return await handlers.metrics(req, res);
      const api = isApiPath(req.url);
      // Next fails with a bare 500 on a page path it cannot decode: show the not-found page
      // instead. The API answers such paths 400 with its envelope itself (lib/server/http.ts).
      if (!api) req.url = notFoundIfUndecodable(req.url);
      await (api ? handlers.api : handlers.next)(req, res);
    } catch (error) {
      console.error("[server] unhandled error for", req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end();
    }
  };
}

/** A page path that exists under no route, so Next answers it with the not-found page. */
export const UNDECODABLE_PAGE_PATH = "/malformed-address/";

/**
 * A page URL whose path has percent-encoding that does not decode (`/therapists/%u0000/`, a lone
 * `%`, bytes that are not UTF-8) becomes a path that exists nowhere, in the same language: Next
 * (and next-intl, which decodes paths more than once) would otherwise fail with a bare 500.
 * Any other URL comes back unchanged.
 */
export function notFoundIfUndecodable(url: string | undefined): string | undefined {
  if (!url || !url.includes("%")) return url;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  try {
    // Twice: a path that decodes once may still hold an escaped "%" that a second decode trips on.
    decodeURIComponent(decodeURIComponent(path));
    return url;
  } catch {
    const locale = /^\/de(\/|$)/.test(path) ? "/de" : "";
    return locale + UNDECODABLE_PAGE_PATH;
  }
}
