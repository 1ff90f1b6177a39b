// node scripts/cluster-proof.mjs: the app on many instances, proven (issue 72, decisions 0805, 0818).
// Starts the cluster (scripts/cluster.mjs, 3 instances behind HAProxy on 127.0.0.1:3390) on a
// throwaway database of the PostgreSQL server at PROOF_POSTGRES_URL
// (postgresql://postgres@127.0.0.1:5432/postgres), seeded with the demo data, and with REDIS_URL
// when set. Under a steady load of reads (the directory, a profile, notifications) and writes (a
// client books a therapist's free slot, pays it from the wallet and cancels most; client and
// therapist message each other; notifications marked read), it proves:
// 1. across instances, called on their own ports: a sign-in on one is refreshed on another; a
//    message sent through one arrives on a live stream opened on another; the login limit counts
//    the attempts made on all of them (its 429 comes exactly at the limit);
// 2. a rolling restart (SIGTERM, one instance after another) fails nothing: every answer 2xx or an
//    expected 409/429, no 5xx, no failed request, no live stream broken;
// 3. an instance killed (SIGKILL) fails at most the requests in flight on it, within HAProxy's
//    checks (fall × inter); after it, the database holds: each wallet's balance is the sum of its
//    ledger entries, and no booking is half-paid or half-cancelled.
// That a job runs once across instances is proven by app/api/jobs-across-instances.test.ts.
// It prints its figures and its duration, stops by itself (at most PROOF_MAX_SECONDS, 180) and
// drops its database; it exits 1 when a check fails. It needs a build: `npm run build`, or the
// browser tests' (NEXT_DIST_DIR=.next-e2e, as scripts/test-all.sh runs it).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { CHECK, startCluster } from "./cluster.mjs";
import { acrossInstances, halfWritten, login } from "./cluster-checks.mjs";

const root = path.resolve(import.meta.dirname, "..");
const adminUrl = process.env.PROOF_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const maxMs = Number(process.env.PROOF_MAX_SECONDS ?? 180) * 1000;
const workers = Number(process.env.PROOF_CONCURRENCY ?? 4);
const PORT = 3390;
const CLIENT = "emily.brown@demo.therapy";
const THERAPIST = "james.carter@demo.therapy";

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
const db = new pg.Client({ connectionString: dbUrl.toString() });

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
  await db.end().catch(() => undefined);
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  closeSync(log);
  console.log(`[proof] ${code ? "FAILED" : "passed"} in ${seconds()} s`);
  process.exit(code);
}
process.on("SIGINT", () => void finish(130));

