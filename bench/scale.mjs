// npm run bench:scale: the API at scale on PostgreSQL. Seeds (or reuses) a database of 10,000
// listed therapists, 200,000 clients, about 2,000,000 bookings, 100,000 conversations with about
// 5,000,000 messages (therapist 1 and client 1: 5,000) and about 1,000,000 notes (those of
// therapists 1 to 32 about a client each sealed and indexed by the app's code) (bench/scale/seed.sql,
// seed-notes.ts), serves the Hono API on @hono/node-server, records the EXPLAIN (ANALYZE, BUFFERS)
// plan of every query of one request of each kind, then loads each endpoint with autocannon. Not a
// test: prints a table and writes bench/results/scale-<date>.json.
//   BENCH_SCALE_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/bench_scale
//   BENCH_SCALE_RESEED=1      seed again even when the database holds a finished seed
//   BENCH_SECONDS (8), BENCH_CONNECTIONS (32), BENCH_PORT (3230), DATABASE_POOL_SIZE (app's)
//   BENCH_ONLY=slots,booking  load only the endpoints whose key is listed
//   BENCH_NOTE="..."          a note kept in the results file
//   BENCH_CPU_PROFILE=<dir>   the API writes a V8 CPU profile there when it stops (node --cpu-prof);
//                             with BENCH_ONLY, the health floor is loaded only if listed
import { execSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import pg from "pg";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags.mjs";
import { load } from "./scale/load.mjs";
import { clearPlans, explainingUrl, readPlans, summarize } from "./scale/plans.mjs";
import { NOTES_KEY, SCALE_PASSWORD, SEED_MARK, seedScale } from "./scale/seed.mjs";

const DATABASE_URL =
  process.env.BENCH_SCALE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_scale";
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SLOTS_WANTED = 6_000 * SECONDS;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SEED_GOAL_SECONDS = 300;
const ONLY = process.env.BENCH_ONLY?.split(",");
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;

const database = new URL(DATABASE_URL).pathname.slice(1);
if (!database || database === "test") {
  console.error("bench:scale drops and fills its database: give it its own (never `test`).");
  process.exit(1);
}

// --- the database ---------------------------------------------------------------------------

const adminUrl = new URL(DATABASE_URL);
adminUrl.pathname = "/postgres";
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
const [existing] = (
  await admin.query(
    "select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1",
    [database],
  )
).rows;
let seed;
if (!existing?.mark?.startsWith(SEED_MARK) || process.env.BENCH_SCALE_RESEED) {
  console.log(`seeding ${database} (goal: ${SEED_GOAL_SECONDS} s)`);
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.query(`create database "${database}"`);
  seed = { reused: false, ...(await seedScale(DATABASE_URL)) };
} else {
  // A finished seed is reused; new migrations (indexes) still apply to it first.
  execSync("npm run -s db:migrate", {
    env: { ...process.env, DATABASE_URL },
    stdio: "inherit",
  });
  seed = { reused: true, mark: existing.mark };
  console.log(`reusing ${database}: ${existing.mark}`);
}
await admin.end();

const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
if (!seed.reused) {
  await db.query(
    `comment on database "${database}" is '${SEED_MARK}; seeded in ${seed.seconds} s on ${new Date().toISOString()}'`,
  );
}
const one = async (text, values) => (await db.query(text, values)).rows[0];
const busiest = await one("select id from users where email = 'therapist1@scale.bench'").then(
  (r) => r.id,
);
const busiestCount = await one("select count(*)::int as n from bookings where provider_id = $1", [
  busiest,
]).then((r) => r.n);
const heavyClient = await one("select id from users where email = 'client1@scale.bench'").then(
  (r) => r.id,
);
const threadCount = await one(
  "select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id where c.client_id = $1 and c.provider_id = $2",
  [heavyClient, busiest],
).then((r) => r.n);
const busiestConversations = await one(
  "select count(*)::int as n from conversations where provider_id = $1",
  [busiest],
).then((r) => r.n);
// The therapists whose notes the bench reads (bench/scale/seed-notes.ts): the filler notes are all
// session notes, so a client note marks a sealed pair.
const notePairs = (
  await db.query(
    `select u.email, n.client_id as "clientId", count(*)::int as notes
       from notes n join users u on u.id = n.provider_id
      where (n.provider_id, n.client_id) in (select provider_id, client_id from notes where type = 'client')
      group by u.email, n.client_id order by count(*) desc`,
  )
).rows;
const heavyClientCount = await one(
  "select count(*)::int as n from bookings b join users u on u.id = b.client_id where u.email = 'client1@scale.bench'",
).then((r) => r.n);
const sizes = Object.fromEntries(
  (
    await db.query(
      "select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace",
    )
  ).rows.map((r) => [r.relname, Number(r.n)]),
);
const benchStart = new Date();

// --- the server -----------------------------------------------------------------------------

/**
 * Starts the API and answers its pid and a stop function. The one place that knows how the API
 * is served: today bench/scale/serve.ts (the Hono app on @hono/node-server, no Next); at merge,
 * the project's own server entry.
 */
async function startApi(env) {
  const server = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...(PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : []),
      "--conditions=react-server",
      "--import",
      "tsx",
      "bench/scale/serve.ts",
    ],
    { env: { ...process.env, PORT: String(PORT), ...env }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once("exit", resolve);
      server.kill("SIGTERM");
    });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return { pid: server.pid, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error("the API did not start");
}

