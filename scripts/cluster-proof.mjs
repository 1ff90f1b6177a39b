// node scripts/cluster-proof.mjs: a rolling restart under load, measured (issue 72, decision 0805).
// Starts the cluster (scripts/cluster.mjs) on a throwaway database of the PostgreSQL server at
// PROOF_POSTGRES_URL (postgresql://postgres@127.0.0.1:5432/postgres), seeded with the demo data,
// sends a steady load of reads (the directory, a profile, categories, countries; a signed-in
// person's notifications) and writes (marking them read) to 127.0.0.1 only, restarts every
// instance in turn with SIGTERM, then prints requests sent, failed and 5xx. It stops by itself
// (at most PROOF_MAX_SECONDS, 240) and drops its database. Needs `npm run build` first.
// Not part of npm test. Exits 1 when a request failed or answered 5xx.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { CHECK, startCluster, waitReady } from "./cluster.mjs";

const root = path.resolve(import.meta.dirname, "..");
const adminUrl = process.env.PROOF_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const maxMs = Number(process.env.PROOF_MAX_SECONDS ?? 240) * 1000;
const workers = Number(process.env.PROOF_CONCURRENCY ?? 4);
const PORT = 3390;

const started = Date.now();
const hardStop = setTimeout(() => {
  console.error(`[proof] gave up after ${maxMs / 1000} s`);
  void finish(2);
}, maxMs);

const name = `cluster_proof_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;

mkdirSync(path.join(root, ".data/cluster"), { recursive: true });
const logFile = path.join(root, ".data/cluster/proof.log");
const log = openSync(logFile, "w");
const output = ["ignore", log, log];
const env = {
  ...process.env,
  DATABASE_URL: dbUrl.toString(),
  CLUSTER_PORT: String(PORT),
  UPLOAD_DIR: path.join(root, ".data/cluster-proof-uploads"),
};
let cluster;

async function finish(code) {
  clearTimeout(hardStop);
  await cluster?.stop().catch(() => undefined);
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  closeSync(log);
  process.exit(code);
}
process.on("SIGINT", () => void finish(130));

const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
try {
  console.log(`[proof] ${seconds()} s: seeding ${name}`);
  execFileSync("npm", ["run", "-s", "db:migrate"], { cwd: root, env, stdio: output });
  execFileSync("npm", ["run", "-s", "db:seed"], { cwd: root, env, stdio: output });
  cluster = await startCluster({
    env,
    port: PORT,
    firstPort: PORT + 1,
    firstMetricsPort: 9391,
    output,
  });
  console.log(
    `[proof] ${seconds()} s: ${cluster.instances.length} instances behind ${cluster.url}`,
  );
} catch (error) {
  console.error(`[proof] could not start: ${error.message} (see ${path.relative(root, logFile)})`);
  await finish(1);
}

const base = cluster.url;
const counts = {
  sent: 0,
  writes: 0,
  ok: 0,
  expected4xx: 0,
  unexpected4xx: 0,
  fivexx: 0,
  failed: 0,
};
const problems = [];
let lastFailureAt = 0;

async function send(method, urlPath, { token, body } = {}) {
  counts.sent++;
  if (method !== "GET") counts.writes++;
  try {
    const res = await fetch(base + urlPath, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (res.status >= 500) {
      counts.fivexx++;
      lastFailureAt = Date.now();
      problems.push(`${res.status} ${method} ${urlPath} at ${seconds()} s`);
    } else if (res.status >= 400) {
      // A limit reached is an answer the app meant; anything else 4xx here is a bug in the load.
      if (res.status === 429) counts.expected4xx++;
      else {
        counts.unexpected4xx++;
        problems.push(`${res.status} ${method} ${urlPath}: ${text.slice(0, 120)}`);
      }
    } else counts.ok++;
    return res.status < 300 && text ? JSON.parse(text) : undefined;
  } catch (error) {
    counts.failed++;
    lastFailureAt = Date.now();
    problems.push(
      `failed ${method} ${urlPath} at ${seconds()} s: ${error.cause?.code ?? error.message}`,
    );
    return undefined;
  }
}

const login = await send("POST", "/api/user/login", {
  body: { email: "amaka.obi@demo.therapy", password: "demo-pass-1" },
});
const token = login?.data?.token;
const directory = await send("GET", "/api/providers?page=1");
const profileIds = (directory?.data ?? []).map((p) => p.identifier ?? p.id).filter(Boolean);
if (!token || !profileIds.length) {
  console.error(
    `[proof] could not prepare the load: ${problems.join("; ") || "no token or no therapists"}`,
  );
  await finish(1);
}

const steps = [
  () => send("GET", "/api/providers?page=1"),
  () => send("GET", `/api/providers/${profileIds[counts.sent % profileIds.length]}`),
  () => send("GET", "/api/categories/therapy"),
  () => send("GET", "/api/region/country"),
  () => send("GET", "/api/notifications/unread-count", { token }),
  () =>
    send("POST", "/api/user/timezone", {
      token,
      body: { timezone: counts.sent % 2 ? "Africa/Lagos" : "Europe/Berlin" },
    }),
  async () => {
    const list = await send("GET", "/api/notifications", { token });
    const newest = list?.data?.[0]?.identifier;
    if (newest)
      await send("PUT", "/api/notifications/mark-read", { token, body: { identifier: newest } });
  },
];

let loading = true;

// One browser's live stream through the balancer: each time it ends, it is opened again, as
// EventSource does. Counted: opens, ends with the drain's retry hint, and failures.
const live = { opened: 0, endedWithRetry: 0, failed: 0 };
async function watchLive() {
  while (loading) {
    try {
      const res = await fetch(`${base}/api/notifications/live`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(60_000),
      });
      if (res.status !== 200) throw new Error(`status ${res.status}`);
      live.opened++;
      const text = await res.text();
      if (/\n\nretry: \d+\n\n$/.test(text)) live.endedWithRetry++;
    } catch (error) {
      if (!loading) break;
      live.failed++;
      problems.push(`live stream: ${error.cause?.code ?? error.message} at ${seconds()} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
