import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import { namesOf } from "@/features/accounts/server/service";
import { type SessionQuote } from "@/features/practice/server/service";
import { joinedAt } from "@/features/client-import/server/service";
import { getWalletBalance } from "@/features/wallet/server/service";
import { DomainError } from "@/lib/server/errors";
import { sendBookedForYou } from "./emails";
import { NewBooking, createBooking } from "./create";

/**
 * Whether this person is the therapist's client to book for and keep notes on: they had a
 * confirmed or completed session, or accepted the therapist's invitation (decision 0405).
 * `sessions` counts the sessions alone, for what only a session earns (their emergency contact).
 */
export async function clientRelation(providerId: string, clientId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ sessions: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.clientId, clientId),
        inArray(bookings.status, ["confirmed", "completed"]),
      ),
    );
  const sessions = Number(row?.sessions ?? 0);
  if (!sessions && !(await joinedAt(providerId, clientId)))
    return { isClient: false, sessions, client: null };
  const person = (await namesOf([clientId])).get(clientId);
  return { isClient: true, sessions, client: person ? { identifier: clientId, ...person } : null };
}

/** A therapist books a session for one of their clients (clientRelation). */
export async function createAppointment(
  input: Omit<NewBooking, "createdByProvider" | "seriesId"> & { timeslotIdentifier: string },
) {
  const relation = await clientRelation(input.providerId, input.clientId);
  if (!relation.isClient) throw new DomainError("NOT_YOUR_CLIENT");
  // A client abroad (one who joined from another country, decision 0405) could never pay it.
  const payable = async (quote: SessionQuote) => {
    const { currency } = await getWalletBalance(input.clientId);
    if (!quote.isFree && currency !== quote.currency)
      throw new DomainError("CLIENT_CURRENCY_MISMATCH", {
        values: { wallet: currency, fee: quote.currency },
      });
  };
  const { row } = await createBooking({ ...input, createdByProvider: true }, new Date(), payable);
  await sendBookedForYou(row);
  return row;
}

// For other features' servers (reviews, participants, clients; issue 13): the one access check
// and the reads they need, from reads.ts.
/**
 * A session this therapist held or holds (confirmed or completed), for notes about it; null for
 * anyone else's booking or one that never took place.
 */
export async function heldSessionOf(providerId: string, bookingId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ clientId: bookings.clientId, startTime: bookings.startTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.providerId, providerId),
        inArray(bookings.status, ["confirmed", "completed"]),
      ),
    );
  return row ?? null;
}

/** When each of these sessions of the therapist starts (null while unscheduled), in one query. */
export async function sessionStartsOf(providerId: string, bookingIds: string[]) {
  const starts = new Map<string, Date | null>();
  if (bookingIds.length === 0) return starts;
  const db = await getDb();
  const rows = await db
    .select({ id: bookings.id, startTime: bookings.startTime })
    .from(bookings)
    .where(and(eq(bookings.providerId, providerId), inArray(bookings.id, bookingIds)));
  for (const row of rows) starts.set(row.id, row.startTime);
  return starts;
}
