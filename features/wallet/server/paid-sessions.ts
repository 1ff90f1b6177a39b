import "server-only";
import { and, asc, eq, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { bookings } from "@/db/schema/booking";
import type { TransactionSession } from "../schemas";

/**
 * The ledger references the booking feature writes: a charge is `booking:{id}`, or for a weekly
 * series paid together `booking:{seriesId}`; a refund is `refund:booking:{id}` (one session).
 */
const CHARGE = /^booking:([0-9a-f-]{36})$/;
const REFUND = /^refund:booking:([0-9a-f-]{36})$/;

/**
 * The sessions a charge or refund of the client's wallet was for, earliest first; none for any
 * other entry. Only the client's own bookings are read, whatever the reference says.
 */
export async function sessionsPaidBy(
  clientId: string,
  reference: string,
): Promise<TransactionSession[]> {
  const charged = CHARGE.exec(reference)?.[1];
  const refunded = REFUND.exec(reference)?.[1];
  if (!charged && !refunded) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: bookings.id,
      startTime: bookings.startTime,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.providerId))
    .where(
      and(
        eq(bookings.clientId, clientId),
        charged
          ? or(eq(bookings.id, charged), eq(bookings.seriesId, charged))
          : eq(bookings.id, refunded!),
      ),
    )
    .orderBy(asc(bookings.startTime), asc(bookings.id));
  return rows.map((row) => ({
    bookingIdentifier: row.id,
    providerName: `${row.firstName} ${row.lastName}`.trim(),
    startTime: row.startTime?.toISOString() ?? null,
  }));
}
