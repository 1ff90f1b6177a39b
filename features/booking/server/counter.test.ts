import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingCounterProposals, bookings, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestBooking } from "@/tests/helpers/booking";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { formatMailTime } from "@/lib/server/mailer";

const database = withTestDatabase({ seed: true });
const HOUR = 3_600_000;
const SARAH = "sarah.mitchell@demo.therapy";

type Slot = { identifier: string; start: string };
let next = 60;
let hours = 28;
/** Free slots of Sarah's no earlier test of this file used. */
async function slots(count: number): Promise<Slot[]> {
  const therapist = await bookableTherapist(SARAH);
  const free = await freeSlots(therapist.providerId, therapist.categoryId);
  const taken = free.slice(next, next + count);
  next += count + 1;
  return taken;
}

/**
 * A paid session about 30 hours ahead whose client asked to move it (inside 48 hours: the request waits
 * for Sarah), and three other free times Sarah may offer instead.
 */
async function requested() {
  const therapist = await bookableTherapist(SARAH);
  const [booked, asked, ...others] = await slots(5);
  const client = await signedInUser({ countryCode: "US" });
  const res = await requestBooking(client.token, therapist, booked!.identifier);
  const id = res.body.data.identifier as string;
  await fundWallet(client.user.id, res.body.data.amount, "USD");
  await call(`/booking/${id}/pay`, { token: client.token, method: "POST" });
  // 28 hours ahead or more: inside 48 hours, two hours apart between tests.
  hours += 2;
  const start = Date.now() + hours * HOUR;
  await database.db
    .update(bookings)
    .set({ startTime: new Date(start), endTime: new Date(start + HOUR) })
    .where(eq(bookings.id, id));
  const move = await call(`/booking/${id}/reschedule`, {
    token: client.token,
    body: { timeslotIdentifier: asked!.identifier },
  });
  expect(move.body.data.rescheduleStatus).toBe("pending");
  return {
    therapist,
    client,
    id,
    start,
    others: others as Slot[],
    sarah: await therapistToken(SARAH),
  };
}

const propose = (id: string, token: string, times: Slot[]) =>
  call(`/appointment/${id}/counter-proposal`, {
    token,
    body: { timeslotIdentifiers: times.map((t) => t.identifier), note: "Mornings suit me" },
  });
const accept = (id: string, token: string, time: Slot) =>
  call(`/booking/${id}/counter-proposal/accept`, { token, body: { startTime: time.start } });

