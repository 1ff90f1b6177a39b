import "server-only";
import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  availabilityDates,
  availabilityWeekdays,
  providerProfiles,
  providerTherapyCategories,
  therapyCategories,
  users,
} from "@/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { ApiError } from "@/lib/server/errors";
import { translate } from "@/lib/server/locale";
import type {
  AvailabilitySetting,
  AvailabilitySettings,
  CalendarDay,
  CalendarSetupType,
  CustomDay,
  Interval,
  ProviderCalendar,
  RecurringDay,
  WeekdayName,
} from "../schemas";
import { WEEKDAYS } from "../schemas";
import {
  generateSlots,
  groupByViewerDay,
  intervalsForDate,
  parseSlotIdentifier,
  SLOT_MINUTES,
  type BusyInterval,
  type DateOverride,
  type Slot,
  type ViewerDay,
  type ViewerSlot,
  type WeeklyTemplate,
} from "../slots";
import { cleanIntervals } from "../time-picker";
import {
  addDays,
  addMonths,
  compareCivil,
  formatCivilDate,
  parseCivilDate,
  startOfZonedDay,
  utcToZoned,
  type CivilDate,
} from "../time-zone";
import { busyIntervals, busyIntervalsOf } from "./busy";

/** Spec section 9: the provider calendar reaches two months ahead; minimum date today. */
export const WINDOW_MONTHS = 2;

const fail = (status: 400 | 403 | 404 | 409, locale: Locale, key: string) =>
  new ApiError(status, translate(locale, "Api", key));

type ProviderContext = {
  providerId: string;
  timezone: string;
  calendarSetupType: CalendarSetupType;
  minimumNoticeMinutes: number;
  categoryIds: string[];
};

