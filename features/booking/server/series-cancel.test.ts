import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookings, notifications, outbox, users, walletEntries } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestSeries } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { therapistToken } from "@/tests/helpers/sessions";
import { formatMoney } from "@/lib/money/currency";
import { TIME_FORMATS } from "@/lib/time/formats";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const HOUR = 3_600_000;
const MINUTE = 60_000;
const MARCUS = "marcus.lee@demo.therapy";
let nextSlot = 45;

afterEach(() => vi.useRealTimers());

/** A client's paid 3-week series with Marcus (a slot no earlier test of this file used). */
async function paidSeries() {
  const therapist = await bookableTherapist(MARCUS);
  const client = await signedInUser({ countryCode: "US" });
  const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[nextSlot]!;
  nextSlot += 1;
  const series = await requestSeries(client.token, therapist, slot.identifier, 3);
  expect(series.status).toBe(201);
  const ids = series.body.data.bookings as string[];
  const amount = (await call(`/booking/${ids[0]}`, { token: client.token })).body.data
    .amount as number;
  await fundWallet(client.user.id, amount * 3, "USD");
  await call(`/booking/${ids[0]}/pay`, { token: client.token, method: "POST" });
  return { client, ids, amount };
}

/**
 * Puts each session at its own instant, straight in the database; a minute long, so sessions a
 * minute apart (either side of the 48-hour edge) do not overlap.
 */
async function startAt(ids: string[], starts: number[]) {
  for (const [i, id] of ids.entries()) {
    await database.db
      .update(bookings)
      .set({ startTime: new Date(starts[i]!), endTime: new Date(starts[i]! + MINUTE) })
      .where(eq(bookings.id, id));
  }
}

const balanceOf = async (token: string) =>
  (await call("/wallet/balance", { token })).body.data.balance as number;
const refundsOf = async (id: string) =>
  database.db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.reference, `refund:booking:${id}`));
/** The cancel emails to `to` about any of the sessions (each links the session it names). */
const cancelMails = async (to: string, ids: string[]) =>
  (await database.db.select().from(outbox).where(eq(outbox.to, to))).filter(
    (mail) => mail.kind.startsWith("cancelled") && ids.some((id) => mail.text.includes(id)),
  );
/** The cancel notifications of a person about any of the sessions. */
const cancelNews = async (userId: string, ids: string[]) =>
  database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, "cancelled"),
        inArray(notifications.bookingId, ids),
      ),
    );
