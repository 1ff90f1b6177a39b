import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/** The Redis the tests may use (`.ci/run` sets it when one answers on 127.0.0.1:6379). */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/**
 * `base` with a key prefix of this run's own: ioredis reads `keyPrefix` from the URL, so every key
 * the app writes through it (rate-limit counters) is namespaced and parallel runs sharing one Redis
 * never count each other's attempts. `clean` deletes the run's keys afterwards.
 */
export function isolatedRedis(base: string) {
  const prefix = `test:${randomBytes(6).toString("hex")}:`;
  const url = new URL(base);
  url.searchParams.set("keyPrefix", prefix);
  return {
    url: url.toString(),
    prefix,
    /** The run's keys still in Redis (a test checks the app really wrote under the prefix). */
    async keys() {
      const redis = new Redis(base);
      try {
        const found: string[] = [];
        let cursor = "0";
        do {
          const [next, batch] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
          found.push(...batch);
          cursor = next;
        } while (cursor !== "0");
        return found;
      } finally {
        redis.disconnect();
      }
    },
    async clean() {
      const found = await this.keys();
      if (!found.length) return;
      const redis = new Redis(base);
      try {
        await redis.del(...found);
      } finally {
        redis.disconnect();
      }
    },
  };
}