async function providerContext(providerId: string): Promise<ProviderContext | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      timezone: users.timezone,
      calendarSetupType: providerProfiles.calendarSetupType,
      minimumNoticeMinutes: providerProfiles.minimumNoticeMinutes,
    })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(
      and(
        eq(providerProfiles.userId, providerId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  if (!row) return null;
  const categories = await db
    .select({ id: providerTherapyCategories.categoryId })
    .from(providerTherapyCategories)
    .where(eq(providerTherapyCategories.providerId, providerId));
  return { providerId, ...row, categoryIds: categories.map((c) => c.id) };
}

async function ownContext(providerId: string, locale: Locale) {
  const context = await providerContext(providerId);
  if (!context) throw fail(404, locale, "providerNotFound");
  return context;
}

/** The category a provider edits: null is the general scope; a category must be one they offer. */
function editScope(context: ProviderContext, category: string | null | undefined, locale: Locale) {
  if (!category) return null;
  if (!context.categoryIds.includes(category)) throw fail(400, locale, "categoryNotOffered");
  return category;
}

const scopeIs = (
  column: typeof availabilityWeekdays.categoryId | typeof availabilityDates.categoryId,
  category: string | null,
): SQL => (category ? eq(column, category) : isNull(column));

// --- the provider's window --------------------------------------------------------------------

/** Today and the last bookable date, on the provider's calendar. */
export function providerWindow(timezone: string, now = Date.now()) {
  const today: CivilDate = utcToZoned(timezone, now);
  const lastDate = addMonths(today, WINDOW_MONTHS);
  return { today, lastDate, end: startOfZonedDay(timezone, addDays(lastDate, 1)) };
}

// --- settings ---------------------------------------------------------------------------------

export async function getSettings(
  providerId: string,
  locale: Locale,
): Promise<AvailabilitySettings> {
  const context = await ownContext(providerId, locale);
  const db = await getDb();
  const categories = await db
    .select({ identifier: therapyCategories.id, names: therapyCategories.names })
    .from(providerTherapyCategories)
    .innerJoin(therapyCategories, eq(therapyCategories.id, providerTherapyCategories.categoryId))
    .where(eq(providerTherapyCategories.providerId, providerId))
    .orderBy(asc(therapyCategories.sortOrder));
  return {
    calendarSetupType: context.calendarSetupType,
    minimumNoticeHours: Math.round(context.minimumNoticeMinutes / 60),
    slotMinutes: SLOT_MINUTES,
    timezone: context.timezone,
    categories: categories.map((c) => ({ identifier: c.identifier, name: c.names[locale] })),
  };
}

export async function updateSettings(
  providerId: string,
  input: { calendarSetupType?: CalendarSetupType; minimumNoticeHours?: number },
  locale: Locale,
) {
  await ownContext(providerId, locale);
  const db = await getDb();
  await db
    .update(providerProfiles)
    .set({
      ...(input.calendarSetupType && { calendarSetupType: input.calendarSetupType }),
      ...(input.minimumNoticeHours !== undefined && {
        minimumNoticeMinutes: input.minimumNoticeHours * 60,
      }),
    })
    .where(eq(providerProfiles.userId, providerId));
  return getSettings(providerId, locale);
}

// --- weekly days ------------------------------------------------------------------------------

async function weekdayRows(providerId: string, category: string | null) {
  const db = await getDb();
  return db
    .select()
    .from(availabilityWeekdays)
    .where(
      and(
        eq(availabilityWeekdays.providerId, providerId),
        scopeIs(availabilityWeekdays.categoryId, category),
      ),
    );
}

const toRecurringDays = (rows: Awaited<ReturnType<typeof weekdayRows>>): RecurringDay[] =>
  WEEKDAYS.map((day, i) => {
    const row = rows.find((r) => r.weekday === i + 1);
    return {
      identifier: row?.id ?? null,
      day,
      isAvailable: row?.isAvailable ?? false,
      timeslotIntervals: row?.isAvailable ? row.intervals : [],
    };
  });

export async function getRecurringDays(
  providerId: string,
  category: string | undefined,
  locale: Locale,
): Promise<RecurringDay[]> {
  const context = await ownContext(providerId, locale);
  return toRecurringDays(await weekdayRows(providerId, editScope(context, category, locale)));
}

type DayInput = { day: WeekdayName; isAvailable: boolean; timeSlotsInterval: Interval[] };

async function saveWeekdays(
  tx: Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0],
  providerId: string,
  category: string | null,
  days: DayInput[],
) {
  for (const day of days) {
    const weekday = WEEKDAYS.indexOf(day.day) + 1;
    const intervals = day.isAvailable ? cleanIntervals(day.timeSlotsInterval) : [];
    await tx
      .insert(availabilityWeekdays)
      .values({
        providerId,
        categoryId: category,
        weekday,
        isAvailable: day.isAvailable,
        intervals,
      })
      .onConflictDoUpdate({
        target: [
          availabilityWeekdays.providerId,
          availabilityWeekdays.categoryId,
          availabilityWeekdays.weekday,
        ],
        set: { isAvailable: day.isAvailable, intervals, updatedAt: new Date() },
      });
  }
}

export async function saveRecurringDays(
  providerId: string,
  input: { categoryIdentifier?: string | null; days: DayInput[] },
  locale: Locale,
): Promise<RecurringDay[]> {
  const context = await ownContext(providerId, locale);
  const category = editScope(context, input.categoryIdentifier, locale);
  const db = await getDb();
  await db.transaction((tx) => saveWeekdays(tx, providerId, category, input.days));
  return toRecurringDays(await weekdayRows(providerId, category));
}

export async function getAvailabilitySetting(
  providerId: string,
  category: string | undefined,
  locale: Locale,
): Promise<AvailabilitySetting> {
  const context = await ownContext(providerId, locale);
  const scope = editScope(context, category, locale);
  return {
    calendarSetupType: context.calendarSetupType,
    categoryIdentifier: scope,
    timezone: context.timezone,
    days: toRecurringDays(await weekdayRows(providerId, scope)),
  };
}

/** The calendar setup in one save: the setup type and the week of one scope. */
export async function saveAvailabilitySetting(
  providerId: string,
  input: {
    calendarSetupType: CalendarSetupType;
    categoryIdentifier?: string | null;
    days: DayInput[];
  },
  locale: Locale,
): Promise<AvailabilitySetting> {
  const context = await ownContext(providerId, locale);
  const scope =
    input.calendarSetupType === "GENERAL"
      ? null
      : editScope(context, input.categoryIdentifier, locale);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(providerProfiles)
      .set({ calendarSetupType: input.calendarSetupType })
      .where(eq(providerProfiles.userId, providerId));
    await saveWeekdays(tx, providerId, scope, input.days);
  });
  return getAvailabilitySetting(providerId, scope ?? undefined, locale);
}

// --- specific dates ---------------------------------------------------------------------------

const toCustomDay = (row: typeof availabilityDates.$inferSelect): CustomDay => ({
  identifier: row.id,
  date: row.date,
  isAvailable: row.isAvailable,
  timeslotIntervals: row.isAvailable ? row.intervals : [],
  categoryIdentifier: row.categoryId,
});

