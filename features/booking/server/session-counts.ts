import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";

/**
 * A client's therapists with the count of their confirmed or completed sessions together, for
 * measures sent before the first session and every N sessions (issue 70).
 */
export async function sessionCountsOfClient(clientId: string) {
  const db = await getDb();
  const rows = await db
    .select({ providerId: bookings.providerId, sessions: count() })
    .from(bookings)
    .where(
      and(eq(bookings.clientId, clientId), inArray(bookings.status, ["confirmed", "completed"])),
    )
    .groupBy(bookings.providerId);
  return rows.map((r) => ({ providerId: r.providerId, sessions: Number(r.sessions) }));
}
