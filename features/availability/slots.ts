import {
  addDays,
  compareCivil,
  formatCivilDate,
  isoWeekday,
  minutesToTime,
  parseCivilDate,
  timeToMinutes,
  utcToZoned,
  zonedTimeToUtc,
  zoneOffset,
  type CivilDate,
} from "./time-zone";

/**
 * Slot generation: the provider's weekly template (wall-clock times in the provider's zone) and
 * date overrides become bookable instants in UTC. Pure and synchronous: the API, the booking
 * check and any UI share it. Read docs/decisions/0203-slot-generation.md first.
 */

/** Every session lasts one hour, matching the hourly time picker of spec section 5. */
export const SLOT_MINUTES = 60;

export type TimeInterval = { startTime: string; endTime: string };
/** ISO weekday (1 Monday .. 7 Sunday) -> intervals; a missing or empty day is unavailable. */
export type WeeklyTemplate = Partial<Record<number, TimeInterval[]>>;
/** A specific date ("YYYY-MM-DD" in the provider's zone) replacing the weekly template. */
export type DateOverride = { date: string; isAvailable: boolean; intervals: TimeInterval[] };
/**
 * Time already taken (an existing booking), as UTC epoch milliseconds, end exclusive. A held,
 * unpaid booking's `until` is when its hold ends and the time is free again.
 */
export type BusyInterval = { start: number; end: number; until?: number };

export type Slot = {
  identifier: string;
  /** UTC epoch milliseconds */
  start: number;
  end: number;
  isBooked: boolean;
  /** The provider's own calendar date and wall-clock start of the slot. */
  providerDate: string;
  providerTime: string;
};

export type SlotInput = {
  timeZone: string;
  weekly: WeeklyTemplate;
  overrides?: DateOverride[];
  busy?: BusyInterval[];
  /** Window of slot starts, UTC epoch ms: from inclusive, to exclusive. */
  from: number;
  to: number;
  /** With `minimumNoticeMinutes`, slots starting sooner than now + notice are not offered. */
  now?: number;
  minimumNoticeMinutes?: number;
  slotMinutes?: number;
};

const pad = (n: number) => String(n).padStart(2, "0");

