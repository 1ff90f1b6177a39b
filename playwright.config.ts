import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./scripts/server-node-flags.mjs";

// Overridable so two checkouts can run their browser tests at once.
const FULL_STACK_PORT = Number(process.env.E2E_FULL_STACK_PORT ?? 3100);
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
    ],
  },
};

// As `npm start` does, with the server's Node flags.
const SERVER = ["node", ...SERVER_NODE_FLAGS, ".server-build/server.mjs"].join(" ");

// Playwright starts every web server it is given, whichever project runs: each project's server
// is given only when that project runs (E2E_PROJECT, set by scripts/e2e.mjs; full-stack by default).
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

// "Continue with Google" in the full-stack app goes to the demo's test provider (a real OpenID
// provider on this machine, decision 0523), one port above the app's (its mocked twin's port,
// free in a full-stack run).
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? FULL_STACK_PORT + 1);
const oidcProvider = {
  // Node itself with tsx's loader, not npx and tsx's own process around it: one layer less.
  command: "node --import tsx scripts/demo-oidc-provider.ts",
  url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { PORT: String(FULL_STACK_PORT), DEMO_OIDC_PORT: String(OIDC_PORT) },
};

const fullStackServer = {
  command: SERVER,
  port: FULL_STACK_PORT,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    NEXT_DIST_DIR: ".next-e2e",
    PORT: String(FULL_STACK_PORT),
    // Each shard's own copy of the seeded database (scripts/e2e.mjs).
    PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? ".data/e2e/pglite",
    DATABASE_URL: "",
    APP_URL: `http://localhost:${FULL_STACK_PORT}`,
    DEV_OUTBOX: "enabled",
    FEATURE_FLAGS: "show_support_livechat",
    // Top-ups go through the sandbox checkout, chosen explicitly (never a default).
    PAYMENT_GATEWAY: "sandbox",
    // Short-lived access tokens: every full-stack test also proves silent refresh works. Not
    // shorter: on a loaded 2-core machine a page's server-side read came more than 4 s after
    // the renewal before it, and answered as if signed out.
    ACCESS_TOKEN_TTL_SECONDS: "10",
    WAITLIST_SWEEP_SECONDS: "2",
    // Each test's context says its own address in X-Forwarded-For (e2e/fixtures.ts).
    TRUST_PROXY_HOPS: "1",
    OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
    OIDC_GOOGLE_CLIENT_ID: "haven-demo",
    OIDC_GOOGLE_CLIENT_SECRET: "haven-demo-test-provider-secret",
  },
};

// Servers are built by scripts/e2e.mjs (npm run test:e2e); here they are only started, each
// through the server entry (pages by Next, /api by the Hono app; docs/decisions/0013).
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  outputDir: process.env.E2E_SHARD ? `test-results/shard-${process.env.E2E_SHARD}` : "test-results",
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
      use: { ...chromium, baseURL: `http://localhost:${FULL_STACK_PORT}` },
    },
  ],
  webServer: PROJECT === "mocked" ? [mockedServer] : [oidcProvider, fullStackServer],
});