const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
try {
  console.log(`[proof] ${seconds()} s: seeding ${name}`);
  execFileSync("npm", ["run", "-s", "db:migrate"], { cwd: root, env, stdio: output });
  execFileSync("npm", ["run", "-s", "db:seed"], { cwd: root, env, stdio: output });
  await db.connect();
  cluster = await startCluster({
    env,
    port: PORT,
    firstPort: PORT + 1,
    firstMetricsPort: 9391,
    output,
    migrate: false,
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
  conflicts: 0,
  limited: 0,
  unexpected4xx: 0,
  fivexx: 0,
  failed: 0,
};
const written = { booked: 0, paid: 0, cancelled: 0, messages: 0 };
const problems = [];

/** One request of the load, through HAProxy, counted. A 409 (a slot just taken) or 429 is meant. */
async function send(method, urlPath, { token, body, form } = {}) {
  counts.sent++;
  if (method !== "GET") counts.writes++;
  try {
    const res = await fetch(base + urlPath, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: form ?? (body ? JSON.stringify(body) : undefined),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (res.status >= 500) {
      counts.fivexx++;
      problems.push(`${res.status} ${method} ${urlPath} at ${seconds()} s`);
    } else if (res.status >= 400) {
      if (res.status === 409) counts.conflicts++;
      else if (res.status === 429) counts.limited++;
      else {
        counts.unexpected4xx++;
        const code = text.match(/"code":"(\w+)"/)?.[1] ?? "";
        problems.push(`${res.status} ${code} ${method} ${urlPath} at ${seconds()} s`);
      }
    } else counts.ok++;
    return res.status < 300 && text ? JSON.parse(text) : undefined;
  } catch (error) {
    counts.failed++;
    problems.push(
      `failed ${method} ${urlPath} at ${seconds()} s: ${error.cause?.code ?? error.message}`,
    );
    return undefined;
  }
}

const month = (ahead) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + ahead);
  return d.toISOString().slice(0, 7);
};

// What the load needs: both people signed in, the therapist's category and free slots, the
// client's wallet with money (1,000,000.00 in minor units: a top-up entry beside its balance, as
// the ledger keeps them), and their conversation (a booking lets them message).
const client = await login(base, CLIENT);
const therapist = await login(base, THERAPIST);
const {
  rows: [ids],
} = await db.query(
  `select (select id from users where email = $1) as client,
          (select id from users where email = $2) as therapist`,
  [CLIENT, THERAPIST],
);
const profile = await send("GET", `/api/providers/${ids.therapist}`);
const category = profile?.data?.categories?.[0]?.identifier;
const slots = [];
for (const ahead of [1, 2]) {
  const days = await send(
    "GET",
    `/api/provider-availability/timeslot/${ids.therapist}?category=${category}&month=${month(ahead)}&timezone=UTC`,
  );
  slots.push(...(days?.data ?? []).flatMap((d) => d.timeSlot.map((s) => s.identifier)));
}
const bookingOf = (slot) => ({
  providerId: ids.therapist,
  therapyCategoryId: category,
  modality: "video",
  timeslotIdentifier: slot,
});
const first = await send("POST", "/api/booking", {
  token: client.token,
  body: bookingOf(slots.pop()),
});
if (first?.data?.identifier) {
  const {
    rows: [{ currency }],
  } = await db.query(`select currency from bookings where id = $1`, [first.data.identifier]);
  await db.query(
    `with wallet as (
       insert into wallets (user_id, currency, balance) values ($1, $2, 100000000) returning id
     )
     insert into wallet_entries (wallet_id, type, amount, currency, balance_after, reference)
     select id, 'top_up', 100000000, $2, 100000000, 'cluster-proof' from wallet`,
    [ids.client, currency],
  );
}
const opened = await send("POST", "/api/messages/conversations", {
  token: client.token,
  body: { userIdentifier: ids.therapist },
});
const conversation = opened?.meta?.conversation?.identifier;
if (!client.token || !therapist.token || !category || slots.length < 10 || !conversation) {
  console.error(
    `[proof] could not prepare the load: ${problems.join("; ") || "no token, slots or conversation"}`,
  );
  await finish(1);
}

// The send limit is 30 a minute a person (features/messaging): each sends at most every 2 s, and
// reads their unread count otherwise.
const lastMessageAt = new Map();
function message(token) {
  if (Date.now() - (lastMessageAt.get(token) ?? 0) < 2000)
    return send("GET", "/api/messages/unread-count", { token });
  lastMessageAt.set(token, Date.now());
  const form = new FormData();
  form.set("conversationIdentifier", conversation);
  form.set("text", `cluster proof ${counts.sent}`);
  return send("POST", "/api/messages/store", { token, form }).then((sent) => {
    if (sent) written.messages++;
  });
}

/** A client books a free slot, pays it from the wallet, and cancels two sessions in three. */
async function bookPayCancel(i) {
  const slot = slots[Math.floor(Math.random() * slots.length)];
  const made = await send("POST", "/api/booking", { token: client.token, body: bookingOf(slot) });
  const id = made?.data?.identifier;
  if (!id) return;
  written.booked++;
  if (!(await send("POST", `/api/booking/${id}/pay`, { token: client.token }))) return;
  written.paid++;
  if (i % 3 === 2) return;
  if (await send("POST", `/api/booking/${id}/cancel`, { token: client.token, body: {} }))
    written.cancelled++;
}

const steps = [
  () => send("GET", "/api/providers?page=1"),
  (i) => bookPayCancel(i),
  () => send("GET", `/api/providers/${ids.therapist}`),
  () => message(client.token),
  () => send("GET", "/api/notifications/unread-count", { token: client.token }),
  (i) => bookPayCancel(i),
  () => message(therapist.token),
  async () => {
    const list = await send("GET", "/api/notifications", { token: therapist.token });
    const newest = list?.data?.[0]?.identifier;
    if (newest)
      await send("PUT", "/api/notifications/mark-read", {
        token: therapist.token,
        body: { identifier: newest },
      });
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
        headers: { authorization: `Bearer ${client.token}` },
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
    await sleep(1000);
  }
}
async function worker(offset) {
  for (let i = offset; loading; i++) {
    await steps[i % steps.length](i);
    await sleep(40);
  }
}
const load = [...Array.from({ length: workers }, (_, i) => worker(i)), watchLive()];

// 1. Across instances, on their own ports, while the load runs.
const across = await acrossInstances({
  instances: cluster.instances,
  clientEmail: CLIENT,
  clientToken: client.token,
  therapistToken: therapist.token,
  conversation,
});

// 2. Each instance in turn; the restarts themselves are the load's window.
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
const rolling = { ...counts, liveFailed: live.failed };

// 3. One instance dies without a word (SIGKILL): only what was in flight on it may fail, and
// HAProxy takes it out within its checks (fall × inter, plus one interval for the check under
// way), as its own state says. The load goes on a second after that; the cluster starts the
// instance again.
const victim = cluster.instances[1];
const beforeKill = { ...counts, liveFailed: live.failed };
const killedAt = Date.now();
const noticeMs = (CHECK.fall + 1) * CHECK.interMs;
victim.kill("SIGKILL");
let downAfterMs;
while (downAfterMs === undefined && Date.now() - killedAt < noticeMs + 2000) {
  if ((await cluster.statusOf(victim.name))?.startsWith("DOWN"))
    downAfterMs = Date.now() - killedAt;
  else await sleep(100);
}
const afterDown = { ...counts };
await sleep(1000);
loading = false;
// The live stream stays open until its instance stops: the cluster's stop ends it.
await Promise.all(load.slice(0, workers));
const brokenOf = (from) => counts.failed - from.failed + counts.fivexx - from.fivexx;
const afterKill = {
  sent: counts.sent - beforeKill.sent,
  broken: brokenOf(beforeKill) + live.failed - beforeKill.liveFailed,
  sentAfterDown: counts.sent - afterDown.sent,
  brokenAfterDown: brokenOf(afterDown),
};

// Nothing half-written: the ledger and the bookings, in SQL, once every request has ended.
const broken = await halfWritten(db);
const {
  rows: [ledger],
} = await db.query(
  `select (select count(*) from wallet_entries) as entries,
          (select count(*) from bookings where status = 'confirmed') as confirmed,
          (select count(*) from bookings where status = 'cancelled') as cancelled`,
);

console.log(
  `[proof] rolling restart: requests sent ${rolling.sent} (writes ${rolling.writes}), ` +
    `2xx ${rolling.ok}, 409 ${rolling.conflicts}, 429 ${rolling.limited}, other 4xx ${rolling.unexpected4xx}, ` +
    `5xx ${rolling.fivexx}, failed ${rolling.failed}; instances restarted ${restarted}/${cluster.instances.length}`,
);
console.log(
  `[proof] writes in all: bookings made ${written.booked}, paid ${written.paid}, cancelled ` +
    `${written.cancelled}, messages ${written.messages}; ledger entries ${ledger.entries}, ` +
    `bookings confirmed ${ledger.confirmed}, cancelled ${ledger.cancelled}`,
);
console.log(
  `[proof] live stream: opened ${live.opened} times, ended by a drain with a retry hint ` +
    `${live.endedWithRetry} times, failed ${rolling.liveFailed} during the rolling restart`,
);
console.log(
  `[proof] ${victim.name} killed (SIGKILL): HAProxy took it out after ` +
    `${downAfterMs ?? "more than " + (noticeMs + 2000)} ms (checks: at most ${noticeMs}); ` +
    `requests sent ${afterKill.sent}, failed or 5xx ${afterKill.broken} (in flight at most ` +
    `${workers} and a live stream); after it was out, sent ${afterKill.sentAfterDown}, failed ` +
    `or 5xx ${afterKill.brokenAfterDown}`,
);
for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
const failures = [
  rolling.fivexx || rolling.failed || rolling.unexpected4xx ? "the rolling restart" : "",
  rolling.liveFailed ? "the live stream" : "",
  afterKill.broken > workers + 1 || afterKill.brokenAfterDown || !(downAfterMs <= noticeMs)
    ? "the kill"
    : "",
  written.paid && written.cancelled && written.messages ? "" : "the load's writes",
  ...broken,
  across.refresh ? "" : "the refresh across instances",
  across.live ? "" : "the live message across instances",
  across.rateLimit ? "" : "the rate limit across instances",
].filter(Boolean);
if (failures.length) console.log(`[proof] failed: ${failures.join("; ")}`);
await finish(failures.length ? 1 : 0);
