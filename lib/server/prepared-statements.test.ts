import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { onPostgres } from "@/tests/helpers/test-db";

type Result = { rows: Record<string, unknown>[] };

// db/preparing-client.ts: each connection parses and plans a parameterised statement once.
describe.runIf(onPostgres)("statements on PostgreSQL", () => {
  it("prepares a parameterised statement once per connection and reuses it", async () => {
    process.env.DATABASE_POOL_SIZE = "1";
    const { db, close } = await openDatabase({ url: process.env.TEST_DATABASE_URL });
    delete process.env.DATABASE_POOL_SIZE;
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
});
