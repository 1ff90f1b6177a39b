export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PUBLIC_API_MOCKING === "enabled") {
    // Server components' API calls are answered by the same MSW handlers as the browser's.
    const { startServerMocking } = await import("./tests/msw/server");
    startServerMocking();
  }
}

type RequestErrorInfo = { path: string; headers: Record<string, string | string[] | undefined> };
type RenderContext = { routePath: string; routeType: string };

/**
 * A page's render or server action failed: to Sentry when the server entry started it
 * (lib/server/error-reports.ts publishes the reporter on globalThis; decision 0812). Nothing is
 * imported here, so Next's bundle carries no SDK. The route is the template, never the path.
 */
export function onRequestError(error: unknown, request: RequestErrorInfo, info: RenderContext) {
  const report = (globalThis as { __reportError?: (e: unknown, t: object) => void }).__reportError;
  const requestId = request.headers["x-request-id"];
  report?.(error, {
    route: info.routePath,
    routeType: info.routeType,
    requestId: typeof requestId === "string" ? requestId : undefined,
  });
}
