import { http, HttpResponse } from "msw";
import type { RecurringDay } from "@/features/availability/schemas";
import { WEEKDAYS } from "@/features/availability/schemas";
import {
  generateSlots,
  groupByViewerDay,
  parseSlotIdentifier,
  type BusyInterval,
} from "@/features/availability/slots";
import {
  addDays,
  addMonths,
  formatCivilDate,
  isoWeekday,
  startOfZonedDay,
  utcToZoned,
  type CivilDate,
} from "@/features/availability/time-zone";
import { ErrorCode } from "@/lib/api/error-codes";
import { bookingState } from "../fixtures/booking";
import { demoTherapist, demoWeek, profileOptions, providerProfile } from "../fixtures/practice";
import { apiError, fieldMessage } from "./errors";
import { apiPath, langOf } from "./lang";

const week = (): RecurringDay[] =>
  WEEKDAYS.map((day, i) => {
    const intervals = demoWeek[(i + 1) as keyof typeof demoWeek] ?? [];
    return {
      identifier: intervals.length ? `00000000-0000-4000-8000-f0000000000${i}` : null,
      day,
      isAvailable: intervals.length > 0,
      timeslotIntervals: intervals,
    };
  });

/** The window of the real API: today to two months ahead on the therapist's calendar. */
function window(now = Date.now()) {
  const today = utcToZoned(demoTherapist.timezone, now);
  const last = addMonths(today, 2);
  return { today, last, end: startOfZonedDay(demoTherapist.timezone, addDays(last, 1)) };
}

/** Like the API's busy times: the therapist's confirmed sessions, held ones and asked-for moves. */
function busy(now: number): BusyInterval[] {
  return Object.values(bookingState()).flatMap((b) => {
    if (b.provider.identifier !== demoTherapist.identifier || !b.startTime || !b.endTime) return [];
    const held = b.status === "pending" && Date.parse(b.holdExpiresAt ?? "") > now;
    if (b.status !== "confirmed" && !held) return [];
    const moves = b.reschedules.filter((r) => r.status === "pending");
    return [{ startTime: b.startTime, endTime: b.endTime }, ...moves.map((r) => r.to)].map((t) => ({
      start: Date.parse(t.startTime),
      end: Date.parse(t.endTime),
    }));
  });
}

function slotsFor(fromDate: string, toDate: string, viewer: string) {
  const now = Date.now();
  const from = startOfZonedDay(viewer, utcToZoned(viewer, Date.parse(`${fromDate}T12:00:00Z`)));
  const to = startOfZonedDay(
    viewer,
    addDays(utcToZoned(viewer, Date.parse(`${toDate}T12:00:00Z`)), 1),
  );
  const slots = generateSlots({
    timeZone: demoTherapist.timezone,
    weekly: demoWeek,
    busy: busy(now),
    from: Math.max(from, now),
    to: Math.min(to, window(now).end),
    now,
    minimumNoticeMinutes: 120,
  });
  return groupByViewerDay(slots, viewer, fromDate, toDate);
}

let noticeHours = 2;

function settingsFor(lang: ReturnType<typeof langOf>) {
  const offered = providerProfile(lang).therapy;
  return {
    calendarSetupType: "GENERAL" as const,
    minimumNoticeHours: noticeHours,
    slotMinutes: 60,
    timezone: demoTherapist.timezone,
    categories: profileOptions(lang)
      .therapy.filter((c) => offered.includes(c.identifier))
      .map(({ identifier, name }) => ({ identifier, name })),
  };
}

