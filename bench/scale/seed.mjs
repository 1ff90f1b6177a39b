// Seeds the at-scale database of `npm run bench:scale` from scratch: the project's migrations and
// demo seed (countries, states, catalog, preference options), then bench/scale/seed.sql step by
// step, then the notes the bench reads (bench/scale/seed-notes.ts), then VACUUM ANALYZE. Returns how long each part took.
import { execFileSync, execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { hash } from "@node-rs/argon2";
import pg from "pg";

/** Every scale account (therapistN@scale.bench, clientN@scale.bench) signs in with this. */
export const SCALE_PASSWORD = "scale-pass-1";

/** Marks a finished seed, so a later run can reuse the database (see bench/scale.mjs). */
export const SEED_MARK = "haven bench:scale seed v4";

/**
 * The notes key of the bench (NOTES_ENCRYPTION_KEY of the seed and of the API it serves): the
 * notes the bench reads are sealed under it, the filler notes carry its id.
 */
export const NOTES_KEY = "6e6f7465732d6b65792d6f662d62656e63682d7363616c652d2d2d2d2d2d2d2d";

/** Runs bench/scale/seed-notes.ts, which seals notes with the app's own code. */
const sealingNotes = (args, env) =>
  execFileSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "bench/scale/seed-notes.ts", ...args],
    { env: { ...env, NOTES_ENCRYPTION_KEY: NOTES_KEY }, encoding: "utf8" },
  ).trim();

const seconds = (start) => Number(((performance.now() - start) / 1000).toFixed(1));

export async function seedScale(url) {
  const steps = [];
  const timed = async (name, work) => {
    const start = performance.now();
    await work();
    steps.push({ step: name, seconds: seconds(start) });
    console.log(`  ${name}: ${steps.at(-1).seconds} s`);
  };
  const total = performance.now();
  const env = { ...process.env, DATABASE_URL: url };
  await timed("migrations (npm run db:migrate)", () =>
    execSync("npm run -s db:migrate", { env, stdio: "inherit" }),
  );
  await timed("demo seed (npm run db:seed)", () =>
    execSync("npm run -s db:seed", { env, stdio: "inherit" }),
  );

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One argon2id hash (the app's defaults) shared by all 210,000 accounts.
    await client.query("select set_config('bench.password_hash', $1, false)", [
      await hash(SCALE_PASSWORD),
    ]);
    await client.query("select set_config('bench.notes_key_id', $1, false)", [
      sealingNotes(["key-id"], env),
    ]);
    await client.query(`
      set synchronous_commit = off;
      set maintenance_work_mem = '512MB';
      set work_mem = '256MB';
      set session_replication_role = replica;`);
    const sql = readFileSync(new URL("./seed.sql", import.meta.url), "utf8");
    for (const part of sql.split(/^-- step: /m).slice(1)) {
      const newline = part.indexOf("\n");
      await timed(part.slice(0, newline).trim(), () => client.query(part.slice(newline + 1)));
    }
    await timed("notes of therapists 1 to 32 (sealed in JS)", () =>
      console.log(sealingNotes([url], env)),
    );
    await client.query("set session_replication_role = origin");
    // Statistics for the planner and the visibility map for index-only scans, as autovacuum
    // would have left a database that grew over a year.
    await timed("vacuum analyze", () => client.query("vacuum analyze"));
    const database = new URL(url).pathname.slice(1);
    await client.query(`comment on database "${database}" is '${SEED_MARK}'`);
  } finally {
    await client.end();
  }
  return { seconds: seconds(total), steps };
}
