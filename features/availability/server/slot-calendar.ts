import "server-only";
// What public slot reads share: a provider's weekly and dated template, their calendar
// settings read in one batch, and the slots of a span (slot-reads.ts).
import { and, gte, lte, sql } from "drizzle-orm";
import { anyId, prepared } from "@/db/prepared";
import { availabilityDates, availabilityWeekdays } from "@/db/schema/availability";
import { batched } from "@/lib/server/batch";
import {
  type BusyInterval,
  type DateOverride,
  type SlotInput,
  type TimeInterval,
  type WeeklyTemplate,
} from "../slots";
import { addDays, formatCivilDate, utcToZoned } from "../time-zone";
import { providerWindow } from "../window";
import { busyIntervalsOf } from "./busy";
import { dateRows, weekdayRows, type ProviderContext } from "./provider-context";

/**
 * What the first free slot of a provider depends on, besides their availability and bookings: the
 * directory has it in the rows of its page, so it is not read again here.
 */
export type SlotCalendar = Omit<ProviderContext, "categoryIds">;

type WeekRow = Pick<
  typeof availabilityWeekdays.$inferSelect,
  "weekday" | "isAvailable" | "intervals"
>;
type DateRow = Pick<
  typeof availabilityDates.$inferSelect,
  "id" | "date" | "isAvailable" | "intervals"
>;
const inScope = (row: { categoryId: string | null }, scope: string | null) =>
  (row.categoryId ?? null) === scope;

/** Stored weekday and date rows as the slot generator's weekly template and overrides. */
function toTemplate(weekRows: WeekRow[], dateRows: DateRow[]) {
  const weekly: WeeklyTemplate = {};
  for (const row of weekRows) if (row.isAvailable) weekly[row.weekday] = row.intervals;
  const overrides: DateOverride[] = dateRows.map((r) => ({
    date: r.date,
    isAvailable: r.isAvailable,
    intervals: r.intervals,
    id: r.id,
  }));
  return { weekly, overrides };
}

/** One provider's template of one scope between two dates of their calendar. */
export async function templateFor(
  providerId: string,
  scope: string | null,
  from: string,
  to: string,
) {
  const [weeks, dates] = await Promise.all([
    weekdayRows(providerId, scope),
    dateRows(providerId, scope, from, to),
  ]);
  return toTemplate(weeks, dates);
}

/**
 * Which template a client books against: the general one, or with BY_CATEGORY the category's.
 * Undefined when the provider does not offer that category (or BY_CATEGORY without a category).
 */
export function bookingScope(context: ProviderContext, category: string | null | undefined) {
  if (category && !context.categoryIds.includes(category)) return undefined;
  if (context.calendarSetupType === "GENERAL") return null;
  return category ?? undefined;
}

/** A provider's part of a slot read: the instants asked for, cut to now and their window. */
export type SlotRequest = {
  context: SlotCalendar;
  scope: string | null;
  start: number;
  end: number;
  /** The dates of their calendar the instants touch, a day either side for zone offsets. */
  firstDate: string;
  lastDate: string;
};

export function slotRequest(
  context: SlotCalendar,
  scope: string | null,
  from: number,
  to: number,
  now: number,
): SlotRequest | null {
  const start = Math.max(from, now);
  const end = Math.min(to, providerWindow(context.timezone, now).end);
  if (end <= start) return null;
  const dateOf = (instant: number, days: number) =>
    formatCivilDate(addDays(utcToZoned(context.timezone, instant), days));
  return { context, scope, start, end, firstDate: dateOf(start, -1), lastDate: dateOf(end, 1) };
}

/** A row of calendarRows, with the nulls of the union that drizzle's types leave out. */
type CalendarRow = {
  id: string;
  providerId: string;
  categoryId: string | null;
  date: string | null;
  weekday: number | null;
  isAvailable: boolean;
  intervals: TimeInterval[];
};

/**
 * Many providers' dated rows between two dates and all their weekly rows, in one statement: a
 * dated row has its date and no weekday, a weekly row its weekday and no date.
 */