// The public-read cache is off: this measures what the queries cost as data grows, not how often a
// kept answer is repeated (decision 0020; npm run bench reports the cached reads).
const serverEnv = {
  DATABASE_URL,
  ACCESS_TOKEN_TTL_SECONDS: "3600",
  NODE_ENV: "production",
  PUBLIC_CACHE_SECONDS: "0",
  NOTES_ENCRYPTION_KEY: NOTES_KEY,
};

// --- what to load ---------------------------------------------------------------------------

const json = async (url, init) => {
  const response = await fetch(BASE + url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
};
let ip = 1;
const signIn = async (email) =>
  (
    await json("/api/user/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${ip++}` },
      body: JSON.stringify({ email, password: SCALE_PASSWORD }),
    })
  ).data.token;

async function prepare() {
  const page = (query) => json(`/api/providers${query}`).then((r) => r.data);
  const clientTokens = [];
  for (let i = 2; i < 2 + CONNECTIONS; i++)
    clientTokens.push(await signIn(`client${i}@scale.bench`));
  const heavyClientToken = await signIn("client1@scale.bench");
  const busiestToken = await signIn("therapist1@scale.bench");
  const noteReaders = [];
  for (const pair of notePairs) noteReaders.push({ ...pair, token: await signIn(pair.email) });

  // Profiles to open in turn: the therapists of the directory's first pages, the busiest first.
  const profiles = [busiest];
  for (let p = 1; p <= 8; p++)
    profiles.push(...(await page(`?page=${p}`)).map((c) => c.identifier));

  // Distinct free slots of many therapists (the directory's pages of two countries), interleaved
  // so that consecutive bookings go to different therapists. Enough for 8 s at 6,000 bookings a
  // second: 15,862 slots ran out at 1,765 a second (the load, its run alone and its plan), and the
  // rest of the load measured 409s.
  const perTherapist = [];
  let offered = 0;
  for (let p = 1; offered < SLOTS_WANTED && p <= 20; p++)
    for (const query of [`?countryCode=GB&page=${p}`, `?countryCode=DE&page=${p}`])
      for (const card of await page(query)) {
        const category = card.categories.find((c) => c.slug === "individual");
        const days = (await json(`/api/provider-availability/timeslot/${card.identifier}`)).data;
        const free = days
          .flatMap((d) => d.timeSlot)
          .filter((s) => !s.isBooked)
          .map((s) => ({
            providerId: card.identifier,
            therapyCategoryId: category.identifier,
            modality: "video",
            timeslotIdentifier: s.identifier,
          }));
        perTherapist.push(free);
        offered += free.length;
      }
  const slots = [];
  for (let i = 0; perTherapist.some((list) => i < list.length); i++)
    for (const list of perTherapist) if (i < list.length) slots.push(list[i]);

  const now = new Date();
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 7);
  return { clientTokens, heavyClientToken, busiestToken, noteReaders, profiles, slots, nextMonth };
}

