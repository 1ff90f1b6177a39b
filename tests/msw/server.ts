import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** For a mocked build's server side (instrumentation.ts). */
export function startServerMocking() {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: "bypass" });
  console.log("[msw] API mocking enabled on the server");
  return server;
}
