import type { ServerResponse } from "node:http";
import { pageStatusStorage, type PageStatus } from "@/lib/server/page-status";
import type { NodeHandler } from "./request-handler";

/**
 * Next's handler, with each document request rendered inside the page-status storage: a page that
 * calls `answerWithStatus(404)` is sent with 404 instead of Next's 200 (docs/decisions/0028). The
 * page renders before the first byte leaves (nothing above a page suspends), so the status is
 * known when the headers go out. A client-side navigation's RSC fetch keeps its 200: Next's router
 * turns an answer that is not ok into a full page load. Next's static files pass straight through.
 */
export function withPageStatus(next: NodeHandler): NodeHandler {
  return (req, res) => {
    if (req.headers.rsc || req.url?.startsWith("/_next/")) return next(req, res);
    const page: PageStatus = {};
    const statusFor = (status: number) => (status === 200 && page.status ? page.status : status);
    const writeHead = res.writeHead.bind(res) as (
      status: number,
      ...rest: unknown[]
    ) => ServerResponse;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const beforeHeaders = () => {
      if (!res.headersSent) res.statusCode = statusFor(res.statusCode);
    };
    res.writeHead = ((status: number, ...rest: unknown[]) =>
      writeHead(statusFor(status), ...rest)) as typeof res.writeHead;
    res.write = ((...args: unknown[]) => {
      beforeHeaders();
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      beforeHeaders();
      return end(...args);
    }) as typeof res.end;
    return pageStatusStorage().run(page, () => next(req, res));
  };
}