/** The endpoints, each with the request(s) autocannon sends and its p95 goal in ms. */
function cases(ctx) {
  let nextSlot = 0;
  let nextProfile = 0;
  let nextClient = 0;
  let nextReader = 0;
  const reader = () => ctx.noteReaders[nextReader++ % ctx.noteReaders.length];
  const bearer = (token) => ({ authorization: `Bearer ${token}` });
  const rotating = (make) => ({ requests: [{ setupRequest: (req) => ({ ...req, ...make() }) }] });
  return [
    { key: "health", label: "GET /api/health (floor)", goal: null, path: "/api/health" },
    { key: "directory", label: "GET /api/providers", goal: 50, path: "/api/providers" },
    {
      key: "country",
      label: "GET /api/providers?countryCode=US",
      goal: 50,
      path: "/api/providers?countryCode=US",
    },
    {
      key: "state",
      label: "GET /api/providers?countryCode=US&state=NY",
      goal: 50,
      path: "/api/providers?countryCode=US&state=NY",
    },
    {
      key: "category",
      label: "GET /api/providers?category=couples",
      goal: 50,
      path: "/api/providers?category=couples",
    },
    {
      key: "language",
      label: "GET /api/providers?language=es",
      goal: 50,
      path: "/api/providers?language=es",
    },
    {
      key: "profile",
      label: `GET /api/providers/{id} (profile, ${ctx.profiles.length} therapists in turn)`,
      goal: 50,
      path: `/api/providers/${ctx.profiles[0]}`,
      options: rotating(() => ({
        path: `/api/providers/${ctx.profiles[nextProfile++ % ctx.profiles.length]}`,
      })),
    },
    {
      key: "reviews",
      label: "GET /api/review/provider/{id}?page=1 (profile's reviews)",
      goal: 50,
      path: `/api/review/provider/${ctx.profiles[0]}?page=1`,
      options: rotating(() => ({
        path: `/api/review/provider/${ctx.profiles[nextProfile++ % ctx.profiles.length]}?page=1`,
      })),
    },
    {
      key: "slots",
      label: `GET timeslots ${ctx.nextMonth}, busiest therapist`,
      goal: 20,
      path: `/api/provider-availability/timeslot/${busiest}?month=${ctx.nextMonth}&timezone=Europe/London`,
    },
    {
      key: "booking",
      label: "POST /api/booking (distinct free slots, 32 clients)",
      goal: 20,
      path: "/api/booking",
      method: "POST",
      request: () => ({
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...bearer(ctx.clientTokens[nextClient++ % ctx.clientTokens.length]),
        },
        body: JSON.stringify(ctx.slots[nextSlot++ % ctx.slots.length]),
      }),
    },
    {
      key: "clientBookings",
      label: `GET /api/booking (client with ${heavyClientCount} bookings)`,
      goal: 50,
      path: "/api/booking",
      headers: bearer(ctx.heavyClientToken),
    },
    {
      key: "appointments",
      label: `GET /api/appointment (therapist with ${busiestCount.toLocaleString("en")})`,
      goal: 50,
      path: "/api/appointment",
      headers: bearer(ctx.busiestToken),
    },
    {
      key: "chatList",
      label: `GET /api/messages/chat-list (therapist with ${busiestConversations} conversations)`,
      goal: 50,
      path: "/api/messages/chat-list",
      headers: bearer(ctx.busiestToken),
    },
    {
      key: "conversation",
      label: `POST /api/messages/conversations (first page of ${threadCount.toLocaleString("en")})`,
      goal: 50,
      path: "/api/messages/conversations",
      method: "POST",
      headers: { ...bearer(ctx.busiestToken), "content-type": "application/json" },
      body: JSON.stringify({ userIdentifier: heavyClient }),
    },
    {
      key: "unread",
      label: "GET /api/messages/unread-count (same therapist)",
      goal: 50,
      path: "/api/messages/unread-count",
      headers: bearer(ctx.busiestToken),
    },
    {
      key: "notes",
      label: `GET /api/note/client/{id} (first page, ${ctx.noteReaders.length} therapists in turn)`,
      goal: 50,
      path: `/api/note/client/${ctx.noteReaders[0].clientId}?page=1`,
      request: () => {
        const { clientId, token } = reader();
        return { path: `/api/note/client/${clientId}?page=1`, headers: bearer(token) };
      },
    },
    {
      key: "notesTitle",
      label: "GET /api/note/client/{id}?title=anxiety (blind index, the same in turn)",
      goal: 50,
      path: `/api/note/client/${ctx.noteReaders[0].clientId}?page=1&title=anxiety`,
      request: () => {
        const { clientId, token } = reader();
        return {
          path: `/api/note/client/${clientId}?page=1&title=anxiety`,
          headers: bearer(token),
        };
      },
    },
  ].filter((c) => !ONLY || ONLY.includes(c.key) || (c.key === "health" && !PROFILE_DIR));
}

