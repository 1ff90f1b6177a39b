// npm run bench: the API of the production build under load, through the server entry, read
// against a bare Hono baseline over the same database in the same run, with the Speed goals
// printed as PASS/MISS. Not a test: it prints figures and writes bench/results/<date>-<db>.json.
//
//   npm run bench                                                       # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_entry npm run bench
//
// BENCH_DATABASE_URL names a throwaway database: it is dropped, created, migrated and seeded, and
// dropped again at the end, so its name must start with "bench". Also: BENCH_CONNECTIONS (32),
// BENCH_SECONDS (8 per measurement), BENCH_PORT (3200; the baseline uses the next port),
// BENCH_SKIP_BUILD=1 (reuse the last build in .next-bench and .server-build), BENCH_ONLY=notes
// or writes (only those rows: no baseline, no goals, no results file), BENCH_ONLY=request (the
// baseline, health and categories, and their goals: the cost of one request; the baseline and the
// app both run and are loaded in turns, BENCH_ROUNDS times each, so a swing of the machine's speed
// falls on both alike), BENCH_SERVER_LOG=<file> (the servers' stderr, appended).
import { execSync, spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags.mjs";
import { measureNotes } from "./notes.mjs";
import { measureMessaging, STREAMS } from "./messaging.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASELINE_PORT = APP_PORT + 1;
const PG_URL = process.env.BENCH_DATABASE_URL || undefined;
const DATABASE = PG_URL ? "PostgreSQL" : "PGlite";
const GOALS = { throughputShare: 0.6, p95Ms: 20, spreadWriteP95Ms: 100 };
// "request" keeps the baseline and the goals; the other choices skip both.
const REQUEST_ONLY = process.env.BENCH_ONLY === "request";
const ONLY = REQUEST_ONLY ? undefined : process.env.BENCH_ONLY;

const env = {
  ...process.env,
  NODE_ENV: "production",
  // The production start refuses to run without the address people reach the app at.
  APP_URL: process.env.APP_URL ?? "http://127.0.0.1",
  NEXT_DIST_DIR: ".next-bench",
  PGLITE_DIR: ".data/bench/pglite",
  DATABASE_URL: PG_URL ?? "",
  // One login serves the whole booking measurement.
  ACCESS_TOKEN_TTL_SECONDS: "3600",
  // The messaging rows store thousands of messages from one sender.
  MESSAGE_SEND_LIMIT_PER_MINUTE: "100000000",
};
const run = (command) => execSync(command, { stdio: "inherit", env });

// ---- database -------------------------------------------------------------------------------

/** PostgreSQL: recreate the named throwaway database; returns how to drop it again. */
async function recreatePostgres(url) {
  const name = new URL(url).pathname.slice(1);
  if (!/^bench\w*$/.test(name)) {
    throw new Error(`BENCH_DATABASE_URL must name a throwaway database "bench…" (got "${name}")`);
  }
  const adminUrl = new URL(url);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  };
}

// ---- servers --------------------------------------------------------------------------------

const running = new Set();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Starts a server and waits until `readyPath` answers 200. Its stderr is shown only if it fails. */
async function startServer(label, args, port, readyPath, moreEnv = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1", ...moreEnv },
    stdio: ["ignore", "ignore", "pipe"],
  });
  running.add(child);
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
    if (process.env.BENCH_SERVER_LOG) appendFileSync(process.env.BENCH_SERVER_LOG, chunk);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(base + readyPath)).ok) {
        return {
          base,
          // SIGTERM lets the server close PGlite before the next one opens the same directory.
          stop: async () => {
            child.kill("SIGTERM");
            await exited;
            running.delete(child);
          },
        };
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`${label} did not start:\n${stderr}`);
}

