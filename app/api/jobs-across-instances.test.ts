// @vitest-environment node
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { bookings, messages, outbox, therapyCategories, users } from "@/db/schema";
import { bookingBetween, openConversation, sendMessage } from "@/tests/helpers/messaging";
import { signedInUser } from "@/tests/helpers/factories";
import { therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

/**
 * Issue 72: every scheduled job runs once per due item with three instances running, including
 * while one of them restarts. Three processes (tests/helpers/job-instance.ts) sweep one PostgreSQL
 * database every 100 ms: day-ahead reminders, unread-message emails and expired holds. Each due
 * item is claimed by a conditional update with SKIP LOCKED (decision 0816), so whichever instance
 * takes it, it is done once. Needs TEST_DATABASE_URL: PGlite is one process's database.
 */
const database = withTestDatabase({ seed: true });
const HOUR = 3_600_000;
const SARAH = "sarah.mitchell@demo.therapy";
const root = path.resolve(import.meta.dirname, "../..");
// Every instance started, stopped after the test whatever its outcome: none outlives the run.
const running: { stop: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((i) => i.stop()));
});

/** Starts a job instance and resolves once its sweepers run. */
function jobInstance(url: string) {
  // One process (no tsx launcher between), so SIGTERM reaches the instance's own handler.
  const child: ChildProcess = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "tests/helpers/job-instance.ts"],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "test", DATABASE_URL: url, REDIS_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const started = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      if (output.includes("jobs started")) resolve();
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    child.once("exit", (code) => reject(new Error(`job instance exited (${code}):\n${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const instance = { started, stop };
  running.push(instance);
  return instance;
}

async function sarah() {
  const [row] = await database.db.select().from(users).where(eq(users.email, SARAH));
  const [category] = await database.db.select().from(therapyCategories).limit(1);
  return { id: row!.id, categoryId: category!.id };
}

/** `count` sessions with Sarah for the client, an hour apart from `firstHour` hours on. */
async function sessionsWithSarah(
  count: number,
  clientId: string,
  firstHour: number,
  state: Partial<typeof bookings.$inferInsert>,
) {
  const { id, categoryId } = await sarah();
  const now = Date.now();
  const rows = await database.db
    .insert(bookings)
    .values(
      Array.from({ length: count }, (_, i) => ({
        clientId,
        providerId: id,
        categoryId,
        modality: "video",
        startTime: new Date(now + (firstHour + i) * HOUR),
        endTime: new Date(now + (firstHour + i) * HOUR + 50 * 60_000),
        amount: 0,
        currency: "USD",
        isFree: true,
        ...state,
      })),
    )
    .returning({ id: bookings.id });
  return rows.map((r) => r.id);
}

/** Confirmed sessions starting in 2, 3, ... hours, booked two days ago: each due a reminder. */
const dueReminders = (count: number, clientId: string) =>
  sessionsWithSarah(count, clientId, 2, {
    status: "confirmed",
    previousStatus: "pending",
    confirmedAt: new Date(Date.now() - 48 * HOUR),
  });

/** Unpaid holds, later in the week, whose half hour ran out a minute ago. */
const staleHolds = (count: number, clientId: string) =>
  sessionsWithSarah(count, clientId, 60, {
    status: "pending",
    holdExpiresAt: new Date(Date.now() - 60_000),
  });

/** Clients each sent two messages by Sarah, unseen; `due` makes them a quarter of an hour old. */
async function unreadClients(count: number) {
  const token = await therapistToken(SARAH);
  const { id } = await sarah();
  const clients: { email: string; conversation: string }[] = [];
  for (let i = 0; i < count; i++) {
    const client = await signedInUser();
    await bookingBetween(client.user.id, id);
    const conversation = (await openConversation(token, client.user.id)).body.meta.conversation
      .identifier as string;
    for (const text of ["How are you?", "See you soon"])
      expect((await sendMessage(token, conversation, text)).status).toBe(201);
    clients.push({ email: client.user.email, conversation });
  }
  const due = () =>
    database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 15 * 60_000) })
      .where(
        inArray(
          messages.conversationId,
          clients.map((c) => c.conversation),
        ),
      );
  return { emails: clients.map((c) => c.email), due };
}

const outboxTo = (to: string[], kinds: string[]) =>
  database.db
    .select({ to: outbox.to, text: outbox.text })
    .from(outbox)
    .where(and(inArray(outbox.to, to), inArray(outbox.kind, kinds)));
// One message or more: when two instances each claim one of a conversation's two messages, the
// one that emails counts only its own.
const UNREAD = ["unreadMessage", "unreadMessages"];

describe.skipIf(!process.env.TEST_DATABASE_URL)("jobs across three instances", () => {
  it("does each due item once, with one instance restarted midway", async () => {
    const client = await signedInUser({ countryCode: "US" });
    const { emails: unread, due } = await unreadClients(5);
    const instances = [1, 2, 3].map(() => jobInstance(database.url!));
    await Promise.all(instances.map((i) => i.started));

    // Everything falls due at once, while all three sweep.
    const [reminded, holds] = await Promise.all([
      dueReminders(12, client.user.id),
      staleHolds(6, client.user.id),
      due(),
    ]);
    // One restarts while the others sweep: it finishes its run in progress, then a new one starts.
    await instances[0]!.stop();
    const again = jobInstance(database.url!);
    await again.started;

    const count = async (where: SQL | undefined) =>
      (
        await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(where)
      )[0]!.n;
    const progress = async () => ({
      notReminded: await count(and(inArray(bookings.id, reminded), isNull(bookings.remindedFor))),
      stillHeld: await count(and(inArray(bookings.id, holds), eq(bookings.status, "pending"))),
      unreadEmails: (await outboxTo(unread, UNREAD)).length,
    });
    await expect
      .poll(progress, { timeout: 20_000 })
      .toEqual({ notReminded: 0, stillHeld: 0, unreadEmails: unread.length });
    // A few more sweeps by all three, to give a second email every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await Promise.all([instances[1]!.stop(), instances[2]!.stop(), again.stop()]);

    const reminders = await outboxTo([client.user.email], ["sessionReminder"]);
    for (const id of reminded)
      expect(reminders.filter((m) => m.text.includes(`/appointments/${id}/`))).toHaveLength(1);
    expect(reminders).toHaveLength(reminded.length);
    const expired = await database.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(inArray(bookings.id, holds));
    expect(expired.map((b) => b.status)).toEqual(holds.map(() => "expired"));
    const emails = await outboxTo(unread, UNREAD);
    expect(emails.map((m) => m.to).sort()).toEqual([...unread].sort());
  }, 90_000);
});
