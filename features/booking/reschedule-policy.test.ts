import { describe, expect, it } from "vitest";
import { rescheduleBlock, spendsAttempt, type RescheduleBooking } from "./policy";

const HOUR = 3_600_000;
const start = Date.UTC(2026, 11, 10, 9);
const confirmed: RescheduleBooking = {
  status: "confirmed",
  startTime: new Date(start),
  endTime: new Date(start + HOUR),
  amount: 15_000,
  isFree: false,
  remainingClientReschedule: 1,
  remainingProviderReschedule: 0,
  allowRescheduleCompletedBooking: false,
};

describe("rescheduleBlock", () => {
  it("lets a side with attempts left move a confirmed session until it starts", () => {
    expect(rescheduleBlock({ booking: confirmed, by: "client", now: start - 1 })).toBeNull();
    expect(rescheduleBlock({ booking: confirmed, by: "client", now: start })).toBe(
      "NOT_RESCHEDULABLE",
    );
  });

  it("stops a side at zero attempts, whatever the other side has left", () => {
    expect(rescheduleBlock({ booking: confirmed, by: "provider", now: start - HOUR })).toBe(
      "RESCHEDULE_LIMIT_REACHED",
    );
    const none = { ...confirmed, remainingClientReschedule: 0 };
    expect(rescheduleBlock({ booking: none, by: "client", now: start - HOUR })).toBe(
      "RESCHEDULE_LIMIT_REACHED",
    );
  });

  it("lets a pending booking move without attempts, and spends none", () => {
    const pending = { ...confirmed, status: "pending" as const, remainingClientReschedule: 0 };
    expect(rescheduleBlock({ booking: pending, by: "client", now: start - HOUR })).toBeNull();
    expect(spendsAttempt(pending)).toBe(false);
    expect(spendsAttempt(confirmed)).toBe(true);
  });

  it("moves a completed session only when the booking allows it", () => {
    const completed = { ...confirmed, status: "completed" as const };
    expect(rescheduleBlock({ booking: completed, by: "client", now: start + 2 * HOUR })).toBe(
      "NOT_RESCHEDULABLE",
    );
    const allowed = { ...completed, allowRescheduleCompletedBooking: true };
    expect(rescheduleBlock({ booking: allowed, by: "client", now: start + 2 * HOUR })).toBeNull();
  });

  it("refuses cancelled, expired and unscheduled bookings", () => {
    for (const status of ["cancelled", "expired", "rejected"] as const) {
      expect(rescheduleBlock({ booking: { ...confirmed, status }, by: "client", now: 0 })).toBe(
        "NOT_RESCHEDULABLE",
      );
    }
    const later = { ...confirmed, startTime: null, endTime: null };
    expect(rescheduleBlock({ booking: later, by: "client", now: 0 })).toBe("NOT_RESCHEDULABLE");
  });
});