/** A stable, readable id of a slot: its UTC start and its length, e.g. "20261201T0900Z_60". */
export function slotIdentifier(start: number, minutes: number): string {
  const d = new Date(start);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(
    d.getUTCHours(),
  )}${pad(d.getUTCMinutes())}Z_${minutes}`;
}

/** The shape of a slot identifier: a UTC minute and a length of 1 to 4 digits of minutes. */
export const SLOT_IDENTIFIER_PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z_(\d{1,4})$/;

/** The instants a slot identifier stands for, or null for something that is not one. */
export function parseSlotIdentifier(identifier: string): { start: number; end: number } | null {
  const match = SLOT_IDENTIFIER_PATTERN.exec(identifier);
  if (!match) return null;
  const [y, mo, d, h, mi, len] = match.slice(1).map(Number) as number[];
  if (mo! < 1 || mo! > 12 || h! > 23 || mi! > 59 || len! < 1) return null;
  const start = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  if (new Date(start).getUTCDate() !== d) return null;
  return { start, end: start + len! * 60_000 };
}

/** Sorted, disjoint copies of the busy intervals, for binary search. */
function mergeBusy(busy: BusyInterval[]): BusyInterval[] {
  const sorted = busy.filter((b) => b.end > b.start).sort((a, b) => a.start - b.start);
  const merged: BusyInterval[] = [];
  for (const b of sorted) {
    const last = merged[merged.length - 1];
    if (last && b.start <= last.end) last.end = Math.max(last.end, b.end);
    else merged.push({ start: b.start, end: b.end });
  }
  return merged;
}

function overlapsAny(merged: BusyInterval[], start: number, end: number): boolean {
  // The first merged interval that ends after `start`; it overlaps when it starts before `end`.
  let lo = 0;
  let hi = merged.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (merged[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < merged.length && merged[lo]!.start < end;
}

/** The intervals that apply on one provider-local date: its override if any, else its weekday. */
export function intervalsForDate(
  date: CivilDate,
  weekly: WeeklyTemplate,
  overrides: Map<string, DateOverride>,
): TimeInterval[] {
  const override = overrides.get(formatCivilDate(date));
  if (override) return override.isAvailable ? override.intervals : [];
  return weekly[isoWeekday(date)] ?? [];
}

/** What every day of one generation shares: the window, the overrides by date, merged busy times. */
function generation(input: SlotInput) {
  const slotMinutes = input.slotMinutes ?? SLOT_MINUTES;
  const earliest = Math.max(
    input.from,
    input.now === undefined ? -Infinity : input.now + (input.minimumNoticeMinutes ?? 0) * 60_000,
  );
  return {
    input,
    slotMinutes,
    earliest,
    overrides: new Map((input.overrides ?? []).map((o) => [o.date, o])),
    busy: mergeBusy(input.busy ?? []),
  };
}

/**
 * The provider-local dates that can hold a slot starting in the window, in order (a day either
 * side covers every offset from UTC-12 to UTC+14). Every slot of a date starts before any of the
 * next date's: local times map to instants in order, and a time repeated by a fall-back change is
 * offered at its first occurrence.
 */
function* datesOf({ input, earliest }: ReturnType<typeof generation>) {
  if (input.to <= earliest) return;
  const last = addDays(utcToZoned(input.timeZone, input.to), 1);
  for (
    let date = addDays(utcToZoned(input.timeZone, earliest), -1);
    compareCivil(date, last) <= 0;
    date = addDays(date, 1)
  )
    yield date;
}

/** One provider-local date's slots in the window, sorted, each start once. */
function slotsOfDate(g: ReturnType<typeof generation>, date: CivilDate): Slot[] {
  const { input, slotMinutes, earliest } = g;
  const intervals = intervalsForDate(date, input.weekly, g.overrides);
  if (!intervals.length) return [];
  const providerDate = formatCivilDate(date);
  const slots: Slot[] = [];
  for (const interval of intervals) {
    const endMinutes = timeToMinutes(interval.endTime);
    for (
      let m = timeToMinutes(interval.startTime);
      m + slotMinutes <= endMinutes;
      m += slotMinutes
    ) {
      const start = zonedTimeToUtc(input.timeZone, date, m);
      // A wall-clock time skipped by a spring-forward change is not offered.
      if (start === null || start < earliest || start >= input.to) continue;
      const end = start + slotMinutes * 60_000;
      slots.push({
        identifier: slotIdentifier(start, slotMinutes),
        start,
        end,
        isBooked: overlapsAny(g.busy, start, end),
        providerDate,
        providerTime: minutesToTime(m),
      });
    }
  }
  slots.sort((a, b) => a.start - b.start);
  // Overlapping template intervals (never saved by our API, but possible in old data) would
  // repeat a start; keep the first.
  return slots.filter((s, i) => i === 0 || s.start !== slots[i - 1]!.start);
}

export function generateSlots(input: SlotInput): Slot[] {
  const g = generation(input);
  const slots: Slot[] = [];
  for (const date of datesOf(g)) for (const slot of slotsOfDate(g, date)) slots.push(slot);
  return slots;
}

/**
 * The first slot generateSlots would offer that is not booked, without making the rest: a
 * directory card needs one free time, not two weeks of them. Null when there is none.
 */
export function firstFreeSlot(input: SlotInput): Slot | null {
  const g = generation(input);
  for (const date of datesOf(g)) {
    const free = slotsOfDate(g, date).find((slot) => !slot.isBooked);
    if (free) return free;
  }
  return null;
}

export const DAY_MS = 86_400_000;
const clockTimes: string[] = [];
/** "HH:MM" of a minute of the day, each made once. */
const clockTime = (minutes: number) => (clockTimes[minutes] ??= minutesToTime(minutes));

export type ViewerSlot = {
  identifier: string;
  /** "HH:MM" on the viewer's wall clock */
  startTime: string;
  endTime: string;
  /** ISO 8601 UTC instants */
  start: string;
  end: string;
  isBooked: boolean;
};
/** Spec section 3: "Booked slot: date, timeslotIdentifier". Names no one who booked it. */
export type BookedSlot = { date: string; timeslotIdentifier: string };
export type ViewerDay = {
  date: { date: string; isAvailable: boolean };
  timeSlot: ViewerSlot[];
  /** The day's slots that are taken (booked, or held while someone pays), as the spec lists them. */
  bookedSlots: BookedSlot[];
};

/**
 * Slots grouped by the viewer's calendar dates, every date of [fromDate, toDate] present.
 * A day is available when it has a slot that is not booked.
 */
export function groupByViewerDay(
  slots: Slot[],
  viewerTimeZone: string,
  fromDate: string,
  toDate: string,
): ViewerDay[] {
  const start = parseCivilDate(fromDate);
  const end = parseCivilDate(toDate);
  if (!start || !end) throw new RangeError("fromDate and toDate must be YYYY-MM-DD dates");
  const byDate = new Map<string, ViewerSlot[]>();
  // Days and clock times are kept by number: a month repeats a few dozen of each.
  const dayKeys = new Map<number, string>();
  const dayKey = (ms: number) => {
    const day = Math.floor(ms / DAY_MS);
    let key = dayKeys.get(day);
    if (key === undefined) {
      key = new Date(day * DAY_MS).toISOString().slice(0, 10);
      dayKeys.set(day, key);
    }
    return key;
  };
  const clock = (ms: number) =>
    clockTime(Math.floor((ms - Math.floor(ms / DAY_MS) * DAY_MS) / 60_000));
  // An instant on a whole minute written as toISOString() writes it.
  const iso = (ms: number) =>
    ms % 60_000 === 0 ? `${dayKey(ms)}T${clock(ms)}:00.000Z` : new Date(ms).toISOString();
  for (const slot of slots) {
    const localStart = slot.start + zoneOffset(viewerTimeZone, slot.start);
    const localEnd = slot.end + zoneOffset(viewerTimeZone, slot.end);
    const key = dayKey(localStart);
    let list = byDate.get(key);
    if (!list) {
      list = [];
      byDate.set(key, list);
    }
    list.push({
      identifier: slot.identifier,
      startTime: clock(localStart),
      endTime: clock(localEnd),
      start: iso(slot.start),
      end: iso(slot.end),
      isBooked: slot.isBooked,
    });
  }
  const days: ViewerDay[] = [];
  for (let date = start; compareCivil(date, end) <= 0; date = addDays(date, 1)) {
    const key = formatCivilDate(date);
    const timeSlot = byDate.get(key) ?? [];
    const bookedSlots: BookedSlot[] = [];
    for (const slot of timeSlot)
      if (slot.isBooked) bookedSlots.push({ date: key, timeslotIdentifier: slot.identifier });
    days.push({
      date: { date: key, isAvailable: bookedSlots.length < timeSlot.length },
      timeSlot,
      bookedSlots,
    });
  }
  return days;
}
