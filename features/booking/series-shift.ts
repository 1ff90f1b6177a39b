import { TZDate } from "@date-fns/tz";

/**
 * "This and following" (decision 0318): every later session of a series moves by the shift the
 * first one made, on the therapist's wall clock: the same number of calendar days and the same
 * change of the hour in their zone, so a series at 18:00 stays at the new hour across a
 * daylight-saving change, as the series was booked (createSeries).
 */
export type WallShift = { days: number; minutes: number };

const fields = (instant: number, zone: string) => {
  const t = new TZDate(instant, zone);
  return {
    day: Date.UTC(t.getFullYear(), t.getMonth(), t.getDate()) / 86_400_000,
    minute: t.getHours() * 60 + t.getMinutes(),
  };
};

/** The wall-clock shift from `from` to `to` in `zone`. */
export function wallShift(from: number, to: number, zone: string): WallShift {
  const a = fields(from, zone);
  const b = fields(to, zone);
  return { days: b.day - a.day, minutes: b.minute - a.minute };
}

/** `start` moved by `shift` on the wall clock of `zone`. */
export function shiftedStart(start: number, shift: WallShift, zone: string): number {
  const t = new TZDate(start, zone);
  return new TZDate(
    t.getFullYear(),
    t.getMonth(),
    t.getDate() + shift.days,
    t.getHours(),
    t.getMinutes() + shift.minutes,
    0,
    zone,
  ).getTime();
}
