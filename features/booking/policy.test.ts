import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { cancellationPolicy, isCancellable, needsApproval, REFUND_WINDOW_HOURS } from "./policy";
import type { PolicyBooking } from "./policy";

const HOUR = 3_600_000;
const MINUTE = 60_000;
const start = Date.UTC(2026, 11, 10, 9);

const confirmed: PolicyBooking = {
  status: "confirmed",
  startTime: new Date(start),
  endTime: new Date(start + HOUR),
  amount: 15_000,
  isFree: false,
};
const before = (ms: number) => start - ms;

describe("cancellationPolicy", () => {
  it("refunds a client in full at 48:00 and 48:01 before the start, nothing at 47:59", () => {
    expect(REFUND_WINDOW_HOURS).toBe(48);
    const at = (ms: number) =>
      cancellationPolicy({ booking: confirmed, by: "client", now: before(ms) });
    expect(at(48 * HOUR + MINUTE)).toEqual({
      isRefundable: true,
      refundAmount: 15_000,
      refundableUntil: new Date(start - 48 * HOUR),
    });
    expect(at(48 * HOUR)).toMatchObject({ isRefundable: true, refundAmount: 15_000 });
    expect(at(47 * HOUR + 59 * MINUTE)).toEqual({
      isRefundable: false,
      refundAmount: 0,
      refundableUntil: new Date(start - 48 * HOUR),
    });
    expect(at(MINUTE)).toMatchObject({ isRefundable: false, refundAmount: 0 });
  });

  it("refunds a therapist's cancel in full whenever it happens, even during the session", () => {
    for (const ms of [72 * HOUR, 47 * HOUR, MINUTE, -30 * MINUTE]) {
      expect(cancellationPolicy({ booking: confirmed, by: "provider", now: before(ms) })).toEqual({
        isRefundable: true,
        refundAmount: 15_000,
        refundableUntil: null,
      });
    }
  });

  it("gives nothing back for what was not paid: a pending booking, a free session", () => {
    const far = before(100 * HOUR);
    for (const by of ["client", "provider"] as const) {
      expect(
        cancellationPolicy({ booking: { ...confirmed, status: "pending" }, by, now: far }),
      ).toEqual({ isRefundable: false, refundAmount: 0, refundableUntil: null });
      expect(
        cancellationPolicy({ booking: { ...confirmed, amount: 0, isFree: true }, by, now: far }),
      ).toMatchObject({ isRefundable: false, refundAmount: 0 });
    }
  });

  it("refunds a paid 'schedule later' booking in full: it has no start to be close to", () => {
    const later = { ...confirmed, startTime: null, endTime: null };
    expect(cancellationPolicy({ booking: later, by: "client", now: start })).toEqual({
      isRefundable: true,
      refundAmount: 15_000,
      refundableUntil: null,
    });
  });

  it("refunds nothing for a session that is over, cancelled, expired or completed", () => {
    expect(
      cancellationPolicy({ booking: confirmed, by: "provider", now: start + 2 * HOUR }),
    ).toMatchObject({ refundAmount: 0 });
    for (const status of ["cancelled", "expired", "completed", "rejected"] as const) {
      const booking = { ...confirmed, status };
      expect(
        cancellationPolicy({ booking, by: "provider", now: before(100 * HOUR) }),
      ).toMatchObject({ isRefundable: false, refundAmount: 0 });
      expect(isCancellable({ booking, now: before(100 * HOUR) })).toBe(false);
    }
    expect(isCancellable({ booking: confirmed, now: start + HOUR })).toBe(false);
    expect(isCancellable({ booking: confirmed, now: start + HOUR - 1 })).toBe(true);
  });

  it("counts real elapsed hours across the end of summer time (Berlin, last Sunday of October)", () => {
    // Monday 26 October 2026, 10:00 in Berlin (CET, UTC+1); the clocks went back on Sunday the 25th.
    const session = new TZDate(2026, 9, 26, 10, 0, "Europe/Berlin");
    expect(session.toISOString()).toBe("2026-10-26T10:00:00.000+01:00");
    const booking = { ...confirmed, startTime: new Date(session.getTime()), endTime: null };
    const wall = (hour: number, minute = 0) =>
      new TZDate(2026, 9, 24, hour, minute, "Europe/Berlin").getTime(); // Saturday, CEST (UTC+2)
    // Saturday 10:00 on the wall clock looks like "two days before", but it is 49 real hours.
    expect((session.getTime() - wall(10)) / HOUR).toBe(49);
    expect(cancellationPolicy({ booking, by: "client", now: wall(10) }).isRefundable).toBe(true);
    // 48 real hours before is Saturday 11:00 Berlin time.
    expect(cancellationPolicy({ booking, by: "client", now: wall(11) })).toEqual({
      isRefundable: true,
      refundAmount: 15_000,
      refundableUntil: new Date(wall(11)),
    });
    expect(cancellationPolicy({ booking, by: "client", now: wall(11, 1) }).isRefundable).toBe(
      false,
    );
    expect(needsApproval({ booking, now: wall(11) })).toBe(false);
    expect(needsApproval({ booking, now: wall(11, 1) })).toBe(true);
  });

  it("judges each session of a series by its own start and refunds its own amount", () => {
    const week = 7 * 24 * HOUR;
    const series = [0, 1, 2].map((n) => ({
      ...confirmed,
      startTime: new Date(start + n * week),
      endTime: new Date(start + n * week + HOUR),
      amount: 15_000,
    }));
    const now = before(24 * HOUR);
    expect(series.map((booking) => cancellationPolicy({ booking, by: "client", now }))).toEqual([
      { isRefundable: false, refundAmount: 0, refundableUntil: new Date(start - 48 * HOUR) },
      {
        isRefundable: true,
        refundAmount: 15_000,
        refundableUntil: new Date(start + week - 48 * HOUR),
      },
      {
        isRefundable: true,
        refundAmount: 15_000,
        refundableUntil: new Date(start + 2 * week - 48 * HOUR),
      },
    ]);
  });

  it("reads the wire shape too (ISO strings)", () => {
    const wire = { ...confirmed, startTime: new Date(start).toISOString(), endTime: null };
    expect(
      cancellationPolicy({ booking: wire, by: "client", now: new Date(before(49 * HOUR)) }),
    ).toMatchObject({ isRefundable: true, refundAmount: 15_000 });
  });
});

describe("needsApproval", () => {
  it("asks for approval to move a confirmed session at 47:59 before the start, not at 48:00 or 48:01", () => {
    const at = (ms: number) => needsApproval({ booking: confirmed, now: before(ms) });
    expect(at(47 * HOUR + 59 * MINUTE)).toBe(true);
    expect(at(48 * HOUR)).toBe(false);
    expect(at(48 * HOUR + MINUTE)).toBe(false);
  });

  it("never for a pending booking, a 'schedule later' one, or when the booking allows it", () => {
    const now = before(HOUR);
    expect(needsApproval({ booking: { ...confirmed, status: "pending" }, now })).toBe(false);
    expect(needsApproval({ booking: { ...confirmed, startTime: null }, now })).toBe(false);
    expect(needsApproval({ booking: confirmed, now, allowRescheduleCompletedBooking: true })).toBe(
      false,
    );
    expect(needsApproval({ booking: confirmed, now })).toBe(true);
  });

  it("judges a series' session by its own start", () => {
    const next = { ...confirmed, startTime: new Date(start + 7 * 24 * HOUR) };
    expect(needsApproval({ booking: confirmed, now: before(HOUR) })).toBe(true);
    expect(needsApproval({ booking: next, now: before(HOUR) })).toBe(false);
  });
});
