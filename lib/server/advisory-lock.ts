import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * Makes transactions with the same key take turns until each commits: two requests checking a
 * cap (a count) and then inserting cannot both pass it. `key` names the cap and its owner.
 */
export async function takeTurns(tx: { execute(query: SQL): Promise<unknown> }, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
