// npm run bench: measures the production build. Not a test: it prints a table and writes
// bench/results/<date>.json. Each endpoint is compared to GET /api/health in the same run,
// so figures from different machines can be read as ratios.
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench
import { execSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const env = {
  ...process.env,
  NEXT_DIST_DIR: ".next-bench",
  PGLITE_DIR: ".data/bench/pglite",
  DATABASE_URL: "",
};
const run = (command) => execSync(command, { stdio: "inherit", env });

if (!process.env.BENCH_SKIP_BUILD) run("npx next build");
rmSync(".data/bench", { recursive: true, force: true });
run("npm run -s db:seed");

const server = spawn("npx", ["next", "start", "-p", String(PORT)], {
  env,
  stdio: "ignore",
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stopServer);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Load with autocannon; latencies are recorded per response so p95 is exact. */
function load(path, options = {}) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      { url: BASE + path, connections: CONNECTIONS, duration: SECONDS, ...options },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          path,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          throughput: Math.round(result.requests.average),
          p50: Number(percentile(times, 50).toFixed(1)),
          p95: Number(percentile(times, 95).toFixed(1)),
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function audit(path) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
    ],
  });
  try {
    const result = await lighthouse(BASE + path, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    const lhr = result.lhr;
    return {
      path,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    };
  } finally {
    await chrome.kill();
  }
}

await waitForServer();
await load("/api/health", { duration: 2 }); // warm-up: JIT, database cache
const firstTherapist = (await (await fetch(`${BASE}/api/providers?countryCode=US`)).json()).data[0]
  .identifier;
const endpoints = [];
for (const path of [
  "/api/health",
  "/api/categories/therapy",
  "/api/categories/concerns/top?limit=10&withTherapists=false",
  "/api/providers?countryCode=US&state=NY",
  // Every demo therapist on one page: the cost of the cards' next free times shows here.
  "/api/providers",
]) {
  endpoints.push(await load(path));
}
const health = endpoints[0];
for (const e of endpoints) {
  e.p50VsHealth = Number((e.p50 / health.p50).toFixed(2));
  e.throughputVsHealth = Number((e.throughput / health.throughput).toFixed(2));
}
const pages = [];
for (const path of ["/", "/de/", "/therapists/?countryCode=US", `/therapists/${firstTherapist}/`]) {
  pages.push(await audit(path));
}
stopServer();

console.log(`\nLoad: ${CONNECTIONS} connections, ${SECONDS}s each (latency ms)`);
console.table(
  endpoints.map(
    ({ path, p50, p95, throughput, p50VsHealth, throughputVsHealth, non2xx, errors }) => ({
      path,
      p50,
      p95,
      "req/s": throughput,
      "p50 ÷ health": p50VsHealth,
      "req/s ÷ health": throughputVsHealth,
      non2xx,
      errors,
    }),
  ),
);
console.log("Lighthouse (mobile emulation, simulated throttling)");
console.table(pages);

const report = {
  date: new Date().toISOString(),
  machine: { cores: (await import("node:os")).cpus().length, node: process.version },
  settings: { seconds: SECONDS, connections: CONNECTIONS, database: "PGlite" },
  endpoints,
  pages,
};
mkdirSync("bench/results", { recursive: true });
const file = `bench/results/${report.date.replace(/[:.]/g, "-")}.json`;
writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`written ${file}`);
process.exit(0);
