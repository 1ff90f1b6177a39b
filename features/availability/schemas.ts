import { z } from "zod";
import { intervalsProblem } from "./time-picker";
import { isValidTimeZone } from "./time-zone";

/** Availability inputs (spec sections 3, 5 and 7), shared by the editors and the API. */

export const WEEKDAYS = [
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
  "FRIDAY",
  "SATURDAY",
  "SUNDAY",
] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

export const CALENDAR_SETUP_TYPES = ["GENERAL", "BY_CATEGORY"] as const;
export type CalendarSetupType = (typeof CALENDAR_SETUP_TYPES)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Any 24-hour clock time; the web editor offers whole hours only. */
export const timeSchema = z.string("timeFormat").regex(TIME, "timeFormat");

export const intervalSchema = z.object({ startTime: timeSchema, endTime: timeSchema });

export const intervalsSchema = z
  .array(intervalSchema, "intervalsInvalid")
  .max(24, "intervalsInvalid")
  .superRefine((list, ctx) => {
    // Format errors are reported per time already; order and overlap need valid times.
    const valid = list.every((i) => TIME.test(i.startTime) && TIME.test(i.endTime));
    const problem = valid && intervalsProblem(list);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A day is available with one or more intervals, or marked unavailable (spec section 4). */
const withIntervals = <T extends { isAvailable: boolean; timeSlotsInterval: unknown[] }>(v: T) =>
  !v.isAvailable || v.timeSlotsInterval.length > 0;

const categoryIdentifier = z.uuid("categoryInvalid").nullish();

export const recurringDaySchema = z
  .object({
    day: z.enum(WEEKDAYS, "weekdayInvalid"),
    isAvailable: z.boolean("isAvailableRequired"),
    timeSlotsInterval: intervalsSchema,
  })
  .refine(withIntervals, { path: ["timeSlotsInterval"], message: "intervalsRequired" });

export const recurringDaysSchema = z
  .object({
    categoryIdentifier,
    days: z.array(recurringDaySchema, "daysRequired").min(1, "daysRequired").max(7, "daysRequired"),
  })
  .refine((v) => new Set(v.days.map((d) => d.day)).size === v.days.length, {
    path: ["days"],
    message: "daysRepeated",
  });
export type RecurringDaysInput = z.input<typeof recurringDaysSchema>;

export const dateSchema = z.iso.date("dateInvalid");

export const customDaySchema = z
  .object({
    categoryIdentifier,
    date: dateSchema,
    isAvailable: z.boolean("isAvailableRequired"),
    timeSlotsInterval: intervalsSchema.default([]),
  })
  .refine(withIntervals, { path: ["timeSlotsInterval"], message: "intervalsRequired" });
export type CustomDayInput = z.input<typeof customDaySchema>;

export const categoryQuerySchema = z.object({ category: z.uuid("categoryInvalid").optional() });

export const customDaysQuerySchema = z.object({
  category: z.uuid("categoryInvalid").optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});

export const settingsSchema = z
  .object({
    calendarSetupType: z.enum(CALENDAR_SETUP_TYPES, "calendarSetupType").optional(),
    minimumNoticeHours: z.coerce
      .number("minimumNotice")
      .int("minimumNotice")
      .min(0, "minimumNotice")
      .max(168, "minimumNotice")
      .optional(),
  })
  .refine((v) => v.calendarSetupType !== undefined || v.minimumNoticeHours !== undefined, {
    message: "settingsEmpty",
  });
export type SettingsInput = z.input<typeof settingsSchema>;

/** POST /provider/availability-setting: the setup type and one scope's week in one save. */
export const availabilitySetupSchema = z
  .object({
    calendarSetupType: z.enum(CALENDAR_SETUP_TYPES, "calendarSetupType"),
    categoryIdentifier,
    days: recurringDaysSchema.shape.days,
  })
  .refine((v) => v.calendarSetupType === "GENERAL" || Boolean(v.categoryIdentifier), {
    path: ["categoryIdentifier"],
    message: "categoryRequired",
  });

export const providerParamSchema = z.object({ providerId: z.uuid("invalidId") });
export const slotParamSchema = z.object({
  providerId: z.uuid("invalidId"),
  slotId: z.string().max(40, "slotInvalid"),
});

/** Public time slots: one day (`date`) or one month (`month`) on the viewer's calendar. */
export const timeslotQuerySchema = z
  .object({
    category: z.uuid("categoryInvalid").optional(),
    date: dateSchema.optional(),
    month: z
      .string("monthInvalid")
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "monthInvalid")
      .optional(),
    timezone: z.string("timezone").refine(isValidTimeZone, "timezone").optional(),
  })
  .refine((v) => !(v.date && v.month), { path: ["month"], message: "dateOrMonth" });

export const calendarQuerySchema = z.object({
  category: z.uuid("categoryInvalid").optional(),
  month: z
    .string("monthInvalid")
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "monthInvalid")
    .optional(),
});