const calendarRows = prepared((db) =>
  db
    .select({
      id: availabilityDates.id,
      providerId: availabilityDates.providerId,
      categoryId: availabilityDates.categoryId,
      date: availabilityDates.date,
      weekday: sql<number>`null::smallint`,
      isAvailable: availabilityDates.isAvailable,
      intervals: availabilityDates.intervals,
    })
    .from(availabilityDates)
    .where(
      and(
        anyId(availabilityDates.providerId, "ids"),
        gte(availabilityDates.date, sql.placeholder("earliest")),
        lte(availabilityDates.date, sql.placeholder("latest")),
      ),
    )
    .unionAll(
      db
        .select({
          id: availabilityWeekdays.id,
          providerId: availabilityWeekdays.providerId,
          categoryId: availabilityWeekdays.categoryId,
          date: sql<string>`null::date`,
          weekday: availabilityWeekdays.weekday,
          isAvailable: availabilityWeekdays.isAvailable,
          intervals: availabilityWeekdays.intervals,
        })
        .from(availabilityWeekdays)
        .where(anyId(availabilityWeekdays.providerId, "ids")),
    )
    .prepare("slot_calendar"),
);

/** The earliest of some civil dates and the latest of others (YYYY-MM-DD sorts as text). */
const dateSpan = (earliests: string[], latests: string[]) => ({
  earliest: earliests.reduce((a, b) => (b < a ? b : a)),
  latest: latests.reduce((a, b) => (b > a ? b : a)),
});

type CalendarAsk = { ids: string[]; earliest: string; latest: string };

/**
 * The calendar reads of one turn of the event loop in one statement (lib/server/batch.ts): the rows
 * of every provider asked for, between the earliest and the latest date asked for. Each caller
 * keeps its own providers' rows and dates.
 */
const calendarOf = batched(async (asks: CalendarAsk[]) => {
  const rows: CalendarRow[] = await (
    await calendarRows()
  ).execute({
    ids: [...new Set(asks.flatMap((a) => a.ids))],
    ...dateSpan(
      asks.map((a) => a.earliest),
      asks.map((a) => a.latest),
    ),
  });
  return asks.map(() => rows);
});

/**
 * The slots of many providers in two queries (their calendar rows, busy times), whatever their
 * number: the directory asks for a page of them, the booking page for a batch of one.
 */
export async function slotsOf<T>(
  requests: SlotRequest[],
  now: number,
  /** What to make of each provider's input: all their slots, or (the directory) the first free. */
  make: (input: SlotInput) => T,
  busyGiven?: Map<string, BusyInterval[]>,
): Promise<Map<string, T>> {
  const slots = new Map<string, T>();
  if (!requests.length) return slots;
  const ids = requests.map((r) => r.context.providerId);
  const span = dateSpan(
    requests.map((r) => r.firstDate),
    requests.map((r) => r.lastDate),
  );
  const [calendar, busy]: [CalendarRow[], Map<string, BusyInterval[]>] = await Promise.all([
    calendarOf({ ids, ...span }),
    busyGiven ??
      busyIntervalsOf(
        ids,
        new Date(Math.min(...requests.map((r) => r.start))),
        new Date(Math.max(...requests.map((r) => r.end))),
      ),
  ]);
  for (const r of requests) {
    const id = r.context.providerId;
    const own = calendar.filter((row) => row.providerId === id && inScope(row, r.scope));
    const template = toTemplate(
      own.filter((row): row is CalendarRow & WeekRow => row.weekday !== null),
      own.filter(
        (row): row is CalendarRow & DateRow =>
          row.date !== null && row.date >= r.firstDate && row.date <= r.lastDate,
      ),
    );
    slots.set(
      id,
      make({
        timeZone: r.context.timezone,
        ...template,
        busy: busy.get(id) ?? [],
        from: r.start,
        to: r.end,
        now,
        minimumNoticeMinutes: r.context.minimumNoticeMinutes,
      }),
    );
  }
  return slots;
}
