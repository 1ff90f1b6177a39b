import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bookings } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { paidSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { turnCredentialsFor } from "./turn";

/**
 * The room's TURN credentials against a real relay (issue 69): Debian's coturn, installed like
 * Chromium when missing (scripts/ensure-package.sh), started here on 127.0.0.1 with the shared
 * secret. coturn's own client allocates a relay with a join's credentials, and is refused with
 * expired ones or another secret's.
 */
const database = withTestDatabase({ seed: true });
const SECRET = "room-test-secret";
const PORT = 34_000 + Math.floor(Math.random() * 900);
let turn: ChildProcess | undefined;
const saved = { urls: process.env.TURN_URLS, secret: process.env.TURN_SECRET };

beforeAll(async () => {
  execFileSync("bash", ["scripts/ensure-package.sh", "/usr/bin/turnserver", "coturn"], {
    stdio: "ignore",
  });
  turn = spawn(
    "turnserver",
    [
      "-n",
      "--listening-ip=127.0.0.1",
      `--listening-port=${PORT}`,
      "--relay-ip=127.0.0.1",
      "--use-auth-secret",
      `--static-auth-secret=${SECRET}`,
      "--realm=haven.test",
      "--no-tls",
      "--no-dtls",
      "--no-cli",
      "--allow-loopback-peers",
      `--min-port=${PORT + 1000}`,
      `--max-port=${PORT + 1100}`,
      "--log-file=stdout",
    ],
    { stdio: "ignore" },
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
}, 300_000);

afterEach(() => {
  vi.useRealTimers();
  for (const [key, value] of [
    ["TURN_URLS", saved.urls],
    ["TURN_SECRET", saved.secret],
  ] as const)
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
});

afterAll(() => {
  turn?.kill();
});

/** Whether coturn lets this username and password allocate a relay and pass data through it. */
const relays = (username: string, credential: string) =>
  new Promise<boolean>((resolve) => {
    execFile(
      "turnutils_uclient",
      [
        "-u",
        username,
        "-w",
        credential,
        "-p",
        String(PORT),
        "-y",
        "-n",
        "2",
        "-m",
        "1",
        "-l",
        "100",
        "127.0.0.1",
      ],
      { timeout: 20_000 },
      (error) => resolve(!error),
    );
  });

describe("TURN credentials through coturn", () => {
  it("a join's credentials open a relay; expired ones and another secret's do not", async () => {
    process.env.TURN_URLS = `turn:127.0.0.1:${PORT}?transport=udp`;
    process.env.TURN_SECRET = SECRET;
    const s = await paidSession({ slotIndex: 46 });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, s.id));
    vi.useFakeTimers({ toFake: ["Date"], now: row!.startTime!.getTime() });
    const token = (
      await call("/user/login", {
        body: { email: s.client.user.email, password: s.client.user.password },
      })
    ).body.data.token as string;
    const joined = await call(`/booking/${s.id}/room/join`, { token, method: "POST" });
    vi.useRealTimers();
    expect(joined.status).toBe(200);
    const server = joined.body.data.iceServers[0];
    expect(server.urls).toEqual([`turn:127.0.0.1:${PORT}?transport=udp`]);
    expect(await relays(server.username, server.credential)).toBe(true);

    const expired = turnCredentialsFor(SECRET, s.client.user.id, new Date(Date.now() - 1000));
    expect(await relays(expired.username, expired.credential)).toBe(false);
    const otherSecret = turnCredentialsFor(
      "another-secret",
      s.client.user.id,
      new Date(Date.now() + 60_000),
    );
    expect(await relays(otherSecret.username, otherSecret.credential)).toBe(false);
  }, 90_000);
});
