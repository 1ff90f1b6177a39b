import type { IncomingMessage, ServerResponse } from "node:http";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The API's paths: `/api` and everything under it (`/api/health`, `/api/health/`), not `/apiary`. */
export function isApiPath(url: string | undefined): boolean {
  if (!url) return false;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return path === "/api" || path.startsWith("/api/");
}

/**
 * The entry's routing: API paths go straight to the API's Node handler, everything else to
 * Next's. Neither sees the other's requests, so `middleware.ts` and next.config's redirects run
 * for pages only, and the API answers `/api/x` and `/api/x/` without a redirect.
 */
export function createRequestHandler(handlers: { api: NodeHandler; next: NodeHandler }) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const api = isApiPath(req.url);
      // Next fails with a bare 500 on a path it cannot decode; as a literal path it is a page
      // that does not exist, and Next shows the not-found page. The API answers 400 itself.
      if (!api) req.url = literalIfUndecodable(req.url);
      await (api ? handlers.api : handlers.next)(req, res);
    } catch (error) {
      console.error("[server] unhandled error for", req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end();
    }
  };
}

/**
 * A URL whose path has percent-encoding that does not decode (`/therapists/%u0000/`, a lone `%`,
 * bytes that are not UTF-8) with every `%` of its path escaped, so the path is taken literally.
 * Any other URL comes back unchanged.
 */
export function literalIfUndecodable(url: string | undefined): string | undefined {
  if (!url || !url.includes("%")) return url;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll("%", "%25") + (end === -1 ? "" : url.slice(end));
  }
}