export async function listCustomDays(
  providerId: string,
  query: { category?: string; from?: string; to?: string },
  locale: Locale,
): Promise<CustomDay[]> {
  const context = await ownContext(providerId, locale);
  const scope = editScope(context, query.category, locale);
  const window = providerWindow(context.timezone);
  const db = await getDb();
  const rows = await db
    .select()
    .from(availabilityDates)
    .where(
      and(
        eq(availabilityDates.providerId, providerId),
        scopeIs(availabilityDates.categoryId, scope),
        gte(availabilityDates.date, query.from ?? formatCivilDate(window.today)),
        lte(availabilityDates.date, query.to ?? formatCivilDate(window.lastDate)),
      ),
    )
    .orderBy(asc(availabilityDates.date));
  return rows.map(toCustomDay);
}

export async function saveCustomDay(
  providerId: string,
  input: {
    categoryIdentifier?: string | null;
    date: string;
    isAvailable: boolean;
    timeSlotsInterval: Interval[];
  },
  locale: Locale,
): Promise<CustomDay> {
  const context = await ownContext(providerId, locale);
  const scope = editScope(context, input.categoryIdentifier, locale);
  const date = parseCivilDate(input.date);
  const window = providerWindow(context.timezone);
  if (!date || compareCivil(date, window.today) < 0 || compareCivil(date, window.lastDate) > 0)
    throw new ApiError(400, translate(locale, "Api", "validationFailed"), {
      errors: { date: translate(locale, "Validation", "dateOutOfWindow") },
    });
  const intervals = input.isAvailable ? cleanIntervals(input.timeSlotsInterval) : [];
  const db = await getDb();
  const [row] = await db
    .insert(availabilityDates)
    .values({
      providerId,
      categoryId: scope,
      date: input.date,
      isAvailable: input.isAvailable,
      intervals,
    })
    .onConflictDoUpdate({
      target: [availabilityDates.providerId, availabilityDates.categoryId, availabilityDates.date],
      set: { isAvailable: input.isAvailable, intervals, updatedAt: new Date() },
    })
    .returning();
  return toCustomDay(row!);
}

/** Someone else's date answers 404 like a missing one: ids of others are not confirmed. */
export async function deleteCustomDay(providerId: string, id: string, locale: Locale) {
  const db = await getDb();
  const deleted = await db
    .delete(availabilityDates)
    .where(and(eq(availabilityDates.id, id), eq(availabilityDates.providerId, providerId)))
    .returning({ id: availabilityDates.id });
  if (!deleted.length) throw fail(404, locale, "customDayNotFound");
}

// --- templates and slots ----------------------------------------------------------------------

async function templateFor(providerId: string, category: string | null, from: string, to: string) {
  const db = await getDb();
  const [weekRows, dateRows] = await Promise.all([
    weekdayRows(providerId, category),
    db
      .select()
      .from(availabilityDates)
      .where(
        and(
          eq(availabilityDates.providerId, providerId),
          scopeIs(availabilityDates.categoryId, category),
          gte(availabilityDates.date, from),
          lte(availabilityDates.date, to),
        ),
      ),
  ]);
  return toTemplate(weekRows, dateRows);
}

