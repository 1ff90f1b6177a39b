// npm run db:backup / db:restore round trip: into a fresh directory (PGlite) or a fresh database
// (PostgreSQL), uploads included, compared table by table.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { Pool } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type Db } from "@/db/client";
import { seed } from "@/db/seed";
import { onPostgres } from "@/tests/helpers/test-db";

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Rows of a raw query: node-postgres answers { rows }, PGlite's driver the same. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every table's row count and a digest of its rows, in a stable order. */
async function fingerprint(db: Db) {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql.raw(`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ d: string }>(
      db,
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from "${name}" t`,
      ),
    );
    result[name] = row!.d;
  }
  expect(Object.keys(result).length).toBeGreaterThan(10);
  return result;
}

function uploadsIn(dir: string) {
  mkdirSync(path.join(dir, "provider-photos/u1"), { recursive: true });
  writeFileSync(path.join(dir, "provider-photos/u1/a.jpg"), randomBytes(2048));
}

const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [`scripts/${name}.mjs`, ...args], {
    env: { ...process.env, ...env },
    cwd: process.cwd(),
  });

describe("db:backup and db:restore", () => {
  it("round-trips the embedded database and the uploads into fresh directories", async () => {
    const before = {
      PGLITE_DIR: path.join(work, "pglite"),
      UPLOAD_DIR: path.join(work, "uploads"),
    };
    const handle = await openDatabase({ dir: before.PGLITE_DIR });
    await migrateDatabase(handle.db, false);
    // A few rows rather than the whole seed: PGlite is slow to fill, and rows are rows.
    await handle.db.execute(
      sql.raw(
        `insert into rate_limits (key, count, reset_at) values ('a', 1, now()), ('b', 2, now())`,
      ),
    );
    await handle.db.execute(
      sql.raw(
        `insert into outbox ("to", subject, text, html, kind) values ('a@example.com', 'Hi', 'Grüße', '<p>x</p>', 'test')`,
      ),
    );
    const expected = await fingerprint(handle.db);
    await handle.close();
    uploadsIn(before.UPLOAD_DIR);

    const backup = path.join(work, "backup-pglite");
    await script("db-backup", [backup], { ...before, DATABASE_URL: "" });

    const after = {
      PGLITE_DIR: path.join(work, "pglite-2"),
      UPLOAD_DIR: path.join(work, "uploads-2"),
    };
    await script("db-restore", [backup], { ...after, DATABASE_URL: "" });
    const restored = await openDatabase({ dir: after.PGLITE_DIR });
    expect(await fingerprint(restored.db)).toEqual(expected);
    await restored.close();
    const file = "provider-photos/u1/a.jpg";
    expect(readFileSync(path.join(after.UPLOAD_DIR, file))).toEqual(
      readFileSync(path.join(before.UPLOAD_DIR, file)),
    );
    // Restoring over existing data is refused unless asked for.
    await expect(script("db-restore", [backup], { ...after, DATABASE_URL: "" })).rejects.toThrow();
  }, 120_000);

  it.runIf(onPostgres)(
    "round-trips PostgreSQL into a fresh database",
    async () => {
      const admin = new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
      const names = [1, 2].map(() => `t_${randomBytes(6).toString("hex")}`);
      const urls = names.map((name) => {
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${name}`;
        return url.toString();
      });
      try {
        for (const name of names) await admin.query(`create database ${name}`);
        const source = await openDatabase({ url: urls[0] });
        await migrateDatabase(source.db, true);
        await seed(source.db);
        const expected = await fingerprint(source.db);
        await source.close();
        const uploads = path.join(work, "pg-uploads");
        uploadsIn(uploads);

        const backup = path.join(work, "backup-pg");
        await script("db-backup", [backup], { DATABASE_URL: urls[0]!, UPLOAD_DIR: uploads });
        await script("db-restore", [backup], {
          DATABASE_URL: urls[1]!,
          UPLOAD_DIR: path.join(work, "pg-uploads-2"),
        });
        const restored = await openDatabase({ url: urls[1] });
        expect(await fingerprint(restored.db)).toEqual(expected);
        await restored.close();
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    120_000,
  );
});
