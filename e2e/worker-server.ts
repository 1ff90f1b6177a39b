import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, openSync } from "node:fs";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags.mjs";

/**
 * The full-stack app for one Playwright worker (decision 0045): its own server, on its own copy of
 * the seeded database and its own uploads, so two workers' tests never share a demo person's
 * wallet, calendar or inbox. Worker N (Playwright's parallelIndex) serves on 3100 + 10N, and its
 * test sign-in provider (decision 0523) one port above. A worker started again after a failure
 * takes over its slot's database as the last one left it, as one long-running server would.
 */
const BASE_PORT = Number(process.env.E2E_FULL_STACK_PORT ?? 3100);
const SEEDED = { pglite: ".data/e2e/pglite", uploads: ".data/e2e/uploads" };

export type WorkerServer = { url: string; stop: () => Promise<void> };

const answers = (url: string) =>
  fetch(url).then(
    (res) => res.ok,
    () => false,
  );

/** Until the URL answers 200, or the child exits, or the time is up. */
async function until(url: string, child: ChildProcess, log: string, ms = 60_000) {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: see ${log}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s: see ${log}`);
}

function start(name: string, command: string[], env: Record<string, string>) {
  // Cleared with the run's seed by scripts/e2e.mjs.
  mkdirSync(".data/e2e/logs", { recursive: true });
  const log = `.data/e2e/logs/${name}.log`;
  const out = openSync(log, "a");
  const child = spawn(command[0]!, command.slice(1), {
    stdio: ["ignore", out, out],
    env: { ...process.env, ...env },
  });
  return { child, log };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** `env` is added to the app's own (a test's `serverEnv`, e2e/fixtures.ts). */
export async function startWorkerServer(
  slot: number,
  env: Record<string, string> = {},
): Promise<WorkerServer> {
  const port = BASE_PORT + 10 * slot;
  const oidcPort = port + 1;
  const url = `http://localhost:${port}`;
  // A server left from an earlier run would answer for this one, on a database it does not own.
  if (await answers(`${url}/api/health`)) throw new Error(`something already serves ${url}`);

  // Copied from the seed by scripts/e2e.mjs before any server opened it.
  const own = (seeded: string) => {
    const dir = slot === 0 ? seeded : `${seeded}-${slot}`;
    if (!existsSync(dir)) throw new Error(`${dir} is missing: run the tests with npm run test:e2e`);
    return dir;
  };
  const pglite = own(SEEDED.pglite);
  const uploads = own(SEEDED.uploads);

  const oidc = start(`oidc-${slot}`, ["node", "--import", "tsx", "scripts/demo-oidc-provider.ts"], {
    PORT: String(port),
    DEMO_OIDC_PORT: String(oidcPort),
  });
  const app = start(`server-${slot}`, ["node", ...SERVER_NODE_FLAGS, ".server-build/server.mjs"], {
    NEXT_DIST_DIR: ".next-e2e",
    PORT: String(port),
    PGLITE_DIR: pglite,
    DATABASE_URL: "",
    UPLOAD_DIR: uploads,
    APP_URL: url,
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
    OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
    OIDC_GOOGLE_CLIENT_ID: "haven-demo",
    OIDC_GOOGLE_CLIENT_SECRET: "haven-demo-test-provider-secret",
    ...env,
  });
  try {
    await Promise.all([
      until(`http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`, oidc.child, oidc.log),
      until(`${url}/api/health`, app.child, app.log),
    ]);
  } catch (error) {
    await Promise.all([stop(app.child), stop(oidc.child)]);
    throw error;
  }
  return { url, stop: () => Promise.all([stop(app.child), stop(oidc.child)]).then(() => {}) };
}
