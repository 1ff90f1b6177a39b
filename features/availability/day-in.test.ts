import { expect, it } from "vitest";
import { dayIn } from "./time-zone";

it("gives the day an instant falls on where the person is", () => {
  const newYorkEvening = new Date("2026-11-27T23:30:00Z"); // 18:30 in New York
  expect(dayIn("America/New_York", newYorkEvening)).toBe("2026-11-27");
  expect(dayIn("Europe/Berlin", newYorkEvening)).toBe("2026-11-28");
  expect(dayIn("UTC", newYorkEvening)).toBe("2026-11-27");
  const lagosJustAfterMidnight = new Date("2026-12-31T23:15:00Z");
  expect(dayIn("Africa/Lagos", lagosJustAfterMidnight)).toBe("2027-01-01");
});
