import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema/platform";

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Where the counters live: Redis when REDIS_URL is set, else the database. Either way every app
 * instance shares them, and counting and checking are one atomic step: a caller learns its own
 * position in the window from the increment itself, so parallel requests cannot all read "4"
 * and all pass (docs/decisions/0800-client-address-and-rate-limits.md).
 */
interface CounterStore {
  increment(key: string, windowSeconds: number): Promise<{ count: number; resetAt: number }>;
  decrement(key: string): Promise<void>;
  remove(key: string): Promise<void>;
}

const databaseStore: CounterStore = {
  async increment(key, windowSeconds) {
    const db = await getDb();
    const window = `${windowSeconds} seconds`;
    // One statement: the row lock of ON CONFLICT serialises concurrent hits on a key.
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
    return { count: row!.count, resetAt: row!.resetAt.getTime() };
  },
  async decrement(key) {
    const db = await getDb();
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  },
  async remove(key) {
    const db = await getDb();
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  },
};

// INCR and the window's expiry in one script, so a crash between them cannot leave a key that
// never expires (which would lock its owner out for good).
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;
const DECREMENT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0`;

const PREFIX = "rl:";

function redisStore(redis: Redis): CounterStore {
  return {
    async increment(key, windowSeconds) {
      const [count, ttl] = (await redis.eval(
        INCREMENT,
        1,
        PREFIX + key,
        String(windowSeconds * 1000),
      )) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
    async decrement(key) {
      await redis.eval(DECREMENT, 1, PREFIX + key);
    },
    async remove(key) {
      await redis.del(PREFIX + key);
    },
  };
}

const g = globalThis as unknown as { __rateLimitRedis?: { url: string; client: Promise<Redis> } };

async function store(): Promise<CounterStore> {
  const url = process.env.REDIS_URL;
  if (!url) return databaseStore;
  if (g.__rateLimitRedis?.url !== url) {
    const client = import("ioredis").then(
      ({ Redis: Client }) =>
        // A limit check must not hang a login: fail fast while Redis is away.
        new Client(url, { lazyConnect: false, maxRetriesPerRequest: 1, connectTimeout: 2000 }),
    );
    g.__rateLimitRedis = { url, client };
  }
  return redisStore(await g.__rateLimitRedis.client);
}

/** Closes the Redis connection, if one was opened (tests, shutdown). */
export async function closeRateLimitStore() {
  const pending = g.__rateLimitRedis;
  g.__rateLimitRedis = undefined;
  if (pending) (await pending.client).disconnect();
}

/**
 * Counts one attempt and says whether it is within the limit, in one atomic step. The window
 * always expires: a limit slows an attacker down but never locks an account forever.
 */
export async function hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const { count, resetAt } = await (await store()).increment(key, rule.windowSeconds);
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return { allowed: count <= rule.limit, retryAfterSeconds };
}

/** Gives back an attempt counted by `hit` that turned out not to count (a correct password). */
export async function refund(key: string) {
  await (await store()).decrement(key);
}

export async function reset(key: string) {
  await (await store()).remove(key);
}
