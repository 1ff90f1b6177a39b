import { describe, expect, it } from "vitest";
import { bookingRow, holdUntil } from "./booking-row";
import { HOLD_MINUTES, PROVIDER_HOLD_HOURS } from "./schemas";

const now = Date.UTC(2026, 10, 22, 12);
const input = {
  clientId: "c",
  providerId: "p",
  therapyCategoryId: "t",
  modality: "video",
  note: "",
};
const quote = { amount: 15_000, currency: "NGN", isFree: false };

describe("a new booking's row", () => {
  it("holds a client's booking for the payment minutes", () => {
    expect(holdUntil(null, false, now).getTime()).toBe(now + HOLD_MINUTES * 60_000);
  });

  it("holds a therapist's booking for hours, but never past the session's start", () => {
    expect(holdUntil(null, true, now).getTime()).toBe(now + PROVIDER_HOLD_HOURS * 3_600_000);
    const soon = { start: now + 3_600_000, end: now + 7_200_000 };
    expect(holdUntil(soon, true, now).getTime()).toBe(soon.start);
  });

  it("charges nothing for a free session and keeps no empty note", () => {
    const row = bookingRow(input, { ...quote, isFree: true }, null, now);
    expect(row).toMatchObject({ amount: 0, isFree: true, note: null, startTime: null });
  });

  it("carries the slot's instants and the series", () => {
    const slot = { start: now + 86_400_000, end: now + 90_000_000 };
    const row = bookingRow({ ...input, seriesId: "s" }, quote, slot, now);
    expect(row).toMatchObject({
      amount: 15_000,
      startTime: new Date(slot.start),
      endTime: new Date(slot.end),
      seriesId: "s",
      createdByProvider: false,
    });
  });
});
