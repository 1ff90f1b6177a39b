import "server-only";
// What booking tells people by email and in their notifications; its invitees' news is
// invitee-emails.ts's, the pieces both use email-parts.ts's.
import { contactOf, namesOf } from "@/features/accounts/server/service";
import { categoryNames } from "@/features/catalog/server/service";
import { notify } from "@/features/notifications/server/service";
import { formatMoney } from "@/lib/money/currency";
import { pickLocale, translate } from "@/lib/server/locale";
import type { Locale } from "@/lib/i18n/routing";
import { formatMailTime, pageLink, sendTemplated } from "@/lib/server/mailer";
import type { Row } from "./types";
import { actorOf, joinValue, otherParty, partiesOf, roomOf, tellBothSides } from "./email-parts";
import { changeFile, seriesCancelFile } from "./calendar";
import { tellInvitees } from "./invitee-emails";

/** Tells a client that their therapist booked a session for them and where to confirm it. */
export async function sendBookedForYou(booking: Row) {
  if (!booking.startTime || !booking.holdExpiresAt) return;
  await notify([
    {
      userId: booking.clientId,
      kind: "bookedForYou",
      actorId: booking.providerId,
      bookingId: booking.id,
      details: { at: booking.startTime.toISOString() },
    },
  ]);
  const [client, names, categories] = await Promise.all([
    contactOf(booking.clientId),
    namesOf([booking.providerId]),
    categoryNames([booking.categoryId]),
  ]);
  const therapist = names.get(booking.providerId);
  if (!client || !therapist) return;
  const row = {
    ...client,
    timeZone: client.timezone,
    therapist: therapist.firstName,
    therapistLast: therapist.lastName,
    therapy: categories.get(booking.categoryId)!,
    start: booking.startTime,
    holdExpiresAt: booking.holdExpiresAt,
  };
  const locale = pickLocale(row.locale);
  const format = (date: Date) => formatMailTime(locale, row.timeZone, date);
  await sendTemplated(
    "bookedForYou",
    row.email,
    locale,
    {
      name: row.firstName,
      therapist: `${row.therapist} ${row.therapistLast}`,
      therapy: row.therapy[locale],
      time: format(row.start),
      zone: row.timeZone,
      deadline: format(row.holdExpiresAt),
    },
    pageLink(locale, `/payment/${booking.id}/`),
  );
}

/**
 * Tells the other party that a booking was cancelled: the therapist when the client cancelled,
 * the client when the therapist did. In the recipient's language, the time in their zone; also in
 * their notifications (decision 0508). The invitees who would have been in it hear too (0313).
 * A session that was in their calendar comes with the file that takes it out.
 */
export async function sendCancelled(booking: Row, by: "client" | "provider", now = new Date()) {
  await notify([
    {
      userId: otherParty(booking, by),
      kind: "cancelled",
      actorId: actorOf(booking, by),
      bookingId: booking.id,
      details: booking.startTime ? { at: booking.startTime.toISOString() } : {},
    },
  ]);
  await tellInvitees(booking, actorOf(booking, by), { kind: "participantCancelled" });
  const parties = await partiesOf(booking, by);
  if (!parties) return;
  const { recipient, actor } = parties;
  const locale = pickLocale(recipient.locale);
  const calendar = await changeFile(booking, "CANCEL", otherRole(by), actor, locale, now);
  // Without a time, the template's other body says so (and names no zone).
  const time = booking.startTime
    ? formatMailTime(locale, recipient.timezone, booking.startTime)
    : "";
  await sendTemplated(
    by === "client" ? "cancelledByClient" : "cancelledByTherapist",
    recipient.email,
    locale,
    { ...cancelValues(parties, locale, booking), time },
    pageLink(locale, `/appointments/${booking.id}/`),
    { body: booking.startTime ? "body" : "bodyUntimed", calendar },
  );
}

/** What every cancel email names: the reader, who cancelled, the therapy and the reason given. */
const cancelValues = (
  { recipient, actorName, therapy }: NonNullable<Awaited<ReturnType<typeof partiesOf>>>,
  locale: Locale,
  booking: Row,
) => ({
  name: recipient.firstName,
  client: actorName,
  therapist: actorName,
  therapy: therapy[locale],
  zone: recipient.timezone,
  reason: booking.cancellationNote ?? translate(locale, "Email", "cancelled.noReason"),
});

