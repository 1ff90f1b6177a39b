// npm run cluster: the production server as CLUSTER_INSTANCES processes (3 unless set) on ports
// CLUSTER_PORT + 101, + 102, … (3101, 3102, …) behind HAProxy on CLUSTER_PORT (3000), against
// PostgreSQL (DATABASE_URL, required) and Redis (REDIS_URL; without it the live channel fans out
// through PostgreSQL). Uploads go to one folder every instance shares (UPLOAD_DIR,
// .data/cluster-uploads unless set). It runs the migrations first; it needs a build
// (`npm run build`, or the browser tests' with NEXT_DIST_DIR=.next-e2e) and says so. Ctrl-C stops
// everything.
// Each instance serves its metrics on 127.0.0.1:9101, 9102, … (decision 0805).
//
// scripts/cluster-proof.mjs imports startCluster() to restart instances under load.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

const root = path.resolve(import.meta.dirname, "..");
const workDir = path.join(root, ".data/cluster");

/** HAProxy's health checks: every second; two failures take an instance out, two passes back. */
export const CHECK = { interMs: 1000, fall: 2, rise: 2 };

/**
 * The balancer's configuration. What matters for this app (docs/deploy.md):
 * - routing on GET /api/health/ready, which fails as soon as an instance drains;
 * - client and server timeouts well above the live channel's 20 s heartbeat, so its event streams
 *   stay open (`timeout tunnel` covers upgraded connections);
 * - X-Forwarded-For appended, read by the app with TRUST_PROXY_HOPS=1;
 * - a connection refused by an instance that just stopped is retried on another; a request
 *   already sent is retried only when it is a GET (a POST may have been carried out).
 */
export function haproxyConfig({ host = "127.0.0.1", port, servers, statsSocket }) {
  const serverLines = servers.map(
    ({ name, port: serverPort }) => `  server ${name} 127.0.0.1:${serverPort} check`,
  );
  // Read-only state for scripts: cluster-proof.mjs sends "show stat" to see an instance go down.
  const statsLines = statsSocket ? [`  stats socket ${statsSocket} mode 600 level user`] : [];
  return `# Written by scripts/cluster.mjs; changes are lost on its next start.
global
  maxconn 4096
${statsLines.join("\n")}

defaults
  mode http
  timeout connect 2s
  timeout http-request 10s
  timeout http-keep-alive 5s
  timeout queue 10s
  # The live channel's streams are idle between events but for a heartbeat every 20 s.
  timeout client 65s
  timeout server 65s
  timeout tunnel 1h
  timeout client-fin 5s
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure empty-response response-timeout

frontend web
  bind ${host}:${port}
  http-request disable-l7-retry if !METH_GET
  default_backend app

backend app
  # Live streams stay open for hours: count them, rather than take turns.
  balance leastconn
  option httpchk
  http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server inter ${CHECK.interMs}ms fastinter 500ms downinter ${CHECK.interMs}ms fall ${CHECK.fall} rise ${CHECK.rise}
${serverLines.join("\n")}
`;
}