/** autocannon's options for one endpoint. */
function loadOptions(c) {
  if (c.request)
    return {
      url: BASE + c.path,
      requests: [{ setupRequest: (req) => ({ ...req, ...c.request() }) }],
    };
  const { method = "GET", headers, body } = c;
  return { url: BASE + c.path, method, headers, body, ...c.options };
}

// --- plans: one request of each kind, explained -----------------------------------------------

const planFile = path.join(tmpdir(), `bench-scale-plans-${process.pid}.jsonl`);
clearPlans(planFile);
let api = await startApi({
  ...serverEnv,
  DATABASE_URL: explainingUrl(DATABASE_URL),
  BENCH_EXPLAIN_FILE: planFile,
});
const plans = {};
let ctx;
try {
  ctx = await prepare();
  for (const c of cases(ctx)) {
    const send = async () => {
      const init = c.request ? c.request() : { method: c.method, headers: c.headers, body: c.body };
      const response = await fetch(BASE + (init.path ?? c.path), init);
      await response.arrayBuffer();
      return response.status;
    };
    await send(); // warms caches, as the load's first seconds would
    clearPlans(planFile);
    const status = await send();
    plans[c.key] = { label: c.label, status, queries: readPlans(planFile) };
  }
} finally {
  await api.stop();
  rmSync(planFile, { force: true });
}

// --- load -----------------------------------------------------------------------------------

