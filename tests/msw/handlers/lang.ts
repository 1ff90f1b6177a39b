/** The language the real API would answer in, from the request's X-Language header. */
export const langOf = (request: Request): "en" | "de" =>
  request.headers.get("x-language")?.startsWith("de") ? "de" : "en";

/** Handlers match any origin: the browser calls /api, server components an absolute URL. */
export const apiPath = (path: string) => `*/api${path}`;
