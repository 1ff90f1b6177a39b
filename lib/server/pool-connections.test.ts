import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { onPostgres } from "@/tests/helpers/test-db";

type Result = { rows: Record<string, unknown>[] };

// db/keeping-pool.ts: an error PostgreSQL answers (a 409's constraint violation) keeps the
// connection and what was prepared on it; pg-pool alone would close it.
describe.runIf(onPostgres)("pool connections on PostgreSQL", () => {
  it("keeps its connection and prepared statements after a query PostgreSQL refused", async () => {
    process.env.DATABASE_POOL_SIZE = "1";
    const { db, close } = await openDatabase({ url: process.env.TEST_DATABASE_URL });
    delete process.env.DATABASE_POOL_SIZE;
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