api = await startApi(serverEnv);
const results = [];
// The API's pool connections, whose CPU is PostgreSQL's share of the work: client backends only,
// not the autovacuum a fresh seed sets off, whose worker would count while it lives.
const listDbPids = async () =>
  (
    await db.query(
      `select pid from pg_stat_activity
        where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      [database],
    )
  ).rows.map((r) => r.pid);
try {
  if (!PROFILE_DIR) await load({ url: `${BASE}/api/health`, connections: CONNECTIONS, seconds: 2 });
  for (const c of cases(ctx)) {
    await load({ ...loadOptions(c), connections: CONNECTIONS, seconds: 2 }); // warm-up
    const result = await load({
      label: c.label,
      serverPid: api.pid,
      listDbPids,
      connections: CONNECTIONS,
      seconds: SECONDS,
      ...loadOptions(c),
    });
    // The same request alone: its service time, without queueing behind 31 others.
    const alone = await load({ ...loadOptions(c), connections: 1, seconds: 3 });
    results.push({ key: c.key, goal: c.goal, ...result, aloneP50: alone.p50, aloneP95: alone.p95 });
    console.log(
      `  ${c.label}: p50 ${result.p50} ms, p95 ${result.p95} ms, ${result.throughput} req/s; alone p50 ${alone.p50} ms`,
    );
  }
} finally {
  await api.stop();
}

// What the load booked is taken back, so the next run starts from the same data.
const removed = await db.query("delete from bookings where created_at >= $1", [benchStart]);
await db.end();

// --- report ---------------------------------------------------------------------------------

const verdict = (r) => (r.goal == null ? "" : r.p95 <= r.goal ? "PASS" : "MISS");
console.log(
  `\nPostgreSQL ${database}, API on @hono/node-server, ${CONNECTIONS} connections, ${SECONDS} s each (ms)`,
);
console.log(
  `alone: the same request at 1 connection. cpu ms/req: CPU time per request of the API process and of its PostgreSQL backends; cpu floor p50: the p50 that cost allows at ${CONNECTIONS} connections if the machine ran nothing else; machine cpu %: all processes, of ${cpus().length * 100}`,
);
console.table(
  results.map((r) => ({
    endpoint: r.label,
    p50: r.p50,
    p95: r.p95,
    "req/s": r.throughput,
    goal: r.goal == null ? "" : `p95 ≤ ${r.goal}`,
    "": verdict(r),
    "alone p50": r.aloneP50,
    statuses: JSON.stringify(r.statuses),
    "cpu ms/req api": r.cpuMsPerRequest.api,
    db: r.cpuMsPerRequest.db,
    "cpu floor p50": r.cpuFloorP50,
    "machine cpu %": r.machineCpu * r.cores,
  })),
);
const seedLine = seed.reused
  ? `seed: reused (${seed.mark})`
  : `seed: ${seed.seconds} s, goal ≤ ${SEED_GOAL_SECONDS} s: ${seed.seconds <= SEED_GOAL_SECONDS ? "PASS" : "MISS"}`;
console.log(seedLine);

console.log("\nplans (one request of each kind; warnings are scans that read many rows):");
const planReport = {};
for (const [key, { label, status, queries }] of Object.entries(plans)) {
  const summaries = queries.map((q) => summarize(q, sizes));
  const totalMs = summaries.reduce((sum, s) => sum + s.durationMs, 0);
  console.log(
    `  ${label} (${status}): ${queries.length} queries, ${totalMs.toFixed(1)} ms in PostgreSQL`,
  );
  for (const s of summaries)
    for (const warning of s.warnings) console.log(`    ${warning}  <-  ${s.query.slice(0, 110)}`);
  planReport[key] = {
    label,
    status,
    queryCount: queries.length,
    databaseMs: Number(totalMs.toFixed(2)),
    queries: queries.map((q, i) => ({ ...summaries[i], plan: q.plan })),
  };
}

const largeSeqScans = Object.values(planReport).flatMap(({ label, queries }) =>
  queries.flatMap((q) =>
    q.warnings.filter((w) => w.startsWith("Seq Scan")).map((w) => `${label}: ${w}`),
  ),
);
console.log(
  largeSeqScans.length
    ? `\nSeq Scans on a large table (over 10,000 rows):\n  ${largeSeqScans.join("\n  ")}`
    : "\nno plan does a Seq Scan on a large table (over 10,000 rows)",
);

mkdirSync("bench/results", { recursive: true });
const file = `bench/results/scale-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
const commit = execSync("git rev-parse --short HEAD").toString().trim();
writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      commit,
      // What else describes the run, e.g. BENCH_NOTE="before the indexes".
      note: process.env.BENCH_NOTE,
      machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) },
      server: `bench/scale/serve.ts (@hono/node-server), node ${SERVER_NODE_FLAGS.join(" ")}`,
      poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      connections: CONNECTIONS,
      seconds: SECONDS,
      seed,
      data: {
        tables: sizes,
        busiestTherapistBookings: busiestCount,
        busiestTherapistConversations: busiestConversations,
        busiestTherapistThreadWithClient1: threadCount,
        notesRead: notePairs,
        heavyClientBookings: heavyClientCount,
        bookableSlotsOffered: ctx.slots.length,
        benchBookingsRemoved: removed.rowCount,
      },
      results,
      plans: planReport,
    },
    null,
    2,
  ),
);
console.log(`\nwritten ${file}`);
