import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "@/db/client";
import { bookings, roomAttendance, therapyCategories, users } from "@/db/schema";
import { call } from "./api-client";
import { freeSlots, fundWallet } from "./booking";
import { signedInUser } from "./factories";

const HOUR = 3_600_000;
let pastSlot = 0;

/** A seeded therapist's token (demo password). */
export async function therapistToken(email: string) {
  const res = await call("/user/login", { body: { email, password: "demo-pass-1" } });
  if (res.status !== 200) throw new Error(`therapist login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

type SessionOptions = {
  therapistEmail?: string;
  category?: string;
  client?: Awaited<ReturnType<typeof signedInUser>>;
};

/** Books a video session as `client` (a new one by default) and, unless told not to, pays it. */
async function bookedSession(
  {
    therapistEmail = "sarah.mitchell@demo.therapy",
    category = "individual",
    client,
  }: SessionOptions,
  time: (providerId: string, categoryId: string) => Promise<Record<string, unknown>>,
  pay = true,
) {
  const db = await getDb();
  const [provider] = await db.select().from(users).where(eq(users.email, therapistEmail));
  const [cat] = await db
    .select()
    .from(therapyCategories)
    .where(and(eq(therapyCategories.slug, category)));
  const who = client ?? (await signedInUser({ countryCode: "US" }));
  const res = await call("/booking", {
    token: who.token,
    body: {
      providerId: provider!.id,
      therapyCategoryId: cat!.id,
      modality: "video",
      ...(await time(provider!.id, cat!.id)),
    },
  });
  expect(res.status).toBe(201);
  if (pay) {
    await fundWallet(who.user.id, res.body.data.amount, res.body.data.currency);
    const paid = await call(`/booking/${res.body.data.identifier}/pay`, {
      token: who.token,
      method: "POST",
    });
    expect(paid.body.data.status).toBe("confirmed");
  }
  return {
    client: who,
    providerId: provider!.id,
    categoryId: cat!.id,
    id: res.body.data.identifier as string,
  };
}

/**
 * A new client's paid session with a seeded therapist in a category they offer (slots from the
 * 40th on, clear of other tests' moves), as the API makes it.
 */
export const paidSession = ({
  slotIndex = 40,
  ...options
}: SessionOptions & { slotIndex?: number } = {}) =>
  bookedSession(options, async (providerId, categoryId) => ({
    timeslotIdentifier: (await freeSlots(providerId, categoryId))[slotIndex]!.identifier,
    note: "Private note for the therapist",
  }));

/** A session booked to schedule later (no time yet): paid, unless `pay` is false. */
export const unscheduledSession = ({
  pay = true,
  ...options
}: SessionOptions & { pay?: boolean } = {}) =>
  bookedSession(options, async () => ({ scheduleLater: true }), pay);

/**
 * Moves a confirmed session into the past (each call a different past hour), so it completes on
 * read; it took place: its therapist and client were in its room for the hour (decision 0319).
 */
export async function endInPast(id: string) {
  const start = Date.now() - (48 + ++pastSlot * 2) * HOUR;
  const db = await getDb();
  const [row] = await db
    .update(bookings)
    .set({ startTime: new Date(start), endTime: new Date(start + HOUR) })
    .where(eq(bookings.id, id))
    .returning({ clientId: bookings.clientId, providerId: bookings.providerId });
  await db.insert(roomAttendance).values(
    [row!.providerId, row!.clientId].map((userId) => ({
      bookingId: id,
      userId,
      joinedAt: new Date(start),
      leftAt: new Date(start + HOUR),
    })),
  );
}

/** A paid session that has taken place (completed when next read). */
export async function completedSession(options: Parameters<typeof paidSession>[0] = {}) {
  const session = await paidSession(options);
  await endInPast(session.id);
  return session;
}
