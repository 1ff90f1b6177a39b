import "server-only";
import { and, eq, gte } from "drizzle-orm";
import { getDb } from "@/db/client";
import { availabilityDates, availabilityWeekdays } from "@/db/schema/availability";

/**
 * Whether a therapist has any time open to book: a weekday of their weekly template, or a date
 * from today on (UTC's today: a day early at worst). Their onboarding checklist asks (issue 74).
 */
export async function hasOpenTime(providerId: string, now: Date) {
  const db = await getDb();
  const today = now.toISOString().slice(0, 10);
  const [weekly, dated] = await Promise.all([
    db
      .select({ id: availabilityWeekdays.id })
      .from(availabilityWeekdays)
      .where(
        and(
          eq(availabilityWeekdays.providerId, providerId),
          eq(availabilityWeekdays.isAvailable, true),
        ),
      )
      .limit(1),
    db
      .select({ id: availabilityDates.id })
      .from(availabilityDates)
      .where(
        and(
          eq(availabilityDates.providerId, providerId),
          eq(availabilityDates.isAvailable, true),
          gte(availabilityDates.date, today),
        ),
      )
      .limit(1),
  ]);
  return weekly.length + dated.length > 0;
}