/** Availability of the mocked therapist, from the same pure slot generator as the real API. */
export const availabilityHandlers = [
  http.get(apiPath("/provider-availability/settings"), ({ request }) =>
    HttpResponse.json({ data: settingsFor(langOf(request)) }),
  ),
  http.put(apiPath("/provider-availability/settings"), async ({ request }) => {
    const body = (await request.json()) as { minimumNoticeHours?: number };
    const hours = body.minimumNoticeHours;
    if (hours !== undefined && (!Number.isInteger(hours) || hours < 0 || hours > 168))
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { minimumNoticeHours: fieldMessage(request, "minimumNotice") },
      });
    if (hours !== undefined) noticeHours = hours;
    return HttpResponse.json({ data: settingsFor(langOf(request)) });
  }),
  http.get(apiPath("/provider-availability/days/default"), () =>
    HttpResponse.json({ data: week() }),
  ),
  http.post(apiPath("/provider-availability/days/recurring"), async ({ request }) => {
    const body = (await request.json()) as {
      days: {
        day: (typeof WEEKDAYS)[number];
        isAvailable: boolean;
        timeSlotsInterval: RecurringDay["timeslotIntervals"];
      }[];
    };
    const days = week().map((d) => {
      const sent = body.days.find((s) => s.day === d.day);
      return sent
        ? {
            ...d,
            identifier: d.identifier ?? "00000000-0000-4000-8000-f00000000009",
            isAvailable: sent.isAvailable,
            timeslotIntervals: sent.isAvailable ? sent.timeSlotsInterval : [],
          }
        : d;
    });
    return HttpResponse.json({ data: days });
  }),
  http.get(apiPath("/provider-availability/days/custom"), () => HttpResponse.json({ data: [] })),
  http.post(apiPath("/provider-availability/days/custom"), async ({ request }) => {
    const body = (await request.json()) as {
      date: string;
      isAvailable: boolean;
      timeSlotsInterval?: RecurringDay["timeslotIntervals"];
    };
    return HttpResponse.json(
      {
        data: {
          identifier: "00000000-0000-4000-8000-f10000000001",
          date: body.date,
          isAvailable: body.isAvailable,
          timeslotIntervals: body.isAvailable ? (body.timeSlotsInterval ?? []) : [],
          categoryIdentifier: null,
        },
      },
      { status: 201 },
    );
  }),
  http.delete(apiPath("/provider-availability/days/custom/:id"), ({ request }) =>
    HttpResponse.json({
      data: {
        message:
          langOf(request) === "de"
            ? "Das Datum folgt wieder Ihrer wöchentlichen Verfügbarkeit."
            : "The date now follows your weekly availability again.",
      },
    }),
  ),
  http.get(apiPath("/provider-availability/calendar"), () => {
    const { today, last } = window();
    const booked = new Map<string, number>();
    for (const { start } of busy(Date.now())) {
      const date = formatCivilDate(utcToZoned(demoTherapist.timezone, start));
      booked.set(date, (booked.get(date) ?? 0) + 1);
    }
    const days = [];
    for (let d: CivilDate = today; formatCivilDate(d) <= formatCivilDate(last); d = addDays(d, 1)) {
      const intervals = demoWeek[isoWeekday(d) as keyof typeof demoWeek] ?? [];
      days.push({
        date: formatCivilDate(d),
        isAvailable: intervals.length > 0,
        source: "weekly",
        customDayIdentifier: null,
        timeslotIntervals: intervals,
        bookedTimes: booked.get(formatCivilDate(d)) ?? 0,
      });
    }
    return HttpResponse.json({
      data: {
        timezone: demoTherapist.timezone,
        from: formatCivilDate(today),
        to: formatCivilDate(last),
        days,
      },
    });
  }),
  http.get(apiPath("/provider-availability/timeslot/:providerId"), ({ request, params }) => {
    if (params.providerId !== demoTherapist.identifier)
      return apiError(request, ErrorCode.PROVIDER_NOT_FOUND);
    const url = new URL(request.url);
    const viewer = url.searchParams.get("timezone") ?? demoTherapist.timezone;
    const date = url.searchParams.get("date");
    const month = url.searchParams.get("month");
    if (date) return HttpResponse.json({ data: slotsFor(date, date, viewer) });
    if (month) {
      const first = `${month}-01`;
      const lastDay = formatCivilDate(
        addDays(addMonths(utcToZoned("UTC", Date.parse(`${first}T00:00:00Z`)), 1), -1),
      );
      return HttpResponse.json({ data: slotsFor(first, lastDay, viewer) });
    }
    const now = Date.now();
    return HttpResponse.json({
      data: slotsFor(
        formatCivilDate(utcToZoned(viewer, now)),
        formatCivilDate(utcToZoned(viewer, window(now).end - 1)),
        viewer,
      ),
    });
  }),
  http.get(
    apiPath("/providers-availability/:providerId/timeslot/:slotId"),
    ({ request, params }) => {
      const notFound = () => apiError(request, ErrorCode.SLOT_NOT_FOUND);
      const parsed = parseSlotIdentifier(String(params.slotId));
      if (params.providerId !== demoTherapist.identifier || !parsed) return notFound();
      const viewer = new URL(request.url).searchParams.get("timezone") ?? demoTherapist.timezone;
      const date = formatCivilDate(utcToZoned(viewer, parsed.start));
      const slot = slotsFor(date, date, viewer)[0]?.timeSlot.find(
        (s) => Date.parse(s.start) === parsed.start,
      );
      return slot ? HttpResponse.json({ data: { date, ...slot } }) : notFound();
    },
  ),
];
