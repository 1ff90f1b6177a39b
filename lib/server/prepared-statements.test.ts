import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { onPostgres } from "@/tests/helpers/test-db";

type Result = { rows: Record<string, unknown>[] };

/** The app's pool over the test database, held to one connection so every query shares it. */
async function openOneConnection() {
  process.env.DATABASE_POOL_SIZE = "1";
  try {
    return await openDatabase({ url: process.env.TEST_DATABASE_URL });
  } finally {
    delete process.env.DATABASE_POOL_SIZE;
  }
}

// db/preparing-client.ts: each connection parses and plans a parameterised statement once.
// db/keeping-pool.ts: an error PostgreSQL answers (a 409's constraint violation) keeps the
// connection and what was prepared on it; pg-pool alone would close it.
describe.runIf(onPostgres)("statements on PostgreSQL", () => {
  it("prepares a parameterised statement once per connection and reuses it", async () => {
    const { db, close } = await openOneConnection();
    try {
      for (const n of [1, 2, 3]) {
        const rows = <Result>(
          await db.execute(sql`select ${n}::int + 1 as answer /* prepared-test */`)
        );
        expect(rows.rows[0]).toEqual({ answer: n + 1 });
      }
      const prepared = <Result>(
        await db.execute(
          sql`select statement from pg_prepared_statements where statement like ${"%prepared-test%"} and statement not like ${"%pg_prepared_statements%"}`,
        )
      );
      expect(prepared.rows).toHaveLength(1);
      // Without parameters (migrations, several commands in one text) nothing is prepared.
      await db.execute(sql.raw("select 1 /* unprepared-test */; select 2"));
      const unprepared = <Result>(
        await db.execute(
          sql`select count(*)::int as n from pg_prepared_statements where statement like ${"%unprepared-test%"} and statement not like ${"%pg_prepared_statements%"}`,
        )
      );
      expect(unprepared.rows[0]).toEqual({ n: 0 });
    } finally {
      await close();
    }
  });

  it("keeps its connection and prepared statements after a query PostgreSQL refused", async () => {
    const { db, close } = await openOneConnection();
    const backend = async () =>
      (<Result>await db.execute(sql`select pg_backend_pid() as pid, ${1}::int as one`)).rows[0]
        ?.pid;
    try {
      const pid = await backend();
      expect(pid).toEqual(expect.any(Number));
      await expect(db.execute(sql`select 1 / ${0}::int as never`)).rejects.toMatchObject({
        cause: { code: "22012" }, // division_by_zero
      });
      await expect(db.execute(sql`select ${"not a uuid"}::uuid as never`)).rejects.toMatchObject({
        cause: { code: "22P02" }, // invalid_text_representation
      });
      expect(await backend()).toBe(pid);
      const prepared = <Result>(
        await db.execute(
          sql`select count(*)::int as n from pg_prepared_statements where statement like ${"%pg_backend_pid() as pid%"}`,
        )
      );
      expect(prepared.rows[0]).toEqual({ n: 1 });
    } finally {
      await close();
    }
  });
});
