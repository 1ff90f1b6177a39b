import "server-only";
import { contactOf, namesOf, unsubscribeLinks } from "@/features/accounts/server/service";
import { categoryNames } from "@/features/catalog/server/service";
import { notify } from "@/features/notifications/server/service";
import { sessionLinkOf } from "@/features/practice/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { pickLocale, translate } from "@/lib/server/locale";
import { formatMailTime, pageLink, sendTemplated } from "@/lib/server/mailer";
import { JOIN_BY_LINK } from "../schemas";
import type { Row } from "./types";

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

/** The other party of a session, who hears of what `by` did. */
const otherParty = (booking: Row, by: "client" | "provider") =>
  by === "client" ? booking.providerId : booking.clientId;

/** Who acted on a session: its client or its therapist. */
const actorOf = (booking: Row, by: "client" | "provider") =>
  by === "client" ? booking.clientId : booking.providerId;

/**
 * For news one party gives the other: who receives it (their contact), who acted (their name),
 * and the session's therapy in each language. Undefined when either account is gone.
 */
async function partiesOf(booking: Row, by: "client" | "provider") {
  const [recipientId, actorId] = [otherParty(booking, by), actorOf(booking, by)];
  const [recipient, names, categories] = await Promise.all([
    contactOf(recipientId),
    namesOf([actorId]),
    categoryNames([booking.categoryId]),
  ]);
  const actor = names.get(actorId);
  if (!recipient || !actor) return undefined;
  return {
    recipient,
    actorName: `${actor.firstName} ${actor.lastName}`,
    therapy: categories.get(booking.categoryId)!,
  };
}

/**
 * Tells the other party that a booking was cancelled: the therapist when the client cancelled,
 * the client when the therapist did. In the recipient's language, the time in their zone; also in
 * their notifications (decision 0508). The invitees who would have been in it hear too (0313).
 */
export async function sendCancelled(booking: Row, by: "client" | "provider") {
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
  const { recipient, actorName, therapy } = parties;
  const locale = pickLocale(recipient.locale);
  // Without a time, the template's other body says so (and names no zone).
  const time = booking.startTime
    ? formatMailTime(locale, recipient.timezone, booking.startTime)
    : "";
  await sendTemplated(
    by === "client" ? "cancelledByClient" : "cancelledByTherapist",
    recipient.email,
    locale,
    {
      name: recipient.firstName,
      client: actorName,
      therapist: actorName,
      therapy: therapy[locale],
      time,
      zone: recipient.timezone,
      reason: booking.cancellationNote ?? translate(locale, "Email", "cancelled.noReason"),
    },
    pageLink(locale, `/appointments/${booking.id}/`),
    { body: booking.startTime ? "body" : "bodyUntimed" },
  );
}

type Contact = NonNullable<Awaited<ReturnType<typeof contactOf>>>;

/**
 * Tells a session's client and therapist one thing each (`kinds`), each in their own language,
 * `when` (the session's time) in their own zone, with a link to the session's page; a session
 * without a time yet is told in the templates' `bodyUntimed` (only the booked emails have one).
 * `optional`, for an email one may turn off, names it: a person who turned it off is not told
 * (decision 0505), the others get a link that turns it off (0509).
 */
