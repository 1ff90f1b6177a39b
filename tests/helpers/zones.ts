import { afterEach, beforeEach } from "vitest";

/**
 * Two zones without daylight saving on either side of the date line, UTC+14 and UTC-11: at any
 * hour at least one of them is not on the UTC day, so a test of "the person's day" can fail when
 * the code uses the UTC one.
 */
export const FAR_ZONES = [
  { zone: "Pacific/Kiritimati", hours: 14 },
  { zone: "Pacific/Pago_Pago", hours: -11 },
] as const;

/** Today's date (YYYY-MM-DD) at a fixed offset from UTC. */
export const dayAtOffset = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 10);

/**
 * The device's time zone (process.env.TZ) for each test of the calling block: set to `zone`
 * before each when given (else the test sets it), and put back after each.
 */
export function withDeviceZone(zone?: string) {
  const before = process.env.TZ;
  if (zone)
    beforeEach(() => {
      process.env.TZ = zone;
    });
  afterEach(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