/**
 * A series cancelled "this and following" (decision 0324): the other party hears once, not once per
 * session. One notification (`cancelled` with the count and every start; for the client, the total
 * refunded) and one email listing each session's time in their zone and language and, for the
 * client, what each gave back and the total, with one file taking them all out of a calendar. A
 * set of one is told as a single cancel. Each invitee still hears of the session they were in.
 */
export async function sendSeriesCancelled(
  done: { refunded: number; cancelled: Row }[],
  by: "client" | "provider",
  now = new Date(),
) {
  const first = done[0]?.cancelled;
  if (!first) return;
  if (done.length === 1) return sendCancelled(first, by, now);
  const toClient = by === "provider";
  const total = done.reduce((sum, d) => sum + d.refunded, 0);
  const starts = done.flatMap((d) => (d.cancelled.startTime ? [d.cancelled.startTime] : []));
  await notify([
    {
      userId: otherParty(first, by),
      kind: "cancelled",
      actorId: actorOf(first, by),
      bookingId: first.id,
      details: {
        ...(starts[0] ? { at: starts[0].toISOString() } : {}),
        times: starts.map((start) => start.toISOString()),
        count: done.length,
        ...(toClient ? { amount: total, currency: first.currency } : {}),
      },
    },
  ]);
  for (const { cancelled } of done)
    await tellInvitees(cancelled, actorOf(cancelled, by), { kind: "participantCancelled" });
  const parties = await partiesOf(first, by);
  if (!parties) return;
  const { recipient, actor } = parties;
  const locale = pickLocale(recipient.locale);
  const money = (amount: number) => formatMoney(amount, first.currency, locale);
  const lines = done.map(({ cancelled, refunded }) => {
    const time = cancelled.startTime
      ? formatMailTime(locale, recipient.timezone, cancelled.startTime)
      : translate(locale, "Email", "cancelledSeries.noTime");
    if (!toClient) return time;
    return refunded > 0
      ? translate(locale, "Email", "cancelledSeries.refunded", { time, amount: money(refunded) })
      : translate(locale, "Email", "cancelledSeries.notRefunded", { time });
  });
  const calendar = await seriesCancelFile(
    done.map((d) => d.cancelled),
    otherRole(by),
    actor,
    locale,
    now,
  );
  await sendTemplated(
    toClient ? "cancelledSeriesByTherapist" : "cancelledSeriesByClient",
    recipient.email,
    locale,
    {
      ...cancelValues(parties, locale, first),
      count: String(done.length),
      sessions: lines.join("; "),
      total: money(total),
    },
    pageLink(locale, `/appointments/${first.id}/`),
    { calendar },
  );
}

/**
 * Once a booking (or a weekly series, paid together) is confirmed: the client is told it is booked
 * and where its receipt is, the therapist that it is in their calendar. Each in their own language,
 * the first session's time in their own zone; the client's says where to join a video session
 * (0308). The therapist also finds it in their notifications (decision 0508); the client, who
 * just booked, does not need to.
 */
export async function sendBooked(confirmed: Row[]) {
  const first = [...confirmed].sort(
    (a, b) => (a.startTime?.getTime() ?? 0) - (b.startTime?.getTime() ?? 0),
  )[0];
  if (!first) return;
  await notify([
    {
      userId: first.providerId,
      // A session the therapist booked for the client is not new to them: the client confirmed it.
      kind: first.createdByProvider ? "bookingConfirmed" : "newBooking",
      actorId: first.clientId,
      bookingId: first.id,
      details: {
        ...(first.startTime ? { at: first.startTime.toISOString() } : {}),
        count: confirmed.length,
      },
    },
  ]);
  const series = confirmed.length > 1 ? "Series" : "";
  await tellBothSides(
    first,
    { client: `sessionBooked${series}`, therapist: `newBooking${series}` },
    { start: first.startTime },
    { count: String(confirmed.length) },
    undefined,
    joinValue(await roomOf(first), "joinLineBooked"),
  );
}

/**
 * A paid "schedule later" session got its time (decision 0314): the therapist hears when, by email
 * and in their notifications, as of a new booking; its invitees too (0313).
 */