async function tellBothSides(
  booking: Row,
  kinds: { client: string; therapist: string },
  when: { start: Date | null },
  values: Record<string, string> = {},
  optional?: "sessionReminders",
  forClient: (locale: Locale) => Record<string, string> = () => ({}),
) {
  const [client, therapist, categories] = await Promise.all([
    contactOf(booking.clientId),
    contactOf(booking.providerId),
    categoryNames([booking.categoryId]),
  ]);
  if (!client || !therapist) return;
  const tell = (to: Contact, userId: string, kind: string, other: Record<string, string>) => {
    if (optional && !to.wantsSessionReminders) return;
    const locale = pickLocale(to.locale);
    return sendTemplated(
      kind,
      to.email,
      locale,
      {
        ...values,
        ...other,
        name: to.firstName,
        therapy: categories.get(booking.categoryId)![locale],
        when: when.start
          ? `${formatMailTime(locale, to.timezone, when.start)} (${to.timezone})`
          : "",
      },
      pageLink(locale, `/appointments/${booking.id}/`),
      {
        unsubscribe: optional && unsubscribeLinks(userId, optional, locale),
        body: when.start ? "body" : "bodyUntimed",
      },
    );
  };
  await Promise.all([
    tell(client, booking.clientId, kinds.client, {
      therapist: `${therapist.firstName} ${therapist.lastName}`,
      ...forClient(pickLocale(client.locale)),
    }),
    tell(therapist, booking.providerId, kinds.therapist, {
      client: `${client.firstName} ${client.lastName}`,
    }),
  ]);
}

/** A video or audio session's room (decision 0308), when its therapist gave one. */
async function roomOf(booking: Row) {
  if (!JOIN_BY_LINK.includes(booking.modality)) return null;
  return (await sessionLinkOf(booking.providerId)).link;
}

/** The client's line of an email saying where to join (`key`), or nothing without a room. */
const joinValue = (room: string | null, key: string) => (locale: Locale) => ({
  join: room ? translate(locale, "Email", key, { link: room }) : "",
});

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

/** Someone invited to a session who will be in it (decision 0309): their invitation and account. */
export type Invitee = { id: string; userId: string; invitedBy: string };
/**
 * Who of a session's invitees is in it: set by the participants feature in app/api/app.ts, so
 * booking never imports participants (which reads bookings through this feature's service).
 */
let inviteeSource: (bookingId: string) => Promise<Invitee[]> = async () => [];
export const setInviteeSource = (source: typeof inviteeSource) => {
  inviteeSource = source;
};

/**
 * The day-ahead reminder of a session (decision 0305), to its client and its therapist, and to
 * each invitee who accepted (0309), unless they turned reminders off (0505). The client's and the
 * invitees' say where to join a video or audio session.
 */
export async function sendReminder(booking: Row) {
  if (!booking.startTime) return;
  const [room, invitees] = await Promise.all([roomOf(booking), inviteesOf(booking)]);
  await tellBothSides(
    booking,
    { client: "sessionReminder", therapist: "sessionReminderTherapist" },
    { start: booking.startTime },
    {},
    "sessionReminders",
    joinValue(room, "joinLine"),
  );
  await Promise.all(invitees.map((invitee) => remindInvitee(booking, invitee, room)));
}

/** An invitee who will be in a session, with what an email to them names (read once per session). */
type InviteeNews = Invitee & {
  therapist: string;
  inviter: string;
  therapy: Record<Locale, string>;
};

/** What every email to an invitee names: them, the therapist, who invited them, the therapy. */
const inviteeValues = (person: Contact, invitee: InviteeNews, locale: Locale) => ({
  name: person.firstName,
  therapist: invitee.therapist,
  inviter: invitee.inviter,
  therapy: invitee.therapy[locale],
});

/** The invitees who will be in a session (decision 0309), each with the names their emails need. */
async function inviteesOf(booking: Row): Promise<InviteeNews[]> {
  const invitees = await inviteeSource(booking.id);
  if (!invitees.length) return [];
  const [names, categories] = await Promise.all([
    namesOf([booking.providerId, ...invitees.map((invitee) => invitee.invitedBy)]),
    categoryNames([booking.categoryId]),
  ]);
  const therapist = names.get(booking.providerId);
  const therapy = categories.get(booking.categoryId);
  if (!therapist || !therapy) return [];
  return invitees.map((invitee) => ({
    ...invitee,
    therapist: `${therapist.firstName} ${therapist.lastName}`,
    inviter: names.get(invitee.invitedBy)?.firstName ?? "",
    therapy,
  }));
}