// ---- load -----------------------------------------------------------------------------------

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** autocannon at CONNECTIONS for SECONDS; every response's latency is kept so p95 is exact. */
function load({ timed = () => true, ...options }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon(
      { connections: CONNECTIONS, duration: SECONDS, ...options },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          requests: result.requests.total,
          // With `amount` the run ends inside a second: count over its real duration.
          throughput: Math.round(
            options.amount ? result.requests.total / result.duration : result.requests.average,
          ),
          p50: Number(percentile(times, 50).toFixed(1)),
          p95: Number(percentile(times, 95).toFixed(1)),
          statuses,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client, status, _bytes, time) => {
      // `timed(status)`: whether this answer's latency counts (all of them unless said).
      if (timed(status)) times.push(time);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

const getJson = async (url, init) => {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${url}: ${response.status}`);
  return response.json();
};

const months = (count) =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + i);
    return d.toISOString().slice(0, 7);
  });

async function measureBaseline() {
  const server = await startServer(
    "the baseline",
    ["bench/baseline.mjs"],
    BASELINE_PORT,
    "/health",
  );
  try {
    await load({ url: `${server.base}/health`, duration: 2 }); // warm-up: JIT, database cache
    return [
      { key: "health", label: "GET /health", ...(await load({ url: `${server.base}/health` })) },
      {
        key: "categories",
        label: "GET /categories/therapy",
        ...(await load({ url: `${server.base}/categories/therapy` })),
      },
    ];
  } finally {
    await server.stop();
  }
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * BENCH_ONLY=request: the baseline and the app side by side, each path loaded ROUNDS times in
 * turns (baseline, app, baseline, app …) for SECONDS / ROUNDS each. Measured one after the other
 * in separate 16-second blocks, the ratio swung by ±0.2 on this machine (2026-12-04). Each side's
 * figures are the median of its rounds, and the ratio the median of the rounds' ratios.
 */
async function measureRequestInTurns() {
  // PGlite is one process's: the baseline gets a copy of the seeded database.
  const baselineDir = ".data/bench/pglite-baseline";
  if (!PG_URL) cpSync(env.PGLITE_DIR, baselineDir, { recursive: true });
  const base = await startServer("the baseline", ["bench/baseline.mjs"], BASELINE_PORT, "/health", {
    PGLITE_DIR: baselineDir,
  });
  const app = await startServer(
    "the app",
    [...SERVER_NODE_FLAGS, ".server-build/server.mjs"],
    APP_PORT,
    "/api/health",
  );
  const duration = Math.max(1, Math.round(SECONDS / ROUNDS));
  const paths = [
    { key: "health", base: "/health", app: "/api/health" },
    { key: "categories", base: "/categories/therapy", app: "/api/categories/therapy" },
  ];
  try {
    for (const { base: b, app: a } of paths) {
      await load({ url: base.base + b, duration: 2 }); // warm-up: JIT, database cache
      await load({ url: app.base + a, duration: 2 });
    }
    const baseline = [];
    const rows = [];
    for (const path of paths) {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) {
        const b = await load({ url: base.base + path.base, duration });
        const a = await load({ url: app.base + path.app, duration });
        rounds.push({ b, a, ratio: a.throughput / b.throughput });
      }
      const side = (pick) => ({
        throughput: Math.round(median(rounds.map((r) => pick(r).throughput))),
        p50: median(rounds.map((r) => pick(r).p50)),
        p95: median(rounds.map((r) => pick(r).p95)),
        statuses: Object.assign({}, ...rounds.map((r) => pick(r).statuses)),
      });
      baseline.push({ key: path.key, label: `GET ${path.base}`, ...side((r) => r.b) });
      rows.push({
        key: path.key,
        label: `GET ${path.app}`,
        ...side((r) => r.a),
        ratioInTurns: Number(median(rounds.map((r) => r.ratio)).toFixed(2)),
        roundRatios: rounds.map((r) => Number(r.ratio.toFixed(2))),
      });
    }
    return { baseline, app: rows };
  } finally {
    await app.stop();
    await base.stop();
  }
}

const SPREAD_CLIENTS = 32;
const spreadClientEmail = (i) => `bench-client-${i}@demo.therapy`;

/**
 * Clients for the spread writes: copies of a demo client (her password, country and zone) under
 * new addresses, added before the app starts.
 */
async function addSpreadClients() {
  const statement = `insert into users (email, password_hash, user_type, first_name, last_name,
      country_id, timezone, locale, email_verified_at)
    select 'bench-client-' || g || '@demo.therapy', password_hash, 'client', 'Bench', 'Client ' || g,
      country_id, timezone, locale, now()
    from users, generate_series(1, ${SPREAD_CLIENTS}) g where email = 'emily.brown@demo.therapy'`;
  if (PG_URL) {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const db = await PGlite.create(env.PGLITE_DIR, { extensions: { btree_gist } });
  await db.query(statement);
  await db.close();
}

/**
 * Books each of `slots` once, the bookers' tokens taken in turn; then moves each booking to a free
 * slot of its therapist (no approval and no attempt for an unpaid booking; the lock, the policy
 * and the overlap constraint all run), its old slot joining the free ones; then cancels each.
 */
async function measureWrites(api, { slots, free, tokens, who, suffix = "" }) {
  const headersOf = (token) => ({
    "content-type": "application/json",
    authorization: `Bearer ${token}`,
  });
  /** The bookings made: id, therapist, current slot and booker's token. */
  const made = [];
  let next = 0;
  const rows = [];
  rows.push({
    key: `booking${suffix}`,
    label: `POST /api/booking (distinct free slots, ${who})`,
    bookable: slots.length,
    ...(await load({
      url: `${api}/booking`,
      method: "POST",
      amount: slots.length,
      requests: [
        {
          setupRequest: (req, context) => {
            const n = next++;
            context.slot = slots[n % slots.length];
            context.token = tokens[n % tokens.length];
            return {
              ...req,
              headers: headersOf(context.token),
              body: JSON.stringify(context.slot),
            };
          },
          onResponse: (status, body, context) => {
            if (status !== 201) return;
            const { data } = JSON.parse(body);
            made.push({
              id: data.identifier,
              providerId: data.provider.identifier,
              slot: context.slot.timeslotIdentifier,
              token: context.token,
            });
          },
        },
      ],
    })),
  });
  let move = 0;
  rows.push({
    key: `reschedule${suffix}`,
    label: `POST /api/booking/{id}/reschedule (to a free slot, ${who})`,
    bookings: made.length,
    ...(await load({
      method: "POST",
      url: `${api}/health`,
      // With 32 moves at once, a therapist's free slots can all be taken by moves under way: such
      // a request has no slot to ask for and is refused (400) before any work; its time is not a
      // move's.
      timed: (status) => status !== 400,
      requests: [
        {
          setupRequest: (req, context) => {
            const booking = made[move++ % Math.max(made.length, 1)];
            const target = free.get(booking?.providerId)?.shift();
            context.move = { booking, target };
            return {
              ...req,
              headers: headersOf(booking?.token),
              path: `/api/booking/${booking?.id}/reschedule`,
              body: JSON.stringify({ timeslotIdentifier: target }),
            };
          },
          onResponse: (status, _body, context) => {
            const { booking, target } = context.move;
            if (!booking || !target) return;
            const queue = free.get(booking.providerId);
            if (status === 200) {
              queue.push(booking.slot);
              booking.slot = target;
            } else queue.push(target);
          },
        },
      ],
    })),
  });
  let cancel = 0;
  rows.push({
    key: `cancel${suffix}`,
    label: `POST /api/booking/{id}/cancel (each booking once, ${who})`,
    bookings: made.length,
    ...(await load({
      method: "POST",
      url: `${api}/health`,
      amount: made.length,
      requests: [
        {
          setupRequest: (req) => {
            const booking = made[cancel++ % Math.max(made.length, 1)];
            return {
              ...req,
              headers: headersOf(booking?.token),
              path: `/api/booking/${booking?.id}/cancel`,
              body: JSON.stringify({ note: "bench" }),
            };
          },
        },
      ],
    })),
  });
  return rows;
}

async function measureApp() {
  const server = await startServer(
    "the app",
    [...SERVER_NODE_FLAGS, ".server-build/server.mjs"],
    APP_PORT,
    "/api/health",
  );
  const api = `${server.base}/api`;
  try {
    if (ONLY === "notes") return await measureNotes(api, { load, getJson });
    // A client with a token, and distinct free slots of every therapist on the first page.
    const login = await getJson(`${api}/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "emily.brown@demo.therapy", password: "demo-pass-1" }),
    });
    const providers = (await getJson(`${api}/providers`)).data;
    const targets = new Map();
    for (const p of providers) {
      const category = p.categories[0].identifier;
      for (const month of months(3)) {
        const days = (
          await getJson(
            `${api}/provider-availability/timeslot/${p.identifier}?category=${category}&month=${month}&timezone=UTC`,
          )
        ).data;
        for (const slot of days.flatMap((d) => d.timeSlot)) {
          targets.set(`${p.identifier}/${slot.identifier}`, {
            providerId: p.identifier,
            therapyCategoryId: category,
            modality: "video",
            timeslotIdentifier: slot.identifier,
          });
        }
      }
    }
    const bookable = [...targets.values()];
    const first = providers[0];
    const slotsPath = `/provider-availability/timeslot/${first.identifier}?category=${first.categories[0].identifier}&month=${months(1)[0]}&timezone=Europe/London`;

    await load({ url: `${api}/health`, duration: 2 }); // warm-up
    const rows = [
      { key: "health", label: "GET /api/health", path: "/health" },
      { key: "categories", label: "GET /api/categories/therapy", path: "/categories/therapy" },
      { key: "slots", label: "GET time slots, a month of one therapist", path: slotsPath },
      { key: "directory", label: "GET /api/providers (directory, first page)", path: "/providers" },
    ];
    if (ONLY === "writes") rows.length = 0;
    for (const row of rows) Object.assign(row, await load({ url: api + row.path }));
    if (!ONLY) rows.push(...(await measureNotes(api, { load, getJson })));
    // Last, because each booking takes a slot the others would show. Every tenth slot is kept
    // free for the moves; of the rest, half are booked by one client (today's rows, the worst
    // case of one wallet's lock) and half by SPREAD_CLIENTS clients in turn, as real traffic is.
    const kept = bookable.filter((_, i) => i % 10 === 9);
    const toBook = bookable.filter((_, i) => i % 10 !== 9);
    const free = new Map();
    for (const slot of kept) {
      free.set(slot.providerId, [...(free.get(slot.providerId) ?? []), slot.timeslotIdentifier]);
    }
    rows.push(
      ...(await measureWrites(api, {
        slots: toBook.filter((_, i) => i % 2 === 0),
        free,
        tokens: [login.data.token],
        who: "one client",
      })),
    );
    const tokens = [];
    for (let i = 1; i <= SPREAD_CLIENTS; i++) {
      const signedIn = await getJson(`${api}/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: spreadClientEmail(i), password: "demo-pass-1" }),
      });
      tokens.push(signedIn.data.token);
    }
    rows.push(
      ...(await measureWrites(api, {
        slots: toBook.filter((_, i) => i % 2 === 1),
        free,
        tokens,
        who: `${SPREAD_CLIENTS} clients`,
        suffix: "Spread",
      })),
    );
    // Messaging: reads, store, and live delivery with open streams (bench/messaging.mjs).
    if (!ONLY) rows.push(...(await measureMessaging(api, load)));
    return rows;
  } finally {
    await server.stop();
  }
}

// ---- run ------------------------------------------------------------------------------------

if (!process.env.BENCH_SKIP_BUILD) run("npm run -s build");

const dropPostgres = PG_URL ? await recreatePostgres(PG_URL) : undefined;
let baseline, app;
try {
  if (!PG_URL) rmSync(".data/bench", { recursive: true, force: true });
  run("npm run -s db:seed");
  await addSpreadClients();
  if (REQUEST_ONLY) ({ baseline, app } = await measureRequestInTurns());
  else {
    baseline = ONLY ? [] : await measureBaseline();
    app = await measureApp();
  }
} finally {
  await dropPostgres?.();
}

if (ONLY) {
  console.log(`\n${DATABASE}, ${CONNECTIONS} connections, ${SECONDS} s each (latency ms)`);
  console.table(
    app.map(({ label, throughput, p50, p95, statuses }) => ({
      label,
      "req/s": throughput,
      p50,
      p95,
      statuses: JSON.stringify(statuses),
    })),
  );
  process.exit(0);
}

const baselineOf = (key) => baseline.find((b) => b.key === key) ?? baseline[0];
// The delivery row is a latency, not a load: no throughput to compare with the baseline.
const delivery = app.find((row) => row.key === "delivery");
const ratio = (a, b) => Number((a / b).toFixed(2));
for (const row of app) {
  if (row.key === "delivery") continue;
  const base = baselineOf(row.key);
  row.comparedWith = base.label;
  row.throughputVsBaseline = row.ratioInTurns ?? ratio(row.throughput, base.throughput);
  row.p50VsBaseline = ratio(row.p50, base.p50);
  row.p95VsBaseline = ratio(row.p95, base.p95);
}
const byKey = Object.fromEntries(app.map((row) => [row.key, row]));

const goals = [
  ...["health", "categories"].map((key) => ({
    goal: `${byKey[key].label}: req/s at least ${GOALS.throughputShare * 100}% of the baseline`,
    measured:
      `${byKey[key].throughputVsBaseline} (${byKey[key].throughput} vs ${baselineOf(key).throughput} req/s` +
      (byKey[key].roundRatios ? `; rounds ${byKey[key].roundRatios.join(", ")})` : ")"),
    pass: byKey[key].throughputVsBaseline >= GOALS.throughputShare,
  })),
  ...(delivery
    ? [
        {
          goal: `live delivery p95 under 100 ms with ${STREAMS} open streams`,
          measured: `p50 ${delivery.p50} ms, p95 ${delivery.p95} ms (${delivery.deliveries} of ${delivery.expected} arrived)`,
          pass: delivery.p95 < 100 && delivery.deliveries === delivery.expected,
        },
      ]
    : []),
  ...(PG_URL
    ? [
        "health",
        "categories",
        "slots",
        "booking",
        "reschedule",
        "cancel",
        "directory",
        "notes",
        "notesTitle",
      ]
        .filter((key) => byKey[key])
        .map((key) => ({
          goal: `${byKey[key].label}: p95 at most ${GOALS.p95Ms} ms on PostgreSQL`,
          measured: `${byKey[key].p95} ms`,
          pass: byKey[key].p95 <= GOALS.p95Ms,
        }))
    : []),
  // Issue 73: a write, spread over many clients as real traffic is, within 100 ms.
  ...(PG_URL
    ? ["rescheduleSpread", "cancelSpread"]
        .filter((key) => byKey[key])
        .map((key) => ({
          goal: `${byKey[key].label}: p95 at most ${GOALS.spreadWriteP95Ms} ms on PostgreSQL`,
          measured: `${byKey[key].p95} ms`,
          pass: byKey[key].p95 <= GOALS.spreadWriteP95Ms,
        }))
    : []),
];

console.log(
  `\n${DATABASE}, ${CONNECTIONS} connections, ${SECONDS} s each, ${cpus().length} cores (latency ms)`,
);
console.log("Baseline: bare Hono on @hono/node-server, same database");
console.table(
  baseline.map(({ label, throughput, p50, p95, statuses }) => ({
    label,
    "req/s": throughput,
    p50,
    p95,
    statuses: JSON.stringify(statuses),
  })),
);
console.log("The app through the server entry (ratios to the baseline row named)");
console.table(
  app.map((row) => ({
    label: row.label,
    "req/s": row.throughput,
    p50: row.p50,
    p95: row.p95,
    "req/s ÷ base": row.throughputVsBaseline,
    "p50 ÷ base": row.p50VsBaseline,
    "p95 ÷ base": row.p95VsBaseline,
    base: row.comparedWith,
    statuses: JSON.stringify(row.statuses),
  })),
);
console.log("Goals");
for (const g of goals) console.log(`  ${g.pass ? "PASS" : "MISS"}  ${g.goal}: ${g.measured}`);
if (!PG_URL) console.log("  (the p95 goals apply on PostgreSQL: set BENCH_DATABASE_URL)");

const report = {
  date: new Date().toISOString(),
  machine: { cores: cpus().length, node: process.version },
  settings: { database: DATABASE, connections: CONNECTIONS, seconds: SECONDS },
  server: `the server entry (.server-build/server.mjs), node ${SERVER_NODE_FLAGS.join(" ")}`,
  baseline,
  app,
  goals,
};
mkdirSync("bench/results", { recursive: true });
const file = `bench/results/${report.date.replace(/[:.]/g, "-")}-${DATABASE.toLowerCase()}.json`;
writeFileSync(file, JSON.stringify(report, null, 2) + "\n");
console.log(`written ${file}`);
process.exit(0);
