import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, migrateDatabase, openDatabase, setDatabase } from "@/db/client";
import { seed } from "@/db/seed";
import { signedInUser } from "@/tests/helpers/factories";
import { bookingBetween, openConversation } from "@/tests/helpers/messaging";
import { isolatedRedis, testRedisUrl } from "@/tests/helpers/redis";
import { startApiInstance } from "@/tests/helpers/spawn-instance";
import { eventReader } from "@/tests/helpers/sse";
import type { Message } from "../schemas";

/**
 * Two app instances (two processes, two ports) on one PostgreSQL database: a message stored
 * through one reaches a stream held by the other, through LISTEN/NOTIFY and through Redis.
 * Needs TEST_DATABASE_URL; the Redis case also TEST_REDIS_URL (e.g. redis://127.0.0.1:6379).
 * Ports are free ones picked per run and Redis keys carry a per-run prefix, so parallel runs do
 * not meet. The pub/sub channel is shared (Redis channels have no prefix), which is harmless: an
 * instance passes on only notices naming users connected to it, and every run has its own users.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
let url = "";
let admin: Pool | undefined;
let name = "";

beforeAll(async () => {
  if (!pgUrl) return;
  name = `t_${randomBytes(6).toString("hex")}`;
  admin = new Pool({ connectionString: pgUrl, max: 1 });
  await admin.query(`create database ${name}`);
  const target = new URL(pgUrl);
  target.pathname = `/${name}`;
  url = target.toString();
  const handle = await openDatabase({ url });
  await migrateDatabase(handle.db, true);
  await seed(handle.db);
  setDatabase(handle);
});

afterAll(async () => {
  if (!admin) return;
  await closeDb();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

async function deliversAcross(env: Record<string, string>) {
  const [portA, portB] = [await freePort(), await freePort()];
  const [a, b] = await Promise.all([
    startApiInstance(portA, { DATABASE_URL: url, ...env }),
    startApiInstance(portB, { DATABASE_URL: url, ...env }),
  ]);
  const controller = new AbortController();
  try {
    const therapist = await signedInUser({ userType: "provider" });
    const client = await signedInUser();
    await bookingBetween(client.user.id, therapist.user.id);
    const conversation = (await openConversation(client.token, therapist.user.id)).body.meta
      .conversation.identifier as string;

    const stream = await fetch(`${b.base}/api/messages/live`, {
      headers: { authorization: `Bearer ${therapist.token}` },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const events = eventReader(stream);
    await events.next("ready", () => true, 5000);

    for (const text of ["sent to instance A", "and another"]) {
      const form = new FormData();
      form.set("conversationIdentifier", conversation);
      form.set("text", text);
      const started = Date.now();
      const sent = await fetch(`${a.base}/api/messages/store`, {
        method: "POST",
        headers: { authorization: `Bearer ${client.token}` },
        body: form,
      });
      expect(sent.status).toBe(201);
      const arrived = await events.next<{ message: Message }>(
        "message",
        (e) => e.message.text === text,
      );
      expect(arrived.message.senderIdentifier).toBe(client.user.id);
      expect(Date.now() - started).toBeLessThan(1000);
    }
  } finally {
    controller.abort();
    await Promise.all([a.stop(), b.stop()]);
  }
}

describe.skipIf(!pgUrl)("live delivery across app instances", () => {
  it("fans out through PostgreSQL LISTEN/NOTIFY", () => deliversAcross({ REDIS_URL: "" }), 90_000);

  it.skipIf(!testRedisUrl)(
    "fans out through Redis pub/sub when REDIS_URL is set",
    async () => {
      const redis = isolatedRedis(testRedisUrl!);
      try {
        await deliversAcross({ REDIS_URL: redis.url });
        // The instances really used this Redis: the sender's message limit counted there.
        expect((await redis.keys()).some((k) => k.startsWith(`${redis.prefix}rl:messages:`))).toBe(
          true,
        );
      } finally {
        await redis.clean();
      }
    },
    90_000,
  );
});
