"use client";

import { useEffect, useState, type ReactNode } from "react";

export const apiMockingEnabled = process.env.NEXT_PUBLIC_API_MOCKING === "enabled";

/**
 * In a mocked build (NEXT_PUBLIC_API_MOCKING=enabled) the browser's API calls are answered by the
 * MSW handlers of tests/msw; children wait until the worker runs. In every other build the
 * condition is a constant false and the import is dropped from the bundle.
 */
export function MockingGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(!apiMockingEnabled);
  useEffect(() => {
    if (!apiMockingEnabled) return;
    void import("@/tests/msw/browser").then(({ startBrowserMocking }) =>
      startBrowserMocking().then(() => setReady(true)),
    );
  }, []);
  return ready ? children : null;
}
