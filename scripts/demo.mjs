// npm run demo: the app with demo data on the embedded database, on http://localhost:3000.
import { execSync, spawn } from "node:child_process";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

// The demo pays with the built-in sandbox gateway: chosen here, never a default.
// The support widget is behind a flag (spec section 2); the demo shows it.
// Its emails (a reset link, an email change's code, an invitation) go to the outbox page: without
// it a person trying the demo could not finish those flows. Never on a real deployment.
// --test-provider: "Continue with Google" against the demo's own test provider on this machine
// (scripts/demo-oidc-provider.ts, decision 0523), clearly not Google, so it works offline.
const testProvider = process.argv.includes("--test-provider");
const oidcPort = process.env.DEMO_OIDC_PORT ?? "3990";
const env = {
  PAYMENT_GATEWAY: "sandbox",
  FEATURE_FLAGS: "show_support_livechat",
  DEV_OUTBOX: "enabled",
  // A line per answer is for operators; the demo's terminal shows errors only (decision 0806).
  LOG_LEVEL: "warn",
  ...(testProvider
    ? {
        OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_GOOGLE_CLIENT_ID: "haven-demo",
        OIDC_GOOGLE_CLIENT_SECRET: "haven-demo-test-provider-secret",
        DEMO_OIDC_PORT: oidcPort,
      }
    : {}),
  ...process.env,
};
const run = (command) => execSync(command, { stdio: "inherit", env });

run("npm run -s db:seed");
// Upcoming sessions at times measured from now, for a demo with something to cancel or move.
run("npm run -s db:seed-upcoming");
run("npm run -s build");
const port = process.env.PORT ?? "3000";
// The production start needs APP_URL (server/app-url.ts): the demo's is the address it serves.
env.APP_URL ??= `http://localhost:${port}`;
console.log(
  `\nHaven is starting on ${env.APP_URL} (demo accounts: see README.md)` +
    `\nThe emails it sends: ${env.APP_URL}/dev/outbox/\n`,
);
// The server entry: pages through Next, /api straight to the Hono app (docs/decisions/0013).
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ".server-build/server.mjs"], {
  stdio: "inherit",
  env: { ...env, PORT: port },
});
const provider = testProvider
  ? spawn("npx", ["tsx", "scripts/demo-oidc-provider.ts"], {
      stdio: "inherit",
      env: { ...env, PORT: port },
    })
  : null;
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    server.kill(signal);
    provider?.kill(signal);
  });
server.on("exit", (code) => process.exit(code ?? 0));
