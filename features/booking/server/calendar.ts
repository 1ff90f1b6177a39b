import "server-only";
import type { Context } from "hono";
import { fullName } from "@/features/accounts/server/service";
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
