import type { Booking } from "@/features/booking";
import { mockBooking, mockSeries, saveBookingState } from "@/tests/msw/fixtures/booking";
import { providerCards } from "@/tests/msw/fixtures/directory";
import { demoTherapist } from "@/tests/msw/fixtures/practice";

/**
 * The only booking in the mocks: the mocked client's video session with Amaka Obi in her first
 * category, as booked, with `changes` (a status, a cancellation).
 */
export function mockSessionWithAmaka(changes: Partial<Booking> = {}) {
  const card = providerCards("en").find((p) => p.identifier === demoTherapist.identifier)!;
  saveBookingState({});
  const booking = {
    ...mockBooking({
      providerId: card.identifier,
      therapyCategoryId: card.categories[0]!.identifier,
      modality: "video",
    })!,
    ...changes,
  };
  saveBookingState({ [booking.identifier]: booking });
  return booking;
}

/**
 * The only bookings in the mocks: three weekly video sessions with Amaka Obi from 7 December 2026
 * (NGN 20,000 each), waiting for payment, with `changes` on each.
 */
export function mockSeriesOfThreeWithAmaka(changes: Partial<Booking> = {}) {
  const card = providerCards("en").find((p) => p.identifier === demoTherapist.identifier)!;
  saveBookingState({});
  const series = mockSeries({
    providerId: card.identifier,
    therapyCategoryId: card.categories[0]!.identifier,
    modality: "video",
    timeslotIdentifier: "20261207T0900Z_60",
    weeks: 3,
  })!.map((b) => ({ ...b, ...changes }));
  saveBookingState(Object.fromEntries(series.map((b) => [b.identifier, b])));
  return series;
}
