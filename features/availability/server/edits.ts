import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { availabilityDates, availabilityWeekdays } from "@/db/schema/availability";
import { listCategories } from "@/features/catalog/server/service";
import { setCalendarSettings } from "@/features/practice/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { DomainError, fieldError } from "@/lib/server/errors";
import type {
  AvailabilitySetting,
  AvailabilitySettings,
  CalendarSetupType,
  CustomDay,
  Interval,
  RecurringDay,
  WeekdayName,
} from "../schemas";
import { WEEKDAYS } from "../schemas";
import { SLOT_MINUTES } from "../slots";
import { cleanIntervals } from "../time-picker";
import { compareCivil, formatCivilDate, parseCivilDate } from "../time-zone";
import { providerWindow } from "../window";
import { dateRows, editScope, requireContext, weekdayRows } from "./provider-context";

// A therapist's own edits of their availability: settings, the weekly days, specific dates.

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// --- settings ---------------------------------------------------------------------------------

export async function getSettings(
  providerId: string,
  locale: Locale,
): Promise<AvailabilitySettings> {
  const context = await requireContext(providerId);
  const categories = await listCategories(context.categoryIds, locale);
  return {
    calendarSetupType: context.calendarSetupType,
    minimumNoticeHours: Math.round(context.minimumNoticeMinutes / 60),
    slotMinutes: SLOT_MINUTES,
    timezone: context.timezone,
    categories,
  };
}

export async function updateSettings(
  providerId: string,
  input: { calendarSetupType?: CalendarSetupType; minimumNoticeHours?: number },
  locale: Locale,
) {
  await requireContext(providerId);
  await setCalendarSettings(await getDb(), providerId, {
    calendarSetupType: input.calendarSetupType,
    minimumNoticeMinutes:
      input.minimumNoticeHours === undefined ? undefined : input.minimumNoticeHours * 60,
  });
  return getSettings(providerId, locale);
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
): Promise<RecurringDay[]> {
  const context = await requireContext(providerId);
  return toRecurringDays(await weekdayRows(providerId, editScope(context, category)));
}

type DayInput = { day: WeekdayName; isAvailable: boolean; timeSlotsInterval: Interval[] };

async function saveWeekdays(tx: Tx, providerId: string, category: string | null, days: DayInput[]) {
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
): Promise<RecurringDay[]> {
  const context = await requireContext(providerId);
  const category = editScope(context, input.categoryIdentifier);
  const db = await getDb();
  await db.transaction((tx) => saveWeekdays(tx, providerId, category, input.days));
  return toRecurringDays(await weekdayRows(providerId, category));
}

export async function getAvailabilitySetting(
  providerId: string,
  category: string | undefined,
): Promise<AvailabilitySetting> {
  const context = await requireContext(providerId);
  const scope = editScope(context, category);
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
): Promise<AvailabilitySetting> {
  const context = await requireContext(providerId);
  const scope =
    input.calendarSetupType === "GENERAL" ? null : editScope(context, input.categoryIdentifier);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await setCalendarSettings(tx, providerId, { calendarSetupType: input.calendarSetupType });
    await saveWeekdays(tx, providerId, scope, input.days);
  });
  return getAvailabilitySetting(providerId, scope ?? undefined);
}

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
): Promise<CustomDay[]> {
  const context = await requireContext(providerId);
  const scope = editScope(context, query.category);
  const window = providerWindow(context.timezone, Date.now());
  const rows = await dateRows(
    providerId,
    scope,
    query.from ?? formatCivilDate(window.today),
    query.to ?? formatCivilDate(window.lastDate),
  );
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
  now = Date.now(),
): Promise<CustomDay> {
  const context = await requireContext(providerId);
  const scope = editScope(context, input.categoryIdentifier);
  const date = parseCivilDate(input.date);
  const window = providerWindow(context.timezone, now);
  if (!date || compareCivil(date, window.today) < 0 || compareCivil(date, window.lastDate) > 0)
    throw fieldError("date", "dateOutOfWindow");
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
export async function deleteCustomDay(providerId: string, id: string) {
  const db = await getDb();
  const deleted = await db
    .delete(availabilityDates)
    .where(and(eq(availabilityDates.id, id), eq(availabilityDates.providerId, providerId)))
    .returning({ id: availabilityDates.id });
  if (!deleted.length) throw new DomainError("CUSTOM_DAY_NOT_FOUND");
}