async function remindInvitee(booking: Row, invitee: InviteeNews, room: string | null) {
  const person = await contactOf(invitee.userId);
  if (!person?.wantsSessionReminders || !booking.startTime) return;
  const locale = pickLocale(person.locale);
  await sendTemplated(
    "sessionReminderParticipant",
    person.email,
    locale,
    {
      ...inviteeValues(person, invitee, locale),
      when: `${formatMailTime(locale, person.timezone, booking.startTime)} (${person.timezone})`,
      ...joinValue(room, "joinLine")(locale),
    },
    pageLink(locale, `/appointments/participant/${invitee.id}/`),
    { unsubscribe: unsubscribeLinks(invitee.userId, "sessionReminders", locale) },
  );
}

type InviteeNewsKind =
  | { kind: "participantCancelled" }
  | { kind: "participantScheduled" }
  | { kind: "participantMoved"; from: Date; to: Date };

/** The notification each email to an invitee goes with. */
const NEWS_KIND = {
  participantCancelled: "cancelled",
  participantScheduled: "sessionScheduled",
  participantMoved: "sessionMoved",
} as const;

/**
 * Tells the invitees who will be in a session that it was cancelled, moved or given its time
 * (decisions 0313, 0314): they may have it in their calendar (0312), and neither side's email
 * reaches them. By email (not optional, as the client's and therapist's are not; in each one's
 * language, times in their zone) and in their notifications. A failure is logged: the change
 * stands, and the other side's email goes regardless.
 */
async function tellInvitees(booking: Row, actorId: string, news: InviteeNewsKind) {
  await tellEachInvitee(booking, actorId, news).catch((error: unknown) =>
    console.error(`[booking] ${news.kind} mail for ${booking.id} failed`, error),
  );
}

async function tellEachInvitee(booking: Row, actorId: string, news: InviteeNewsKind) {
  const invitees = await inviteesOf(booking);
  const at = news.kind === "participantMoved" ? news.to : booking.startTime;
  // On the site too, leading to their invitation (the session's own page is not theirs).
  await notify(
    invitees.map((invitee) => ({
      userId: invitee.userId,
      kind: NEWS_KIND[news.kind],
      actorId,
      bookingId: booking.id,
      details: {
        ...(at ? { at: at.toISOString() } : {}),
        ...(news.kind === "participantMoved" ? { from: news.from.toISOString() } : {}),
        invitation: invitee.id,
      },
    })),
  );
  await Promise.all(
    invitees.map(async (invitee) => {
      const person = await contactOf(invitee.userId);
      if (!person) return;
      const locale = pickLocale(person.locale);
      const format = (date: Date) =>
        `${formatMailTime(locale, person.timezone, date)} (${person.timezone})`;
      await sendTemplated(
        news.kind,
        person.email,
        locale,
        {
          ...inviteeValues(person, invitee, locale),
          ...(news.kind === "participantMoved"
            ? { from: format(news.from), to: format(news.to) }
            : {
                when: booking.startTime ? format(booking.startTime) : "",
              }),
        },
        pageLink(locale, `/appointments/participant/${invitee.id}/`),
        {
          body: news.kind === "participantCancelled" && !booking.startTime ? "bodyUntimed" : "body",
        },
      );
    }),
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
 * notifications (decision 0508). When the session did move, its invitees hear of it too (0313).
 */
export async function sendMoveNews(
  kind: MoveNews,
  booking: Row,
  by: "client" | "provider",
  times: { from: Date; to: Date },
  note?: string | null,
) {
  if (kind === "sessionMoved" || kind === "rescheduleAccepted")
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
  const { recipient, actorName, therapy } = parties;
  const locale = pickLocale(recipient.locale);
  const format = (date: Date) =>
    `${formatMailTime(locale, recipient.timezone, date)} (${recipient.timezone})`;
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
  );
}
