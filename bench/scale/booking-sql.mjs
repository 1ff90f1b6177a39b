// npm run bench:booking-sql: POST /api/booking's SQL with no API in front. pgbench runs
// bench/scale/booking.pgbench on the bench:scale database (seed it with `npm run bench:scale`
// first) at the same concurrency, so the figures say what PostgreSQL alone allows a booking on
// this machine. Not a test: prints a table and writes bench/results/booking-sql-<date>.json.
// Needs PostgreSQL's pgbench on the PATH (Debian: package postgresql-15, /usr/bin/pgbench).
//   BENCH_SCALE_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/bench_scale
//   BENCH_SECONDS (8), BENCH_CONNECTIONS (32), BENCH_NOTE="..." (kept in the results file)
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { machineCpu, percentile, TICKS_PER_SECOND } from "./load.mjs";

const DATABASE_URL =
  process.env.BENCH_SCALE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_scale";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SCRIPT = path.join(import.meta.dirname, "booking.pgbench");
// The script books from here on (2028-01-01 UTC), after every seeded booking.
const FIRST_START = "2028-01-01T00:00:00Z";

const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
const clear = () => db.query("delete from bookings where start_time >= $1", [FIRST_START]);

/** CPU seconds this process's finished children (pgbench) have used. */
function childrenCpu() {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** One pgbench run: throughput, exact percentiles from its per-transaction log, CPU per booking. */
async function run(label, insertOnly) {
  await clear();
  const logs = mkdtempSync(path.join(tmpdir(), "booking-sql-"));
  const before = machineCpu();
  const childrenBefore = childrenCpu();
  const started = performance.now();
  const child = spawn(
    "pgbench",
    [
      ...["-n", "-M", "prepared", "-c", String(CONNECTIONS), "-j", "2", "-T", String(SECONDS)],
      ...["-D", "k=0", "-D", `insert_only=${insertOnly ? 1 : 0}`, "-f", SCRIPT],
      ...["-l", "--log-prefix", path.join(logs, "log"), DATABASE_URL],
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`pgbench exited ${code}:\n${output}`);
  const wall = (performance.now() - started) / 1000;
  const after = machineCpu();
  const pgbenchCpu = childrenCpu() - childrenBefore;

  // Log lines: client_id transaction_no latency_us script_no epoch epoch_us.
  const latencies = readdirSync(logs)
    .flatMap((file) => readFileSync(path.join(logs, file), "utf8").trim().split("\n"))
    .map((line) => Number(line.split(" ")[2]) / 1000)
    .sort((a, b) => a - b);
  rmSync(logs, { recursive: true });
  const booked = Number(
    (await db.query("select count(*) from bookings where start_time >= $1", [FIRST_START])).rows[0]
      .count,
  );
  const machineBusy = after.busy - before.busy;
  return {
    label,
    bookings: latencies.length,
    booked,
    throughput: Math.round(latencies.length / wall),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p95: Number(percentile(latencies, 95).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    machineCpu: Math.round((machineBusy / (after.total - before.total)) * 100),
    // CPU milliseconds one booking cost: the whole machine, and pgbench's share of it.
    cpuMsPerBooking: {
      machine: Number(((machineBusy / latencies.length) * 1000).toFixed(2)),
      pgbench: Number(((pgbenchCpu / latencies.length) * 1000).toFixed(2)),
    },
  };
}

const results = [];
try {
  results.push(
    await run("the booking's SQL (4 statements, the insert's trigger inside it)", false),
  );
  results.push(await run("its insert alone", true));
} finally {
  await clear();
  await db.end();
}

const cores = availableParallelism();
console.log(
  `\nPOST /api/booking's SQL by pgbench, ${CONNECTIONS} connections, ${SECONDS} s, ${cores} cores`,
);
console.table(
  results.map((r) => ({
    what: r.label,
    "bookings/s": r.throughput,
    "p50 ms": r.p50,
    "p95 ms": r.p95,
    "machine CPU %": r.machineCpu,
    "CPU ms/booking (machine, pgbench)": `${r.cpuMsPerBooking.machine}, ${r.cpuMsPerBooking.pgbench}`,
    // The goal is the API's, at 32 connections; fewer make a lower p95 at the same throughput.
    "goal p95 ≤ 20 ms": CONNECTIONS !== 32 ? "(at 32)" : r.p95 <= 20 ? "PASS" : "MISS",
  })),
);

const date = new Date().toISOString();
const file = path.join(
  import.meta.dirname,
  "..",
  "results",
  `booking-sql-${date.replace(/[:.]/g, "-")}.json`,
);
writeFileSync(
  file,
  JSON.stringify(
    {
      date,
      commit: execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim(),
      note: process.env.BENCH_NOTE,
      machine: { cores, cpu: cpus()[0]?.model },
      connections: CONNECTIONS,
      seconds: SECONDS,
      pgbench: execFileSync("pgbench", ["--version"]).toString().trim(),
      results,
    },
    null,
    2,
  ) + "\n",
);
console.log(`written ${path.relative(process.cwd(), file)}`);
