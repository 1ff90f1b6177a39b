import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** For component and unit tests: every unhandled request fails the test (see tests/setup). */
export const mockServer = setupServer(...handlers);