async function worker(offset) {
  for (let i = offset; loading; i++) {
    await steps[i % steps.length]();
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}
const load = [...Array.from({ length: workers }, (_, i) => worker(i)), watchLive()];

// Steady load first, then each instance in turn, then a little more load.
await new Promise((resolve) => setTimeout(resolve, 3000));
let restarted = 0;
for (const instance of cluster.instances) {
  const before = counts.sent;
  const t0 = Date.now();
  await instance.restart();
  restarted++;
  console.log(
    `[proof] ${seconds()} s: ${instance.name} restarted in ${((Date.now() - t0) / 1000).toFixed(1)} s, ` +
      `${counts.sent - before} requests meanwhile`,
  );
}
await new Promise((resolve) => setTimeout(resolve, 3000));
const rolling = { ...counts, liveFailed: live.failed };

// Then one instance dies without a word (SIGKILL): only what was in flight on it may fail, and
// HAProxy stops sending to it within its checks (fall × inter). The cluster starts it again.
const victim = cluster.instances[1];
const beforeKill = { ...counts };
const killedAt = Date.now();
victim.kill("SIGKILL");
await new Promise((resolve) => setTimeout(resolve, 3 * CHECK.fall * CHECK.interMs));
await waitReady(`http://127.0.0.1:${victim.port}/api/health/ready`);
await new Promise((resolve) => setTimeout(resolve, CHECK.rise * CHECK.interMs + 500));
loading = false;
// The live stream stays open until its instance stops: the cluster's stop ends it.
await Promise.all(load.slice(0, workers));

const diff = (a, b, key) => a[key] - b[key];
console.log(
  `[proof] rolling restart: requests sent ${rolling.sent} (writes ${rolling.writes}), ` +
    `2xx ${rolling.ok}, 429 ${rolling.expected4xx}, other 4xx ${rolling.unexpected4xx}, ` +
    `5xx ${rolling.fivexx}, failed ${rolling.failed}, still in flight ` +
    `${rolling.sent - rolling.ok - rolling.expected4xx - rolling.unexpected4xx - rolling.fivexx - rolling.failed}; instances restarted ${restarted}/${cluster.instances.length}`,
);
console.log(
  `[proof] live stream: opened ${live.opened} times, ended by a drain with a retry hint ` +
    `${live.endedWithRetry} times, failed ${rolling.liveFailed} during the rolling restart and ` +
    `${live.failed - rolling.liveFailed} after the kill`,
);
console.log(
  `[proof] ${victim.name} killed (SIGKILL), restarted by the cluster: requests sent ` +
    `${diff(counts, beforeKill, "sent")}, 5xx ${diff(counts, beforeKill, "fivexx")}, failed ` +
    `${diff(counts, beforeKill, "failed")}` +
    (lastFailureAt >= killedAt ? `, the last ${lastFailureAt - killedAt} ms after the kill` : "") +
    `; ${seconds()} s in all`,
);
for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
// The rolling restart must fail nothing; a kill may fail what was in flight on the instance.
await finish(
  rolling.fivexx || rolling.failed || rolling.unexpected4xx || rolling.liveFailed ? 1 : 0,
);