describe("declining a reschedule with other times", () => {
  it("declines the request, holds up to 3 times, and the client takes one in one click", async () => {
    const { therapist, client, id, start, others, sarah } = await requested();
    const res = await propose(id, sarah, others.slice(0, 2));
    expect(res.status).toBe(200);
    expect(res.body.data.reschedules.at(-1).status).toBe("declined");
    expect(res.body.data.startTime).toBe(new Date(start).toISOString());

    const read = await call(`/booking/${id}/counter-proposal`, { token: client.token });
    expect(read.body.data.proposal).toMatchObject({
      proposedBy: "provider",
      status: "open",
      note: "Mornings suit me",
      times: others.slice(0, 2).map((t) => ({ startTime: t.start })),
    });
    // Held: nobody else can book them, and the public slots show them taken.
    const stranger = await signedInUser({ countryCode: "US" });
    expect((await requestBooking(stranger.token, therapist, others[1]!.identifier)).status).toBe(
      409,
    );
    const free = await freeSlots(therapist.providerId, therapist.categoryId);
    expect(free.some((s) => s.identifier === others[0]!.identifier)).toBe(false);
    // The one who offered cannot take their own times.
    const own = await call(`/appointment/${id}/counter-proposal/accept`, {
      token: sarah,
      body: { startTime: others[0]!.start },
    });
    expect(own.body.code).toBe("NO_OPEN_COUNTER");

    const taken = await accept(id, client.token, others[0]!);
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ startTime: others[0]!.start, status: "confirmed" });
    // The other offered time is free again; the move spent no attempt of either side.
    expect((await requestBooking(stranger.token, therapist, others[1]!.identifier)).status).toBe(
      201,
    );
    expect(taken.body.data.rescheduleInfo.remainingClientReschedule).toBe(1);
    expect(taken.body.data.rescheduleInfo.remainingProviderReschedule).toBe(2);
    const after = await call(`/appointment/${id}/counter-proposal`, { token: sarah });
    expect(after.body.data.proposal).toMatchObject({ status: "accepted" });
  });

  it("takes 1 to 3 times, only from the side the request waits on, only for its parties", async () => {
    const { client, id, others, sarah } = await requested();
    const [extra] = await slots(1);
    const four = await propose(id, sarah, [...others, extra!]);
    expect(four.status).toBe(400);
    expect((await propose(id, sarah, [])).status).toBe(400);
    // The client asked: the therapist answers, not the client.
    const byClient = await call(`/booking/${id}/counter-proposal`, {
      token: client.token,
      body: { timeslotIdentifiers: [others[0]!.identifier] },
    });
    expect(byClient.body.code).toBe("NO_PENDING_RESCHEDULE");
    const marcus = await therapistToken("marcus.lee@demo.therapy");
    expect((await propose(id, marcus, others)).status).toBe(404);
    expect((await propose(id, sarah, others)).status).toBe(200);
    const stranger = await signedInUser({ countryCode: "US" });
    expect((await call(`/booking/${id}/counter-proposal`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await accept(id, stranger.token, others[0]!)).status).toBe(404);
  });

  it("declined, keeps the session where it was and frees the times", async () => {
    const { therapist, client, id, start, others, sarah } = await requested();
    await propose(id, sarah, others.slice(0, 1));
    const res = await call(`/booking/${id}/counter-proposal/decline`, {
      token: client.token,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.data.startTime).toBe(new Date(start).toISOString());
    expect((await accept(id, client.token, others[0]!)).body.code).toBe("NO_OPEN_COUNTER");
    const stranger = await signedInUser({ countryCode: "US" });
    expect((await requestBooking(stranger.token, therapist, others[0]!.identifier)).status).toBe(
      201,
    );
  });

  it("after 24 hours can no longer be taken, and its times are anyone's", async () => {
    const { therapist, client, id, others, sarah } = await requested();
    await propose(id, sarah, others.slice(0, 1));
    const past = new Date(Date.now() - 1000);
    await database.db
      .update(bookingCounterProposals)
      .set({ expiresAt: past })
      .where(eq(bookingCounterProposals.bookingId, id));
    await database.db.update(bookings).set({ counterUntil: past }).where(eq(bookings.id, id));
    expect((await accept(id, client.token, others[0]!)).body.code).toBe("NO_OPEN_COUNTER");
    const read = await call(`/booking/${id}/counter-proposal`, { token: client.token });
    expect(read.body.data.proposal.status).toBe("expired");
    const stranger = await signedInUser({ countryCode: "US" });
    expect((await requestBooking(stranger.token, therapist, others[0]!.identifier)).status).toBe(
      201,
    );
  });

  // Written to race on PostgreSQL too: the proposal row is locked, so whichever answer locks it
  // first decides; the other reads it answered.
  it("two accepts at once: exactly one wins, and the session is at that one's time", async () => {
    const { client, id, others, sarah } = await requested();
    await propose(id, sarah, others.slice(0, 2));
    const answers = await Promise.all([
      accept(id, client.token, others[0]!),
      accept(id, client.token, others[1]!),
    ]);
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((a) => a.body.code)).toEqual(["NO_OPEN_COUNTER"]);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.startTime!.toISOString()).toBe(won[0]!.body.data.startTime);
    expect(row!.counterTimes).toBeNull();
  });
});

describe("the asker is told of the other times", () => {
  it("by notification and by email in their own zone and language; nobody else is told", async () => {
    const { client, id, others, sarah } = await requested();
    await database.db
      .update(users)
      .set({ locale: "de", timezone: "Asia/Tokyo" })
      .where(eq(users.id, client.user.id));
    const sarahBefore = (await call("/notifications", { token: sarah })).body.data.length;
    const offered = others.slice(0, 2).sort((a, b) => a.start.localeCompare(b.start));
    expect((await propose(id, sarah, offered)).status).toBe(200);

    const news = (await call("/notifications", { token: client.token })).body.data as {
      kind: string;
      bookingId: string;
      details: { times?: string[] };
    }[];
    const told = news.filter((n) => n.bookingId === id && n.kind === "counterProposed");
    expect(told).toHaveLength(1);
    expect(told[0]!.details.times).toEqual(offered.map((t) => new Date(t.start).toISOString()));
    // The decline and the times are one piece of news, not two.
    expect(news.some((n) => n.bookingId === id && n.kind === "rescheduleDeclined")).toBe(false);
    expect((await call("/notifications", { token: sarah })).body.data).toHaveLength(sarahBefore);

    const mail = await lastEmailTo(client.user.email);
    expect(mail?.subject).toBe(
      "Sarah Mitchell hat die Verschiebung abgelehnt und andere Zeiten vorgeschlagen",
    );
    for (const t of offered)
      expect(mail?.text).toContain(formatMailTime("de", "Asia/Tokyo", new Date(t.start)));
    expect(mail?.text).toContain("(Asia/Tokyo)");
    expect(mail?.text).toContain("Mornings suit me");
    expect(await lastEmailTo(SARAH)).not.toMatchObject({
      subject: expect.stringContaining("vorgeschlagen"),
    });
  });
});
