import {
  CLIENT_RESCHEDULE_ATTEMPTS,
  HOLD_MINUTES,
  PROVIDER_HOLD_HOURS,
  PROVIDER_RESCHEDULE_ATTEMPTS,
} from "./schemas";

/** What a booking costs and who books it: the parts every new booking row shares. */
export type BookingRowInput = {
  clientId: string;
  providerId: string;
  therapyCategoryId: string;
  modality: string;
  note?: string;
  createdByProvider?: boolean;
  seriesId?: string;
  /** A waitlist offer's hold (features/waitlist): the time is kept this long instead. */
  holdMinutes?: number;
};
export type Quote = { amount: number; currency: string; isFree: boolean };
export type SlotTimes = { start: number; end: number };

/**
 * How long a pending booking keeps its time. A client paying right away needs minutes; a client
 * whose therapist booked for them needs time to read the email, but never past the session.
 */
export function holdUntil(slot: SlotTimes | null, createdByProvider: boolean, now: number): Date {
  if (!createdByProvider) return new Date(now + HOLD_MINUTES * 60_000);
  const hold = now + PROVIDER_HOLD_HOURS * 3_600_000;
  return new Date(slot ? Math.min(hold, slot.start) : hold);
}

/** The row of a new, pending booking: one builder for single sessions and each week of a series. */
export function bookingRow(
  input: BookingRowInput,
  quote: Quote,
  slot: SlotTimes | null,
  now: number,
) {
  const createdByProvider = input.createdByProvider ?? false;
  return {
    clientId: input.clientId,
    providerId: input.providerId,
    categoryId: input.therapyCategoryId,
    modality: input.modality,
    startTime: slot ? new Date(slot.start) : null,
    endTime: slot ? new Date(slot.end) : null,
    holdExpiresAt: input.holdMinutes
      ? new Date(now + input.holdMinutes * 60_000)
      : holdUntil(slot, createdByProvider, now),
    amount: quote.isFree ? 0 : quote.amount,
    currency: quote.currency,
    isFree: quote.isFree,
    note: input.note || null,
    createdByProvider,
    seriesId: input.seriesId ?? null,
    waitlistHold: Boolean(input.holdMinutes),
    remainingClientReschedule: CLIENT_RESCHEDULE_ATTEMPTS,
    remainingProviderReschedule: PROVIDER_RESCHEDULE_ATTEMPTS,
  };
}
