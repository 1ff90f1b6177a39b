import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema/platform";

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counter in the database, so every app instance shares it. The window always
 * expires: a limit slows an attacker down but never locks an account forever.
 */
export async function hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const db = await getDb();
  const window = `${rule.windowSeconds} seconds`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}::interval` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window}::interval else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const retryAfterSeconds = Math.max(1, Math.ceil((row!.resetAt.getTime() - Date.now()) / 1000));
  return { allowed: row!.count <= rule.limit, retryAfterSeconds };
}

/** Whether a key is over its limit in the current window, without counting a hit. */
export async function peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
  return { allowed: row.count < rule.limit, retryAfterSeconds };
}

export async function reset(key: string) {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