export async function sendScheduled(booking: Row) {
  if (!booking.startTime) return;
  await notify([
    {
      userId: booking.providerId,
      kind: "sessionScheduled",
      actorId: booking.clientId,
      bookingId: booking.id,
      details: { at: booking.startTime.toISOString() },
    },
  ]);
  const parties = await partiesOf(booking, "client");
  if (parties) {
    const { recipient, actorName, therapy } = parties;
    const locale = pickLocale(recipient.locale);
    await sendTemplated(
      "sessionScheduled",
      recipient.email,
      locale,
      {
        name: recipient.firstName,
        client: actorName,
        therapy: therapy[locale],
        when: `${formatMailTime(locale, recipient.timezone, booking.startTime)} (${recipient.timezone})`,
      },
      pageLink(locale, `/appointments/${booking.id}/`),
    );
  }
  await tellInvitees(booking, booking.clientId, { kind: "participantScheduled" });
}

export type MoveNews =
  "sessionMoved" | "rescheduleRequested" | "rescheduleAccepted" | "rescheduleDeclined";

/**
 * Tells the other party of a move (decision 0307): that `by` moved the session (`from` → `to`),
 * asks to move it, or accepted or declined their request to move it to `to`. In the recipient's
 * language, both times in their zone, with the note the requester wrote; also in their
 * notifications (decision 0508). When the session did move, its invitees hear of it too (0313), and
 * the email carries the file that moves it in their calendar.
 */
export async function sendMoveNews(
  kind: MoveNews,
  booking: Row,
  by: "client" | "provider",
  times: { from: Date; to: Date },
  note?: string | null,
  now = new Date(),
) {
  const moved = kind === "sessionMoved" || kind === "rescheduleAccepted";
  if (moved)
    await tellInvitees(booking, actorOf(booking, by), { kind: "participantMoved", ...times });
  await notify([
    {
      userId: otherParty(booking, by),
      kind,
      actorId: actorOf(booking, by),
      bookingId: booking.id,
      details: { at: times.to.toISOString(), from: times.from.toISOString() },
    },
  ]);
  const parties = await partiesOf(booking, by);
  if (!parties) return;
  const { recipient, actor, actorName, therapy } = parties;
  const locale = pickLocale(recipient.locale);
  const format = (date: Date) =>
    `${formatMailTime(locale, recipient.timezone, date)} (${recipient.timezone})`;
  const calendar = moved
    ? await changeFile(booking, "REQUEST", otherRole(by), actor, locale, now)
    : undefined;
  await sendTemplated(
    kind,
    recipient.email,
    locale,
    {
      name: recipient.firstName,
      who: actorName,
      therapy: therapy[locale],
      from: format(times.from),
      to: format(times.to),
      note: note ? translate(locale, "Email", "moveNote", { note }) : "",
    },
    pageLink(locale, `/appointments/${booking.id}/`),
    { calendar },
  );
}

const otherRole = (by: "client" | "provider") => (by === "client" ? "provider" : "client");

/**
 * The side that asked to move a session hears that it was declined with other times offered
 * (decision 0320): a notification with the times, and an email with them in their zone and
 * language. Nobody else is told; the times are held for the asker alone.
 */
export async function sendCounterProposed(
  booking: Row,
  by: "client" | "provider",
  asked: { from: Date; to: Date },
  times: Date[],
  note?: string | null,
) {
  await notify([
    {
      userId: otherParty(booking, by),
      kind: "counterProposed",
      actorId: actorOf(booking, by),
      bookingId: booking.id,
      details: {
        at: asked.to.toISOString(),
        from: asked.from.toISOString(),
        times: times.map((time) => time.toISOString()),
      },
    },
  ]);
  const parties = await partiesOf(booking, by);
  if (!parties) return;
  const { recipient, actorName, therapy } = parties;
  const locale = pickLocale(recipient.locale);
  const format = (date: Date) => formatMailTime(locale, recipient.timezone, date);
  await sendTemplated(
    "counterProposed",
    recipient.email,
    locale,
    {
      name: recipient.firstName,
      who: actorName,
      therapy: therapy[locale],
      from: format(asked.from),
      to: format(asked.to),
      times: times.map(format).join("; "),
      zone: recipient.timezone,
      note: note ? translate(locale, "Email", "moveNote", { note }) : "",
    },
    pageLink(locale, `/appointments/${booking.id}/`),
  );
}
