import "server-only";
import type { Context } from "hono";
import { fullName, shortName, type PersonName } from "@/features/accounts/server/service";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookingReschedules } from "@/db/schema/booking";
import { icsCalendar, icsContentType, type IcsEvent } from "@/lib/ics";
import type { Locale } from "@/lib/i18n/routing";
import type { Viewer } from "@/lib/server/auth-guard";
import { appUrl } from "@/lib/server/env";
import { translate } from "@/lib/server/locale";
import { pageLink } from "@/lib/server/mailer";
import { DomainError } from "@/lib/server/errors";
import { inCalendar } from "../calendar-rules";
import type { Booking } from "../schemas";
import { answerOf, bookingForViewer, bookingRowById } from "./reads";
import type { Row } from "./types";

/**
 * A confirmed session as an iCalendar file for its client's or therapist's own calendar (decision
 * 0304): NOT_FOUND for anyone else, NOT_IN_CALENDAR for a session without a confirmed time. The
 * event says only who it is with and where the session's page is: calendars are shared and
 * synced, so nothing clinical goes in (not the kind of therapy, not the note).
 */
export async function calendarFileOf(id: string, viewer: Viewer, locale: Locale) {
  const booking = await answerOf(await bookingForViewer(id, viewer), locale);
  const other = viewer.role === "client" ? booking.provider : booking.client;
  return fileOf(booking, fullName(other), `/appointments/${id}/`, locale);
}

/**
 * The same file for an invitee the participants feature let in to the session (decision 0312):
 * "Session with {therapist}", linking to their invitation's page, the one page of it they can open.
 * The participants feature does the access check.
 */
export async function inviteeCalendarFile(
  bookingId: string,
  invitationPath: string,
  locale: Locale,
) {
  const booking = await answerOf(await bookingRowById(bookingId), locale);
  return fileOf(booking, fullName(booking.provider), invitationPath, locale);
}

/** A calendar file as an answer: to be saved, never kept by a cache. */
export const calendarAnswer = (c: Context, file: { body: string; filename: string }) =>
  c.body(file.body, 200, {
    "content-type": icsContentType("PUBLISH"),
    "content-disposition": `attachment; filename="${file.filename}"`,
    "cache-control": "private, no-store",
  });

async function fileOf(booking: Booking, other: string, path: string, locale: Locale) {
  if (!inCalendar(booking)) throw new DomainError("NOT_IN_CALENDAR");
  const body = icsCalendar([
    {
      ...sessionEvent(locale, {
        id: booking.identifier,
        start: new Date(booking.startTime!),
        end: new Date(booking.endTime!),
        with: other,
        path,
      }),
      // Every move asked raises it, so a file saved after a reschedule replaces the older event;
      // the subscription counts the same way (calendar-feed.ts), so both agree on one UID.
      sequence: booking.reschedules.length,
      status: "CONFIRMED",
      location: booking.modalityName,
      alarmMinutes: 60,
      alarmText: translate(locale, "Api", "calendarFile.reminder"),
    },
  ]);
  return { body, filename: `session-${booking.startTime!.slice(0, 10)}.ics` };
}

/**
 * A session as an event, the same in its own file and in a subscription: its booking's id as the
 * UID, "Session with {name}", and a link to its page (which needs signing in; an invitee's is their
 * invitation's).
 */
export function sessionEvent(
  locale: Locale,
  session: { id: string; start: Date; end: Date; with: string; path?: string },
): IcsEvent {
  const link = pageLink(locale, session.path ?? `/appointments/${session.id}/`);
  return {
    uid: `${session.id}@${new URL(appUrl()).hostname}`,
    sequence: 0,
    start: session.start,
    end: session.end,
    summary: translate(locale, "Api", "calendarFile.summary", { name: session.with }),
    description: translate(locale, "Api", "calendarFile.description", { link }),
    url: link,
  };
}

/**
 * The calendar file a move or cancel email carries (RFC 5546): REQUEST with the session's new
 * time, or CANCEL, under the UID and SEQUENCE the subscription gives it (calendar-feed.ts), so a
 * calendar that took the session from its file, its email or the feed applies the change. The
 * recipient is the party who did not act; the event is named for the one who did, as the feed
 * names it for them. Undefined for a session that was never in a calendar (an unpaid hold).
 */
export async function changeFile(
  booking: Row,
  method: "REQUEST" | "CANCEL",
  recipient: "client" | "provider",
  actor: PersonName,
  locale: Locale,
  now: Date,
) {
  const event = await changedEvent(booking, method, recipient, actor, locale);
  return event ? icsCalendar([event], now, method) : undefined;
}

/**
 * A series cancelled "this and following" (decision 0324): one CANCEL file with each session that
 * was in a calendar, each as `changeFile` writes it. Undefined when none was.
 */
export async function seriesCancelFile(
  cancelled: Row[],
  recipient: "client" | "provider",
  actor: PersonName,
  locale: Locale,
  now: Date,
) {
  const events: IcsEvent[] = [];
  for (const booking of cancelled) {
    const event = await changedEvent(booking, "CANCEL", recipient, actor, locale);
    if (event) events.push(event);
  }
  return events.length ? icsCalendar(events, now, "CANCEL") : undefined;
}

async function changedEvent(
  booking: Row,
  method: "REQUEST" | "CANCEL",
  recipient: "client" | "provider",
  actor: PersonName,
  locale: Locale,
): Promise<IcsEvent | undefined> {
  const cancelled = method === "CANCEL";
  const wasConfirmed = cancelled
    ? booking.previousStatus === "confirmed" || booking.previousStatus === "completed"
    : booking.status === "confirmed";
  if (!booking.startTime || !booking.endTime || !wasConfirmed) return undefined;
  const db = await getDb();
  const [moves] = await db
    .select({ n: count() })
    .from(bookingReschedules)
    .where(eq(bookingReschedules.bookingId, booking.id));
  const event = sessionEvent(locale, {
    id: booking.id,
    start: booking.startTime,
    end: booking.endTime,
    with: recipient === "client" ? fullName(actor) : shortName(actor),
  });
  return {
    ...event,
    sequence: moves!.n + (cancelled ? 1 : 0),
    status: cancelled ? "CANCELLED" : "CONFIRMED",
  };
}
