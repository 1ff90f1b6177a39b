// npm run bench:booking: time slots for a month and POST /booking under concurrent load, on
// PostgreSQL (a throwaway database on BENCH_DATABASE_URL's server), each as a ratio to GET /api/health
// in the same run. Not a test: prints a table and writes bench/results/booking-<date>.json.
import { execSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const name = `bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const env = {
  ...process.env,
  NEXT_DIST_DIR: ".next-bench",
  DATABASE_URL: url.toString(),
  ACCESS_TOKEN_TTL_SECONDS: "3600",
};
const run = (command) => execSync(command, { stdio: "inherit", env });

if (!process.env.BENCH_SKIP_BUILD) run("npx next build");
run("npm run -s db:seed");
const server = spawn("npx", ["next", "start", "-p", String(PORT)], {
  env,
  stdio: "ignore",
  detached: true,
});
const cleanUp = async () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
  await new Promise((r) => setTimeout(r, 1000));
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
};

for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${BASE}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 500));
}

const json = async (path, init) => (await fetch(BASE + path, init)).json();
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function load(label, options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon(
      { connections: CONNECTIONS, duration: SECONDS, ...options },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          label,
          requests: result.requests.total,
          throughput: Math.round(result.requests.average),
          p50: Number(percentile(times, 50).toFixed(1)),
          p95: Number(percentile(times, 95).toFixed(1)),
          statuses,
        });
      },
    );
    instance.on("response", (_c, status, _b, time) => {
      times.push(time);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

// A client with a token, and every free slot of every listed therapist to book against.
const login = await json("/api/user/login", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "emily.brown@demo.therapy", password: "demo-pass-1" }),
});
const token = login.data.token;
const providers = (await json("/api/providers")).data;
const month = new Date().toISOString().slice(0, 7);
const targets = [];
for (const p of providers) {
  const days = (
    await json(
      `/api/provider-availability/timeslot/${p.identifier}?category=${p.categories[0].identifier}`,
    )
  ).data;
  for (const slot of days.flatMap((d) => d.timeSlot)) {
    targets.push({
      providerId: p.identifier,
      therapyCategoryId: p.categories[0].identifier,
      modality: "video",
      timeslotIdentifier: slot.identifier,
    });
  }
}
let next = 0;

await load("warm-up", { url: `${BASE}/api/health`, duration: 2 });
const results = [
  await load("GET /api/health", { url: `${BASE}/api/health` }),
  await load("GET time slots for a month", {
    url: `${BASE}/api/provider-availability/timeslot/${providers[0].identifier}?category=${providers[0].categories[0].identifier}&month=${month}&timezone=Europe/London`,
  }),
  await load("POST /api/booking (distinct slots; 409 once all are taken)", {
    url: `${BASE}/api/booking`,
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    requests: [
      {
        setupRequest: (req) => ({ ...req, body: JSON.stringify(targets[next++ % targets.length]) }),
      },
    ],
  }),
];
await cleanUp();

const health = results[0];
for (const r of results) {
  r.p50VsHealth = Number((r.p50 / health.p50).toFixed(2));
  r.throughputVsHealth = Number((r.throughput / health.throughput).toFixed(2));
}
console.log(
  `\nPostgreSQL, ${CONNECTIONS} connections, ${SECONDS}s each (latency ms); ${targets.length} bookable slots`,
);
console.table(
  results.map(({ label, p50, p95, throughput, p50VsHealth, throughputVsHealth, statuses }) => ({
    label,
    p50,
    p95,
    "req/s": throughput,
    "p50 ÷ health": p50VsHealth,
    "req/s ÷ health": throughputVsHealth,
    statuses: JSON.stringify(statuses),
  })),
);
mkdirSync("bench/results", { recursive: true });
const file = `bench/results/booking-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(
  file,
  JSON.stringify(
    { date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, results },
    null,
    2,
  ),
);
console.log(`written ${file}`);
process.exit(0);
