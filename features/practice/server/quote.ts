import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { preferenceOptions } from "@/db/schema/catalog";
import {
  providerCategoryFees,
  providerModalities,
  providerProfiles,
  providerTherapyCategories,
} from "@/db/schema/practice";

export type SessionQuote = {
  /** Minor units; 0 when free. */
  amount: number;
  currency: string;
  isFree: boolean;
  /** Slugs of the modalities the therapist offers (video, audio, in-person, chat). */
  modalities: string[];
  /** The therapist's IANA time zone, for "the same weekly time" of a series. */
  timezone: string;
};

/**
 * What one session of a category costs with a listed, active therapist: the category's own fee
 * when set, else the general fee. Null when the therapist cannot be booked for that category.
 */
export async function quoteSessionFee(
  providerId: string,
  categoryId: string,
): Promise<SessionQuote | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      profile: providerProfiles,
      timezone: users.timezone,
      categoryFee: providerCategoryFees,
    })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .innerJoin(
      providerTherapyCategories,
      and(
        eq(providerTherapyCategories.providerId, providerProfiles.userId),
        eq(providerTherapyCategories.categoryId, categoryId),
      ),
    )
    .leftJoin(
      providerCategoryFees,
      and(
        eq(providerCategoryFees.providerId, providerProfiles.userId),
        eq(providerCategoryFees.categoryId, categoryId),
      ),
    )
    .where(
      and(
        eq(providerProfiles.userId, providerId),
        eq(providerProfiles.isListed, true),
        eq(users.isActive, true),
      ),
    );
  if (!row) return null;
  const modalities = await db
    .select({ slug: preferenceOptions.slug })
    .from(providerModalities)
    .innerJoin(preferenceOptions, eq(preferenceOptions.id, providerModalities.optionId))
    .where(eq(providerModalities.providerId, providerId));
  const { profile, categoryFee } = row;
  const isFree = categoryFee ? categoryFee.isFree : profile.generalFeeIsFree;
  const amount = categoryFee ? categoryFee.fee : (profile.generalFee ?? 0);
  const currency = categoryFee?.currencyCode ?? profile.feeCurrency;
  if (!currency || (!isFree && amount <= 0)) return null;
  return {
    amount: isFree ? 0 : amount,
    currency,
    isFree,
    modalities: modalities.map((m) => m.slug),
    timezone: row.timezone,
  };
}
