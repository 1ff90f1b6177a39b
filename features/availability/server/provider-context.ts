import "server-only";
import { and, asc, eq, gte, isNull, lte, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyId, prepared } from "@/db/prepared";
import { users } from "@/db/schema/accounts";
import { availabilityDates, availabilityWeekdays } from "@/db/schema/availability";
import { providerProfiles, providerTherapyCategories } from "@/db/schema/practice";
import { DomainError } from "@/lib/server/errors";
import type { CalendarSetupType } from "../schemas";

/** What decides a provider's slots: their zone, how they set up their calendar, their categories. */
export type ProviderContext = {
  providerId: string;
  timezone: string;
  calendarSetupType: CalendarSetupType;
  minimumNoticeMinutes: number;
  categoryIds: string[];
};

const contextRows = prepared((db) =>
  db
    .select({
      providerId: providerProfiles.userId,
      timezone: users.timezone,
      calendarSetupType: providerProfiles.calendarSetupType,
      minimumNoticeMinutes: providerProfiles.minimumNoticeMinutes,
    })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(
      and(anyId(providerProfiles.userId, "ids"), eq(users.isActive, true), isNull(users.deletedAt)),
    )
    .prepare("provider_contexts"),
);

const categoryRows = prepared((db) =>
  db
    .select({
      providerId: providerTherapyCategories.providerId,
      id: providerTherapyCategories.categoryId,
    })
    .from(providerTherapyCategories)
    .where(anyId(providerTherapyCategories.providerId, "ids"))
    .prepare("provider_context_categories"),
);

/** The contexts of active providers, in two queries for any number of them. */
export async function providerContexts(providerIds: string[]): Promise<ProviderContext[]> {
  if (!providerIds.length) return [];
  const [rows, categories] = await Promise.all([
    (await contextRows()).execute({ ids: providerIds }),
    (await categoryRows()).execute({ ids: providerIds }),
  ]);
  return rows.map((row) => ({
    ...row,
    categoryIds: categories.filter((c) => c.providerId === row.providerId).map((c) => c.id),
  }));
}

/** One provider's context: a batch of one. */
export async function providerContext(providerId: string): Promise<ProviderContext | null> {
  return (await providerContexts([providerId]))[0] ?? null;
}

/** The context of a provider who must exist (their own pages, their public slots). */
export async function requireContext(providerId: string): Promise<ProviderContext> {
  const context = await providerContext(providerId);
  if (!context) throw new DomainError("PROVIDER_NOT_FOUND");
  return context;
}

/** The category a provider edits: null is the general scope; a category must be one they offer. */
export function editScope(context: ProviderContext, category: string | null | undefined) {
  if (!category) return null;
  if (!context.categoryIds.includes(category)) throw new DomainError("CATEGORY_NOT_OFFERED");
  return category;
}

export const scopeIs = (
  column: typeof availabilityWeekdays.categoryId | typeof availabilityDates.categoryId,
  category: string | null,
): SQL => (category ? eq(column, category) : isNull(column));

/** One provider's weekly rows of one scope (null: the general calendar). */
export async function weekdayRows(providerId: string, scope: string | null) {
  const db = await getDb();
  return db
    .select()
    .from(availabilityWeekdays)
    .where(
      and(
        eq(availabilityWeekdays.providerId, providerId),
        scopeIs(availabilityWeekdays.categoryId, scope),
      ),
    );
}

/** One provider's specific dates of one scope between two dates of their calendar, in order. */
export async function dateRows(providerId: string, scope: string | null, from: string, to: string) {
  const db = await getDb();
  return db
    .select()
    .from(availabilityDates)
    .where(
      and(
        eq(availabilityDates.providerId, providerId),
        scopeIs(availabilityDates.categoryId, scope),
        gte(availabilityDates.date, from),
        lte(availabilityDates.date, to),
      ),
    )
    .orderBy(asc(availabilityDates.date));
}