/** The wire shapes of this feature: the answers' schemas (decision 0042) and their types. */
const intervalAnswer = z.strictObject({ startTime: z.string(), endTime: z.string() });
export type Interval = z.infer<typeof intervalAnswer>;
export const recurringDayAnswerSchema = z.strictObject({
  identifier: z.string().nullable(),
  day: z.enum(WEEKDAYS),
  isAvailable: z.boolean(),
  timeslotIntervals: z.array(intervalAnswer),
});
export type RecurringDay = z.infer<typeof recurringDayAnswerSchema>;
export const customDayAnswerSchema = z.strictObject({
  identifier: z.string(),
  date: z.string(),
  isAvailable: z.boolean(),
  timeslotIntervals: z.array(intervalAnswer),
  categoryIdentifier: z.string().nullable(),
});
export type CustomDay = z.infer<typeof customDayAnswerSchema>;
export const availabilitySettingsAnswerSchema = z.strictObject({
  calendarSetupType: z.enum(CALENDAR_SETUP_TYPES),
  minimumNoticeHours: z.number(),
  slotMinutes: z.number(),
  timezone: z.string(),
  /** The therapy categories the provider offers, for BY_CATEGORY editing. */
  categories: z.array(z.strictObject({ identifier: z.string(), name: z.string() })),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsAnswerSchema>;
export const availabilitySettingAnswerSchema = z.strictObject({
  calendarSetupType: z.enum(CALENDAR_SETUP_TYPES),
  categoryIdentifier: z.string().nullable(),
  timezone: z.string(),
  days: z.array(recurringDayAnswerSchema),
});
export type AvailabilitySetting = z.infer<typeof availabilitySettingAnswerSchema>;
const calendarDayAnswer = z.strictObject({
  date: z.string(),
  isAvailable: z.boolean(),
  source: z.enum(["weekly", "custom"]),
  customDayIdentifier: z.string().nullable(),
  timeslotIntervals: z.array(intervalAnswer),
  /** Times booked on the date (sessions, held bookings, times a move asks for); kept if it closes. */
  bookedTimes: z.number().int(),
});
export type CalendarDay = z.infer<typeof calendarDayAnswer>;
export const providerCalendarSchema = z.strictObject({
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(calendarDayAnswer),
});
export type ProviderCalendar = z.infer<typeof providerCalendarSchema>;
/** A time slot as its viewer sees it (slots.ts ViewerSlot). */
export const timeslotSchema = z
  .strictObject({
    identifier: z.string(),
    /** "HH:MM" on the viewer's wall clock */
    startTime: z.string(),
    endTime: z.string(),
    /** ISO 8601 UTC instants */
    start: z.string(),
    end: z.string(),
    isBooked: z.boolean(),
  })
  .meta({ id: "Timeslot" });
export const bookedSlotSchema = z
  .strictObject({ date: z.string(), timeslotIdentifier: z.string() })
  .meta({ id: "BookedSlot" });
export const timeslotDaySchema = z.strictObject({
  date: z.strictObject({ date: z.string(), isAvailable: z.boolean() }),
  timeSlot: z.array(timeslotSchema),
  /** The day's taken slots (spec section 3), beside each slot's isBooked. */
  bookedSlots: z.array(bookedSlotSchema),
});
export type { BookedSlot, ViewerDay as TimeslotDay, ViewerSlot as Timeslot } from "./slots";