const startsOf = async (ids: string[]) =>
  Promise.all(
    ids.map(
      async (id) =>
        (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.startTime!,
    ),
  );
/** A session's time as its email writes it, in the reader's language and zone. */
const mailTime = (locale: string, timeZone: string, at: Date | number) =>
  new Intl.DateTimeFormat(locale, { ...TIME_FORMATS.session, timeZone }).format(at);
const marcusId = async () =>
  (await database.db.select().from(users).where(eq(users.email, MARCUS)))[0]!.id;

const statusOf = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

describe("cancelling a series: this and following", () => {
  it("previews each session's refund at the 48-hour edge and the total, then cancels and refunds exactly that", async () => {
    const { client, ids, amount } = await paidSeries();
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    // A minute inside 48 hours: nothing back; exactly 48 hours: refunded; a week: refunded.
    await startAt(ids, [now + 48 * HOUR - MINUTE, now + 48 * HOUR, now + 7 * 24 * HOUR]);

    const preview = await call(`/booking/${ids[0]}/cancel/following`, { token: client.token });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ totalRefund: 2 * amount, currency: "USD" });
    expect(
      preview.body.data.sessions.map((s: { identifier: string; refundAmount: number }) => [
        s.identifier,
        s.refundAmount,
      ]),
    ).toEqual([
      [ids[0], 0],
      [ids[1], amount],
      [ids[2], amount],
    ]);
    expect(preview.body.data.sessions[1]).toMatchObject({
      isRefundable: true,
      refundableUntil: new Date(now).toISOString(),
      status: "confirmed",
    });
    // Looking cancels nothing.
    expect(await statusOf(ids[0]!)).toBe("confirmed");

    const res = await call(`/booking/${ids[0]}/cancel/following`, {
      token: client.token,
      body: { note: "Moving abroad" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.refunded).toBe(2 * amount);
    expect(
      res.body.data.sessions.map((s: { status: string; refunded: number }) => [
        s.status,
        s.refunded,
      ]),
    ).toEqual([
      ["cancelled", 0],
      ["cancelled", amount],
      ["cancelled", amount],
    ]);
    expect(await balanceOf(client.token)).toBe(2 * amount);
    expect(await refundsOf(ids[0]!)).toHaveLength(0);
    expect(await refundsOf(ids[1]!)).toHaveLength(1);
    expect(await refundsOf(ids[2]!)).toHaveLength(1);

    const again = await call(`/booking/${ids[0]}/cancel/following`, {
      token: client.token,
      body: {},
    });
    expect([again.status, again.body.code]).toEqual([409, "ALREADY_CANCELLED"]);
    expect(await balanceOf(client.token)).toBe(2 * amount);
  });

  it("from the second session: the first stays; the therapist's cancel refunds every session in full", async () => {
    const { client, ids, amount } = await paidSeries();
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    await startAt(ids, [now + 24 * HOUR, now + 30 * HOUR, now + 7 * 24 * HOUR]);
    const token = await therapistToken(MARCUS);

    const preview = await call(`/appointment/${ids[1]}/cancel/following`, { token });
    expect(preview.body.data.totalRefund).toBe(2 * amount);
    expect(preview.body.data.sessions.map((s: { identifier: string }) => s.identifier)).toEqual(
      ids.slice(1),
    );
    const res = await call(`/appointment/${ids[1]}/cancel/following`, { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.refunded).toBe(2 * amount);
    expect(await Promise.all(ids.map(statusOf))).toEqual(["confirmed", "cancelled", "cancelled"]);
    expect(await balanceOf(client.token)).toBe(2 * amount);
  });

  it("another client or therapist: 404, the other side's path: 403, nobody signed in: 401; nothing cancelled", async () => {
    const { client, ids } = await paidSeries();
    const stranger = await signedInUser({ countryCode: "US" });
    const otherTherapist = (await signedInUser({ userType: "provider" })).token;
    const url = `/cancel/following`;
    expect((await call(`/booking/${ids[0]}${url}`, { token: stranger.token })).status).toBe(404);
    expect(
      (await call(`/booking/${ids[0]}${url}`, { token: stranger.token, body: {} })).status,
    ).toBe(404);
    expect(
      (await call(`/appointment/${ids[0]}${url}`, { token: otherTherapist, body: {} })).status,
    ).toBe(404);
    expect(
      (await call(`/appointment/${ids[0]}${url}`, { token: client.token, body: {} })).status,
    ).toBe(403);
    expect((await call(`/booking/${ids[0]}${url}`, { body: {} })).status).toBe(401);
    expect(await Promise.all(ids.map(statusOf))).toEqual(["confirmed", "confirmed", "confirmed"]);
    expect(await balanceOf(client.token)).toBe(0);
    // Refused: nobody is told anything.
    expect(await cancelMails(MARCUS, ids)).toHaveLength(0);
    expect(await cancelMails(client.user.email, ids)).toHaveLength(0);
    expect(await cancelNews(await marcusId(), ids)).toHaveLength(0);
    expect(await cancelNews(client.user.id, ids)).toHaveLength(0);
  });

  it("tells the other side once: the client's cancel of 3 is one email and one notification to the therapist, none to the client", async () => {
    const { client, ids } = await paidSeries();
    const res = await call(`/booking/${ids[0]}/cancel/following`, {
      token: client.token,
      body: { note: "Moving abroad" },
    });
    expect(res.body.data.sessions).toHaveLength(3);
    const marcus = await marcusId();

    const mails = await cancelMails(MARCUS, ids);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.kind).toBe("cancelledSeriesByClient");
    expect(mail!.subject).toBe("Test Person cancelled 3 sessions");
    // Each session's time, in Marcus's zone; no refunds (they are the client's business).
    const starts = await startsOf(ids);
    const zone = (await database.db.select().from(users).where(eq(users.id, marcus)))[0]!.timezone;
    expect(mail!.text).toContain(`Test Person cancelled 3 `);
    expect(mail!.text).toContain(
      `sessions (${zone}): ${starts.map((start) => mailTime("en", zone, start)).join("; ")}.`,
    );
    expect(mail!.text).toContain("Reason: Moving abroad");
    expect(mail!.text).not.toMatch(/back|refund/i);
    // One file takes all three out of the calendar.
    expect(mail!.calendar).toContain("METHOD:CANCEL");
    expect(mail!.calendar!.match(/BEGIN:VEVENT/g)).toHaveLength(3);

    const news = await cancelNews(marcus, ids);
    expect(news).toHaveLength(1);
    expect(news[0]!.details).toEqual({
      at: starts[0]!.toISOString(),
      times: starts.map((start) => start.toISOString()),
      count: 3,
    });
    // The client, who acted, is told nothing.
    expect(await cancelMails(client.user.email, ids)).toHaveLength(0);
    expect(await cancelNews(client.user.id, ids)).toHaveLength(0);
  });

  it("the therapist's cancel of 3 tells a German client once, in German, each refund and the total", async () => {
    const { client, ids, amount } = await paidSeries();
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, client.user.id));
    const starts = await startsOf(ids);
    const res = await call(`/appointment/${ids[0]}/cancel/following`, {
      token: await therapistToken(MARCUS),
      body: {},
    });
    expect(res.body.data.refunded).toBe(3 * amount);

    const mails = await cancelMails(client.user.email, ids);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.kind).toBe("cancelledSeriesByTherapist");
    expect(mail!.subject).toBe("Marcus Lee hat 3 Ihrer Sitzungen storniert");
    const each = formatMoney(amount, "USD", "de");
    const total = formatMoney(3 * amount, "USD", "de");
    expect(mail!.text.split(`${each} zurück`)).toHaveLength(4);
    expect(mail!.text).toContain(`Insgesamt wieder in Ihrem Guthaben: ${total}`);
    expect(mail!.text).toContain("Grund: keiner angegeben");
    for (const start of starts)
      expect(mail!.text).toContain(`${mailTime("de", "Africa/Lagos", start)}: ${each} zurück`);

    const news = await cancelNews(client.user.id, ids);
    expect(news).toHaveLength(1);
    expect(news[0]!.details).toMatchObject({ count: 3, amount: 3 * amount, currency: "USD" });
    expect(await cancelMails(MARCUS, ids)).toHaveLength(0);
    expect(await cancelNews(await marcusId(), ids)).toHaveLength(0);
  });
});
