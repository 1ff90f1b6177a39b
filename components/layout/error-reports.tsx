"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { startErrorReports } from "@/lib/error-reports/client";

/** Rendered by the layout only when SENTRY_DSN is set; the SDK loads after the first paint. */
export function ErrorReports({ dsn }: { dsn: string }) {
  const pathname = usePathname() ?? "/";
  useEffect(() => startErrorReports(dsn, pathname), [dsn, pathname]);
  return null;
}
