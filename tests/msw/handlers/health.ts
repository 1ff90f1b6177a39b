import { http, HttpResponse } from "msw";
import { apiPath } from "./lang";

export const healthHandlers = [
  http.get(apiPath("/health"), () =>
    HttpResponse.json({ data: { status: "ok", database: "up", latencyMs: 0.4 } }),
  ),
];
