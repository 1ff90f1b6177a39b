import "server-only";
import { asc, eq, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import { fullName, namesOf } from "@/features/accounts/server/service";
import { categoryNames } from "@/features/catalog/server/service";
import type { Locale } from "@/lib/i18n/routing";

/**
 * Every session the person booked or gave, oldest first, for their copy of their data (decision
 * 0507): what a client or therapist sees of it on its page, with the other person's name.
 */
export async function sessionsOf(userId: string, locale: Locale) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(bookings)
    .where(or(eq(bookings.clientId, userId), eq(bookings.providerId, userId)))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  const [names, categories] = await Promise.all([
    namesOf(rows.flatMap((b) => [b.clientId, b.providerId])),
    categoryNames([...new Set(rows.map((b) => b.categoryId))]),
  ]);
  return rows.map((b) => {
    const asClient = b.clientId === userId;
    const other = names.get(asClient ? b.providerId : b.clientId);
    return {
      identifier: b.id,
      role: asClient ? ("client" as const) : ("therapist" as const),
      with: other ? fullName(other) : null,
      therapy: categories.get(b.categoryId)?.[locale] ?? null,
      modality: b.modality,
      status: b.status,
      startTime: b.startTime?.toISOString() ?? null,
      endTime: b.endTime?.toISOString() ?? null,
      amount: b.amount,
      currency: b.currency,
      isFree: b.isFree,
      note: b.note,
      cancellationNote: b.cancellationNote,
      bookedAt: b.createdAt.toISOString(),
    };
  });
}
