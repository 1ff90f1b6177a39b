// The browser's Sentry client (decision 0812). Imported only by lib/error-reports/client.ts, lazily,
// when the server rendered a DSN: without SENTRY_DSN this module and the SDK are never loaded.
import * as Sentry from "@sentry/nextjs";
import { isUntrackedPath } from "@/lib/analytics/untracked";
import { requestIdFor } from "./request-id";
import { beforeSend, DATA_COLLECTION, scrubUrl } from "./scrub";

/** Uncaught errors and rejections; nothing that records clicks, requests, console or sessions. */
const KEPT_INTEGRATIONS = new Set([
  "EventFilters",
  "InboundFilters",
  "FunctionToString",
  "BrowserApiErrors",
  "GlobalHandlers",
  "LinkedErrors",
  "Dedupe",
]);

export function startBrowserReports(dsn: string) {
  Sentry.init({
    dsn,
    dataCollection: DATA_COLLECTION,
    maxBreadcrumbs: 0,
    integrations: (defaults) => defaults.filter((i) => KEPT_INTEGRATIONS.has(i.name)),
    beforeSend(event, hint) {
      // Loaded on an earlier page, the client stays after a move to a clinical one: it says nothing there.
      if (isUntrackedPath(window.location.pathname)) return null;
      event.tags = {
        ...event.tags,
        page: scrubUrl(window.location.pathname),
        requestId: requestIdFor(hint.originalException),
      };
      return beforeSend(event, hint);
    },
  });
}

export function captureCaught(error: unknown) {
  Sentry.captureException(error);
}