/** Stored weekday and date rows as the slot generator's weekly template and overrides. */
function toTemplate(
  weekRows: (typeof availabilityWeekdays.$inferSelect)[],
  dateRows: (typeof availabilityDates.$inferSelect)[],
) {
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

/**
 * Which template a client books against: the general one, or with BY_CATEGORY the category's.
 * Null when the provider does not offer that category (or BY_CATEGORY without a category).
 */
function bookingScope(context: ProviderContext, category: string | null | undefined) {
  if (category && !context.categoryIds.includes(category)) return undefined;
  if (context.calendarSetupType === "GENERAL") return null;
  return category ?? undefined;
}

/**
 * The slots a provider offers between two instants, booked ones marked. The booking feature
 * may pass `busy` itself; otherwise the registered busy-interval source is asked.
 */
export async function listSlots(options: {
  providerId: string;
  categoryId?: string | null;
  from: Date;
  to: Date;
  busy?: BusyInterval[];
  now?: Date;
}): Promise<Slot[]> {
  const context = await providerContext(options.providerId);
  if (!context) return [];
  const scope = bookingScope(context, options.categoryId);
  if (scope === undefined) return [];
  const now = (options.now ?? new Date()).getTime();
  const window = providerWindow(context.timezone, now);
  const from = Math.max(options.from.getTime(), now);
  const to = Math.min(options.to.getTime(), window.end);
  if (to <= from) return [];
  const firstDate = formatCivilDate(addDays(utcToZoned(context.timezone, from), -1));
  const lastDate = formatCivilDate(addDays(utcToZoned(context.timezone, to), 1));
  const [template, busy] = await Promise.all([
    templateFor(options.providerId, scope, firstDate, lastDate),
    options.busy ?? busyIntervals(options.providerId, new Date(from), new Date(to)),
  ]);
  return generateSlots({
    timeZone: context.timezone,
    ...template,
    busy,
    from,
    to,
    now,
    minimumNoticeMinutes: context.minimumNoticeMinutes,
  });
}

/**
 * The first free slot of each provider between two instants, for directory cards: the same rules
 * as listSlots (general template only, minimum notice, the two-month window) in five queries for
 * any number of providers instead of five per provider. Providers who set availability per
 * category, or have nothing free, are left out.
 */
export async function firstFreeSlots(
  providerIds: string[],
  from: Date,
  to: Date,
  nowDate = new Date(),
): Promise<Map<string, number>> {
  const first = new Map<string, number>();
  if (!providerIds.length) return first;
  const db = await getDb();
  const now = nowDate.getTime();
  const contexts = await db
    .select({
      providerId: providerProfiles.userId,
      timezone: users.timezone,
      calendarSetupType: providerProfiles.calendarSetupType,
      minimumNoticeMinutes: providerProfiles.minimumNoticeMinutes,
    })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(
      and(
        inArray(providerProfiles.userId, providerIds),
        eq(providerProfiles.calendarSetupType, "GENERAL"),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  const windows = contexts.map((c) => {
    const start = Math.max(from.getTime(), now);
    const end = Math.min(to.getTime(), providerWindow(c.timezone, now).end);
    return {
      ...c,
      start,
      end,
      firstDate: formatCivilDate(addDays(utcToZoned(c.timezone, start), -1)),
      lastDate: formatCivilDate(addDays(utcToZoned(c.timezone, end), 1)),
    };
  });
  const open = windows.filter((w) => w.end > w.start);
  if (!open.length) return first;
  const ids = open.map((w) => w.providerId);
  const earliest = open.map((w) => w.firstDate).sort()[0]!;
  const latest = open
    .map((w) => w.lastDate)
    .sort()
    .at(-1)!;
  const [weekRows, dateRows, busy] = await Promise.all([
    db
      .select()
      .from(availabilityWeekdays)
      .where(
        and(inArray(availabilityWeekdays.providerId, ids), isNull(availabilityWeekdays.categoryId)),
      ),
    db
      .select()
      .from(availabilityDates)
      .where(
        and(
          inArray(availabilityDates.providerId, ids),
          isNull(availabilityDates.categoryId),
          gte(availabilityDates.date, earliest),
          lte(availabilityDates.date, latest),
        ),
      ),
    busyIntervalsOf(ids, new Date(Math.min(...open.map((w) => w.start))), to),
  ]);
  for (const w of open) {
    const template = toTemplate(
      weekRows.filter((r) => r.providerId === w.providerId),
      dateRows.filter(
        (r) => r.providerId === w.providerId && r.date >= w.firstDate && r.date <= w.lastDate,
      ),
    );
    const free = generateSlots({
      timeZone: w.timezone,
      ...template,
      busy: busy.get(w.providerId) ?? [],
      from: w.start,
      to: w.end,
      now,
      minimumNoticeMinutes: w.minimumNoticeMinutes,
    }).find((slot) => !slot.isBooked);
    if (free) first.set(w.providerId, free.start);
  }
  return first;
}

/**
 * For the booking feature: is [startUtc, endUtc) exactly a slot this provider offers for this
 * category right now (inside the window, after the minimum notice)? Whether it is already
 * booked is not checked here: the booking table's constraint decides that atomically.
 */
export async function isSlotOffered(
  providerId: string,
  categoryId: string | null,
  startUtc: Date,
  endUtc: Date,
): Promise<boolean> {
  const slots = await listSlots({
    providerId,
    categoryId,
    from: startUtc,
    to: new Date(startUtc.getTime() + 1),
    busy: [],
  });
  return slots.some((s) => s.start === startUtc.getTime() && s.end === endUtc.getTime());
}

/** For the booking feature: the offered slot behind an identifier, or null. */
export async function findOfferedSlot(
  providerId: string,
  categoryId: string | null,
  identifier: string,
): Promise<Slot | null> {
  const parsed = parseSlotIdentifier(identifier);
  if (!parsed) return null;
  const slots = await listSlots({
    providerId,
    categoryId,
    from: new Date(parsed.start),
    to: new Date(parsed.start + 1),
  });
  return slots.find((s) => s.start === parsed.start && s.end === parsed.end) ?? null;
}

async function publicContext(providerId: string, category: string | undefined, locale: Locale) {
  const context = await providerContext(providerId);
  if (!context) throw fail(404, locale, "providerNotFound");
  if (context.calendarSetupType === "BY_CATEGORY" && !category)
    throw new ApiError(400, translate(locale, "Api", "validationFailed"), {
      errors: { category: translate(locale, "Validation", "categoryRequired") },
    });
  return context;
}

/** Public time slots for one viewer date, one viewer month, or (neither) the whole window. */
export async function timeslotDays(
  providerId: string,
  query: { category?: string; date?: string; month?: string; timezone?: string },
  locale: Locale,
): Promise<ViewerDay[]> {
  const context = await publicContext(providerId, query.category, locale);
  const viewer = query.timezone ?? context.timezone;
  const now = Date.now();
  let fromDate: CivilDate;
  let toDate: CivilDate;
  if (query.date) {
    fromDate = toDate = parseCivilDate(query.date)!;
  } else if (query.month) {
    const [year, month] = query.month.split("-").map(Number) as [number, number];
    fromDate = { year, month, day: 1 };
    toDate = addDays(addMonths(fromDate, 1), -1);
  } else {
    fromDate = utcToZoned(viewer, now);
    toDate = utcToZoned(viewer, providerWindow(context.timezone, now).end - 1);
  }
  const slots = await listSlots({
    providerId,
    categoryId: query.category ?? null,
    from: new Date(startOfZonedDay(viewer, fromDate)),
    to: new Date(startOfZonedDay(viewer, addDays(toDate, 1))),
  });
  return groupByViewerDay(slots, viewer, formatCivilDate(fromDate), formatCivilDate(toDate));
}

/** GET /providers-availability/{id}/timeslot/{slotId}: one slot as the viewer sees it. */
export async function timeslot(
  providerId: string,
  identifier: string,
  query: { category?: string; timezone?: string },
  locale: Locale,
): Promise<ViewerSlot & { date: string }> {
  const context = await publicContext(providerId, query.category, locale);
  const slot = await findOfferedSlot(providerId, query.category ?? null, identifier);
  if (!slot) throw fail(404, locale, "slotNotFound");
  const viewer = query.timezone ?? context.timezone;
  const date = formatCivilDate(utcToZoned(viewer, slot.start));
  const [day] = groupByViewerDay([slot], viewer, date, date);
  return { date, ...day!.timeSlot[0]! };
}

// --- the provider's own calendar ----------------------------------------------------------------

/** Today to two months ahead on the provider's calendar; unavailable days marked. */
export async function providerCalendar(
  providerId: string,
  query: { category?: string; month?: string },
  locale: Locale,
): Promise<ProviderCalendar> {
  const context = await ownContext(providerId, locale);
  const scope = editScope(context, query.category, locale);
  const window = providerWindow(context.timezone);
  let from = window.today;
  let to = window.lastDate;
  if (query.month) {
    const [year, month] = query.month.split("-").map(Number) as [number, number];
    const first = { year, month, day: 1 };
    const last = addDays(addMonths(first, 1), -1);
    if (compareCivil(first, from) > 0) from = first;
    if (compareCivil(last, to) < 0) to = last;
  }
  const template = await templateFor(providerId, scope, formatCivilDate(from), formatCivilDate(to));
  const overrides = new Map(template.overrides.map((o) => [o.date, o]));
  const days: CalendarDay[] = [];
  for (let date = from; compareCivil(date, to) <= 0; date = addDays(date, 1)) {
    const key = formatCivilDate(date);
    const override = overrides.get(key) as (DateOverride & { id: string }) | undefined;
    const intervals = intervalsForDate(date, template.weekly, overrides);
    days.push({
      date: key,
      isAvailable: intervals.length > 0,
      source: override ? "custom" : "weekly",
      customDayIdentifier: override?.id ?? null,
      timeslotIntervals: intervals,
    });
  }
  return {
    timezone: context.timezone,
    from: formatCivilDate(window.today),
    to: formatCivilDate(window.lastDate),
    days,
  };
}