/** Secrets the instances must share; generated once into .data/cluster/secrets.json when unset. */
function sharedSecrets(env) {
  const file = path.join(workDir, "secrets.json");
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const secrets = {
    AUTH_SECRET: env.AUTH_SECRET ?? kept.AUTH_SECRET ?? randomBytes(48).toString("base64url"),
    NOTES_ENCRYPTION_KEY:
      env.NOTES_ENCRYPTION_KEY ?? kept.NOTES_ENCRYPTION_KEY ?? randomBytes(32).toString("hex"),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200, for at most `timeoutMs`. */
export async function waitReady(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((res) => (res.body?.cancel(), res.status))
      .catch(() => 0);
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts the cluster and answers { url, instances, stop, statusOf }. Each instance has `restart()` (SIGTERM,
 * wait for its exit, start it again, wait until HAProxy routes to it) and `kill(signal)`; one that
 * exits by itself is started again, as a supervisor would.
 */
export async function startCluster({
  env = process.env,
  instances: count = Number(env.CLUSTER_INSTANCES ?? 3),
  port = Number(env.CLUSTER_PORT ?? 3000),
  host = env.CLUSTER_HOST ?? "127.0.0.1",
  firstPort = port + 101,
  firstMetricsPort = 9101,
  output = "inherit",
  migrate = true,
} = {}) {
  if (!env.DATABASE_URL) throw new Error("npm run cluster needs DATABASE_URL (PostgreSQL)");
  // The server reads NEXT_DIST_DIR when it starts (scripts/e2e.mjs builds into .next-e2e).
  const distDir = env.NEXT_DIST_DIR || ".next";
  if (
    !existsSync(path.join(root, ".server-build/server.mjs")) ||
    !existsSync(path.join(root, distDir, "BUILD_ID"))
  )
    throw new Error(`No build in ${distDir}: run \`npm run build\` first`);
  if (!env.REDIS_URL)
    console.warn("REDIS_URL is not set: the live channel fans out through PostgreSQL");
  execFileSync(
    "bash",
    [path.join(root, "scripts/ensure-package.sh"), "/usr/sbin/haproxy", "haproxy"],
    {
      stdio: "inherit",
    },
  );
  mkdirSync(workDir, { recursive: true });
  const uploadDir = path.resolve(root, env.UPLOAD_DIR ?? ".data/cluster-uploads");
  mkdirSync(uploadDir, { recursive: true });

  const common = {
    ...env,
    ...sharedSecrets(env),
    NODE_ENV: "production",
    HOSTNAME: "127.0.0.1",
    APP_URL: env.APP_URL ?? `http://localhost:${port}`,
    UPLOAD_DIR: uploadDir,
    TRUST_PROXY_HOPS: "1",
    // Keep serving until HAProxy has seen ready fail (fall × inter), then stop accepting.
    DRAIN_DELAY_MS: env.DRAIN_DELAY_MS ?? String(CHECK.fall * CHECK.interMs + 500),
    SHUTDOWN_TIMEOUT_MS: env.SHUTDOWN_TIMEOUT_MS ?? "10000",
  };
  // A release step, once, rather than N instances racing to migrate (db/client.ts).
  if (migrate)
    execFileSync("npm", ["run", "-s", "db:migrate"], { cwd: root, env: common, stdio: output });

  let stopping = false;
  const instances = Array.from({ length: count }, (_, i) => {
    const instance = {
      name: `app${i + 1}`,
      port: firstPort + i,
      metricsPort: firstMetricsPort + i,
      child: undefined,
      restarting: false,
      exited: undefined,
      start() {
        const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ".server-build/server.mjs"], {
          cwd: root,
          env: {
            ...common,
            PORT: String(instance.port),
            METRICS_PORT: String(instance.metricsPort),
          },
          stdio: output,
        });
        instance.child = child;
        instance.exited = new Promise((resolve) => child.once("exit", resolve));
        child.once("exit", (code, signal) => {
          if (stopping || instance.restarting) return;
          console.error(`[cluster] ${instance.name} exited (${signal ?? code}); starting it again`);
          setTimeout(() => {
            if (stopping) return;
            instance.start().catch((error) => console.error(`[cluster] ${error.message}`));
          }, 1000);
        });
        return waitReady(`http://127.0.0.1:${instance.port}/api/health/ready`);
      },
      kill(signal = "SIGTERM") {
        instance.child?.kill(signal);
      },
      /** SIGTERM, wait for the exit, start again; resolves once HAProxy routes to it again. */
      async restart() {
        instance.restarting = true;
        try {
          instance.kill("SIGTERM");
          await instance.exited;
          await instance.start();
          await sleep(CHECK.rise * CHECK.interMs + 500);
        } finally {
          instance.restarting = false;
        }
      },
    };
    return instance;
  });
  let haproxy;
  let haproxyExited;
  async function stop() {
    if (stopping) return;
    stopping = true;
    for (const instance of instances) instance.kill("SIGTERM");
    const grace = Number(common.SHUTDOWN_TIMEOUT_MS) + 2000;
    const exits = Promise.all(instances.map((instance) => instance.exited));
    await Promise.race([exits, sleep(grace)]);
    for (const instance of instances)
      if (instance.child?.exitCode === null) instance.kill("SIGKILL");
    if (!haproxy) return;
    haproxy.kill("SIGUSR1"); // a soft stop: connections finish, new ones are refused
    await Promise.race([haproxyExited, sleep(2000)]);
    haproxy.kill("SIGKILL");
  }

  const configFile = path.join(workDir, "haproxy.cfg");
  const statsSocket = path.join(workDir, `haproxy-${port}.sock`);
  /** HAProxy's view of one instance: UP, DOWN, "UP 1/2" (rising) …, or undefined. */
  const statusOf = (name) =>
    new Promise((resolve) => {
      let text = "";
      const socket = createConnection(statsSocket, () => socket.end("show stat\n"));
      socket.on("data", (chunk) => (text += chunk));
      socket.on("error", () => resolve(undefined));
      socket.on("close", () => {
        const header = text.split("\n")[0].replace(/^# /, "").split(",");
        const row = text
          .split("\n")
          .map((line) => line.split(","))
          .find((fields) => fields[0] === "app" && fields[1] === name);
        resolve(row?.[header.indexOf("status")]);
      });
    });
  const url = `http://${host}:${port}`;
  try {
    await Promise.all(instances.map((instance) => instance.start()));
    writeFileSync(configFile, haproxyConfig({ host, port, servers: instances, statsSocket }));
    haproxy = spawn("/usr/sbin/haproxy", ["-f", configFile, "-db"], { stdio: output });
    haproxyExited = new Promise((resolve) => haproxy.once("exit", resolve));
    haproxy.once("exit", (code) => {
      if (!stopping) console.error(`[cluster] HAProxy exited (${code})`);
    });
    await waitReady(`${url}/api/health/ready`, 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, instances, stop, configFile, statusOf };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let cluster;
  let stopped = false;
  const stopAll = async () => {
    if (stopped) return;
    stopped = true;
    console.log("\n[cluster] stopping…");
    await cluster?.stop();
    process.exit(0);
  };
  process.on("SIGINT", stopAll);
  process.on("SIGTERM", stopAll);
  try {
    cluster = await startCluster();
  } catch (error) {
    console.error(`[cluster] ${error.message}`);
    await cluster?.stop();
    process.exit(1);
  }
  const list = cluster.instances.map((i) => `${i.name} :${i.port} (metrics :${i.metricsPort})`);
  console.log(`\n[cluster] ${cluster.url} -> HAProxy -> ${list.join(", ")}`);
  console.log(
    `[cluster] config: ${path.relative(root, cluster.configFile)}; Ctrl-C stops everything\n`,
  );
}
