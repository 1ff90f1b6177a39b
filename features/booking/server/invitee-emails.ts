import "server-only";
// A session's invitees hear of it too (decision 0313): their reminders and news.
import { contactOf, namesOf, unsubscribeLinks } from "@/features/accounts/server/service";
import { categoryNames } from "@/features/catalog/server/service";
import { notify } from "@/features/notifications/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { pickLocale } from "@/lib/server/locale";
import { formatMailTime, pageLink, sendTemplated } from "@/lib/server/mailer";
import type { Row } from "./types";
import { Contact, joinValue, roomOf, tellBothSides, type SessionRoom } from "./email-parts";
import { logError } from "@/lib/server/log";

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

async function remindInvitee(booking: Row, invitee: InviteeNews, room: SessionRoom) {
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
export async function tellInvitees(booking: Row, actorId: string, news: InviteeNewsKind) {
  await tellEachInvitee(booking, actorId, news).catch((error: unknown) =>
    logError(`[booking] ${news.kind} mail for ${booking.id} failed`, error),
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
