import "server-only";
import { logError } from "@/lib/server/log";

/** A booking (or a series, paid together) just confirmed: its rows, the first first. */
export type ConfirmedBooking = { id: string; providerId: string; clientId: string };
type Listener = (confirmed: ConfirmedBooking[], now: Date) => Promise<void>;

const listeners: Listener[] = [];

/**
 * What other features do once a booking is confirmed (care sends a new client's intake forms,
 * issue 70). Registered in the composition root, app/api/app.ts, so booking imports none of them.
 */
export function onBookingConfirmed(listener: Listener) {
  listeners.push(listener);
}

/** Runs each listener after the confirmation has committed; a failure is logged, the booking stands. */
export async function bookingConfirmed(confirmed: ConfirmedBooking[], now: Date) {
  if (!confirmed.length) return;
  for (const listener of listeners)
    await listener(confirmed, now).catch((error: unknown) =>
      logError("[booking] a confirmation listener failed:", error),
    );
}
