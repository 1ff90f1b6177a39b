import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./scripts/server-node-flags.mjs";

// Overridable so two checkouts can run their browser tests at once (the full-stack app's ports:
// e2e/worker-server.ts).
const MOCKED_PORT = Number(process.env.E2E_MOCKED_PORT ?? 3101);

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // The session room's calls (e2e/full-stack/room-calls.ts): a fake camera and microphone,
      // allowed without asking, playing without a click. Every test has them, so the room's
      // specs need no browser, and so no worker, of their own.
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
};

// As `npm start` does, with the server's Node flags.
const SERVER = ["node", ...SERVER_NODE_FLAGS, ".server-build/server.mjs"].join(" ");

// Playwright starts every web server it is given, whichever project runs: the mocked server is
// given only when that project runs (E2E_PROJECT, set by scripts/e2e.mjs; full-stack by default).
const PROJECT = process.env.E2E_PROJECT === "mocked" ? "mocked" : "full-stack";

const mockedServer = {
  command: SERVER,
  port: MOCKED_PORT,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    NEXT_DIST_DIR: ".next-mocked",
    NEXT_PUBLIC_API_MOCKING: "enabled",
    FEATURE_FLAGS: "show_support_livechat",
    PORT: String(MOCKED_PORT),
    PGLITE_DIR: ".data/e2e/unused-pglite",
  },
};

// Servers are built by scripts/e2e.mjs (npm run test:e2e), and started through the server entry
// (pages by Next, /api by the Hono app; docs/decisions/0013): the mocked app here, the full-stack
// app by each worker for itself (e2e/worker-server.ts, decision 0045).
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Whole files to each worker, in order. Two full-stack workers, each with its own app, keep both
  // cores of a 2-core machine busy (decision 0045); the mocked app is one server for all.
  fullyParallel: false,
  workers: PROJECT === "mocked" ? 1 : Number(process.env.E2E_WORKERS ?? 2), // as scripts/e2e.mjs
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  outputDir: "test-results",
  // Recording a trace costs a fifth of a run's time even when it is thrown away (measured back to
  // back: 139-140 s against 109-114 s for the same 8 tests), so only a retry records one. A first
  // failure keeps its screenshot and error context; run it again with `--trace on` for its trace.
  use: { trace: "on-first-retry", screenshot: "only-on-failure" },
  projects: [
    {
      // QA's harness (decision 0041): the UI against the MSW twins, which the contract tests keep
      // true to the API. Every flow it shows is proven on the real app by the full-stack project,
      // so npm test runs only that one; `npm run test:e2e:mocked` runs this.
      name: "mocked",
      testMatch: ["common/directory.spec.ts", "mocked/**/*.spec.ts"],
      use: { ...chromium, baseURL: `http://localhost:${MOCKED_PORT}` },
    },
    {
      name: "full-stack",
      testMatch: ["common/**/*.spec.ts", "full-stack/**/*.spec.ts"],
      use: chromium,
    },
  ],
  webServer: PROJECT === "mocked" ? [mockedServer] : [],
});
