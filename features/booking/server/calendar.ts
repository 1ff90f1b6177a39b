import "server-only";
import { icsCalendar } from "@/lib/ics";
import type { Locale } from "@/lib/i18n/routing";
import type { Viewer } from "@/lib/server/auth-guard";
import { appUrl } from "@/lib/server/env";
import { translate } from "@/lib/server/locale";
import { pageLink } from "@/lib/server/mailer";
import { DomainError } from "@/lib/server/errors";
import { inCalendar } from "../calendar-rules";
import { answerOf, bookingForViewer } from "./reads";

/**
 * A confirmed session as an iCalendar file for its client's or therapist's own calendar (decision
 * 0304): NOT_FOUND for anyone else, NOT_IN_CALENDAR for a session without a confirmed time. The
 * event says only who it is with and where the session's page is: calendars are shared and
 * synced, so nothing clinical goes in (not the kind of therapy, not the note).
 */
export async function calendarFileOf(id: string, viewer: Viewer, locale: Locale) {
  const booking = await answerOf(await bookingForViewer(id, viewer), locale);
  if (!inCalendar(booking)) throw new DomainError("NOT_IN_CALENDAR");
  const other = viewer.role === "client" ? booking.provider : booking.client;
  const t = (key: string, values: Record<string, string> = {}) =>
    translate(locale, "Api", `calendarFile.${key}`, values);
  const link = pageLink(locale, `/appointments/${id}/`);
  const body = icsCalendar([
    {
      uid: `${id}@${new URL(appUrl()).hostname}`,
      // Every move asked raises it, so a file saved after a reschedule replaces the older event.
      sequence: booking.reschedules.length,
      start: new Date(booking.startTime!),
      end: new Date(booking.endTime!),
      summary: t("summary", { name: `${other.firstName} ${other.lastName}`.trim() }),
      description: t("description", { link }),
      location: booking.modalityName,
      url: link,
      alarmMinutes: 60,
      alarmText: t("reminder"),
    },
  ]);
  return { body, filename: `session-${booking.startTime!.slice(0, 10)}.ics` };
}
