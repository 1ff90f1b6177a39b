"use client";
// The browser's side of error reports (decision 0812), without the SDK: it is imported on first
// use, only when the server passed a DSN and the page is not a clinical one.
import { isUntrackedPath } from "@/lib/analytics/untracked";

let client: Promise<typeof import("./browser")> | undefined;

export function startErrorReports(dsn: string, pathname: string) {
  if (client || isUntrackedPath(pathname)) return;
  client = import("./browser").then((browser) => {
    browser.startBrowserReports(dsn);
    return browser;
  });
}

/** An error a boundary caught (app/[locale]/error.tsx), which the global handlers never see. */
export function reportCaughtError(error: unknown) {
  void client?.then((browser) => browser.captureCaught(error));
}
