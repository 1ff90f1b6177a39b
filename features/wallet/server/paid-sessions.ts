import "server-only";
import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { bookings } from "@/db/schema/booking";
import { fullName } from "@/features/accounts/server/service";
import { isId } from "@/lib/validation/common";
import type { TransactionSession } from "../schemas";
import { BOOKING_CHARGE_PREFIX, BOOKING_REFUND_PREFIX } from "./booking-references";

/** The id in a ledger reference with `prefix` (bookingChargeReference, bookingRefundReference). */
const idAfter = (prefix: string, reference: string) => {
  const id = reference.startsWith(prefix) ? reference.slice(prefix.length) : "";
  return isId(id) ? id : undefined;
};

/** The client's own bookings matching `which`, with their therapist's name, earliest first. */
async function clientSessions(clientId: string, which: SQL | undefined) {
  const db = await getDb();
  const rows = await db
    .select({
      id: bookings.id,
      seriesId: bookings.seriesId,
      startTime: bookings.startTime,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.providerId))
    .where(and(eq(bookings.clientId, clientId), which))
    .orderBy(asc(bookings.startTime), asc(bookings.id));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    providerName: fullName({ firstName, lastName }),
  }));
}

/**
 * The sessions a charge or refund of the client's wallet was for, earliest first; none for any
 * other entry. Only the client's own bookings are read, whatever the reference says.
 */
export async function sessionsPaidBy(
  clientId: string,
  reference: string,
): Promise<TransactionSession[]> {
  const charged = idAfter(BOOKING_CHARGE_PREFIX, reference);
  const refunded = idAfter(BOOKING_REFUND_PREFIX, reference);
  if (!charged && !refunded) return [];
  const rows = await clientSessions(
    clientId,
    charged
      ? or(eq(bookings.id, charged), eq(bookings.seriesId, charged))
      : eq(bookings.id, refunded!),
  );
  return rows.map((row) => ({
    bookingIdentifier: row.id,
    providerName: row.providerName,
    startTime: row.startTime?.toISOString() ?? null,
  }));
}

/**
 * For a page of the client's ledger: the therapist each session charge or refund was with, by
 * reference, in one query over the client's own bookings. Other entries are absent.
 */
export async function therapistsPaidBy(
  clientId: string,
  references: string[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const reference of references) {
    const id =
      idAfter(BOOKING_CHARGE_PREFIX, reference) ?? idAfter(BOOKING_REFUND_PREFIX, reference);
    if (id) ids.set(reference, id);
  }
  const named = new Map<string, string>();
  if (ids.size === 0) return named;
  const wanted = [...new Set(ids.values())];
  const rows = await clientSessions(
    clientId,
    or(inArray(bookings.id, wanted), inArray(bookings.seriesId, wanted)),
  );
  const byId = new Map<string, string>();
  for (const row of rows) {
    byId.set(row.id, row.providerName);
    if (row.seriesId) byId.set(row.seriesId, row.providerName);
  }
  for (const [reference, id] of ids) {
    const name = byId.get(id);
    if (name) named.set(reference, name);
  }
  return named;
}
