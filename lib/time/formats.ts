/**
 * The few ways a time is written on the site (issue 74), one per purpose and the same options in
 * both languages: only the language changes the form (English's 12-hour clock, German's 24-hour
 * one). The spec fixes no format of its own for instants; its "12-hour display" is the time
 * picker's hourly options, which `clockTime` of `features/availability/time-picker.ts` keeps.
 */
export const TIME_FORMATS = {
  /**
   * A session's start, and a moment someone must act by (a refund's or a hold's end), wherever it
   * is read: summaries, dialogs, the overview. "Tuesday, November 24, 2026 at 9:00 AM";
   * "Dienstag, 24. November 2026 um 09:00".
   */
  session: { dateStyle: "full", timeStyle: "short" },
  /** A day alone: "Tuesday, November 24, 2026"; "Dienstag, 24. November 2026". */
  day: { dateStyle: "full" },
  /** A time of day, as on a slot button: "9:00 AM"; "09:00". */
  clock: { timeStyle: "short" },
  /** When something happened (a note written, a payment made): "Nov 24, 2026, 9:00 AM"; "24.11.2026, 09:00". */
  record: { dateStyle: "medium", timeStyle: "short" },
  /** The day something happened: "Nov 24, 2026"; "24.11.2026". */
  recordDay: { dateStyle: "medium" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TimeFormat = keyof typeof TIME_FORMATS;
