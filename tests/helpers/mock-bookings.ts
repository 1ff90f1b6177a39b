import type { Booking } from "@/features/booking";
import { mockBooking, saveBookingState } from "@/tests/msw/fixtures/booking";
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
