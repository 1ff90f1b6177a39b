import type { TimeInterval } from "./slots";

/**
 * The time picker of spec section 5: hourly options shown on a 12-hour clock (in English; German
 * shows its own 24-hour clock, decision 0210) and stored as 24-hour "HH:MM"; default interval 09:00-18:00; a new interval starts where the previous one
 * ends and ends at 18:00; times used by another interval are disabled; intervals with an empty
 * time are dropped on save. Pure, so the editor and its tests share it.
 */

export const HOURLY_OPTIONS: readonly string[] = Array.from(
  { length: 24 },
  (_, h) => `${String(h).padStart(2, "0")}:00`,
);

export const DEFAULT_START = "09:00";
export const DEFAULT_END = "18:00";
export const defaultInterval = (): TimeInterval => ({
  startTime: DEFAULT_START,
  endTime: DEFAULT_END,
});

/** "13:00" -> "1:00 PM", "00:00" -> "12:00 AM". */
export function to12Hour(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const suffix = h < 12 ? "AM" : "PM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/**
 * A stored "HH:MM" as the viewer reads a clock: the spec's 12-hour clock in English, and in
 * German the 24-hour "13:00" every other time on the site already shows (decision 0210).
 */
export function clockTime(time: string, locale: string): string {
  return locale === "en" ? to12Hour(time) : time;
}

/** "9:00 AM – 5:00 PM", with the zone's name after it when the hours are not on the viewer's clock. */
export function intervalText(interval: TimeInterval, locale: string, zone: string | null): string {
  const text = `${clockTime(interval.startTime, locale)} – ${clockTime(interval.endTime, locale)}`;
  return zone ? `${text} ${zone}` : text;
}

/** The interval "Add" appends: from the previous end to 18:00 (end left empty if that is not later). */
export function nextInterval(intervals: TimeInterval[]): TimeInterval {
  const previous = intervals[intervals.length - 1];
  if (!previous) return defaultInterval();
  const startTime = previous.endTime || "";
  return { startTime, endTime: startTime && startTime < DEFAULT_END ? DEFAULT_END : "" };
}

/**
 * Options disabled for one field of interval `index`: a start inside another interval
 * [start, end), an end inside another interval (start, end], and for an end, any time not
 * after its own start.
 */
export function disabledTimes(
  intervals: TimeInterval[],
  index: number,
  field: "startTime" | "endTime",
): Set<string> {
  const disabled = new Set<string>();
  const own = intervals[index];
  for (const option of HOURLY_OPTIONS) {
    for (const [i, other] of intervals.entries()) {
      if (i === index || !other.startTime || !other.endTime) continue;
      const inside =
        field === "startTime"
          ? option >= other.startTime && option < other.endTime
          : option > other.startTime && option <= other.endTime;
      if (inside) disabled.add(option);
    }
    if (field === "endTime" && own?.startTime && option <= own.startTime) disabled.add(option);
    if (field === "startTime" && own?.endTime && option >= own.endTime) disabled.add(option);
  }
  return disabled;
}

/** What is saved: intervals with both times set, in time order. */
export function cleanIntervals(intervals: TimeInterval[]): TimeInterval[] {
  return intervals
    .filter((i) => i.startTime && i.endTime)
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** The first problem of a list of intervals, as a Validation message key, or null. */
export function intervalsProblem(intervals: TimeInterval[]): string | null {
  const sorted = [...intervals].sort((a, b) => a.startTime.localeCompare(b.startTime));
  for (const [i, interval] of sorted.entries()) {
    if (interval.startTime >= interval.endTime) return "intervalOrder";
    const previous = sorted[i - 1];
    if (previous && interval.startTime < previous.endTime) return "intervalOverlap";
  }
  return null;
}
