import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { therapyCategories } from "@/db/schema/catalog";
import {
  providerCategoryFees,
  providerProfiles,
  providerTherapyCategories,
} from "@/db/schema/practice";
import type { Locale } from "@/lib/i18n/routing";
import { DomainError, fieldError } from "@/lib/server/errors";
import { feeOf, loadProvider, refreshListing, type Db } from "./profile-rows";

async function feeCurrency(db: Db, userId: string) {
  const row = await loadProvider(db, userId);
  if (!row) throw new DomainError("PROVIDER_NOT_FOUND");
  if (!row.country) throw new DomainError("COUNTRY_FIRST");
  return row.country.currencyCode;
}

/**
 * Free keeps the stored amount (spec section 4: unmarking free restores the previous value);
 * the fee sent with isFree is ignored unless nothing was stored before.
 */
export async function setGeneralFee(userId: string, input: { fee: number; isFree: boolean }) {
  const db = await getDb();
  const currencyCode = await feeCurrency(db, userId);
  const [current] = await db
    .select({ generalFee: providerProfiles.generalFee })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, userId));
  const amount = input.isFree ? (current?.generalFee ?? input.fee) : input.fee;
  await db.transaction(async (tx) => {
    await tx
      .update(providerProfiles)
      .set({ generalFee: amount, generalFeeIsFree: input.isFree, feeCurrency: currencyCode })
      .where(eq(providerProfiles.userId, userId));
    await refreshListing(tx, userId);
  });
  return {
    general: feeOf(amount, input.isFree),
    currencyCode,
  };
}

export async function setTherapyFee(
  userId: string,
  input: { categoryIdentifier: string; fee: number; isFree: boolean },
  locale: Locale,
) {
  const db = await getDb();
  const currencyCode = await feeCurrency(db, userId);
  const [offered] = await db
    .select({ names: therapyCategories.names })
    .from(providerTherapyCategories)
    .innerJoin(therapyCategories, eq(therapyCategories.id, providerTherapyCategories.categoryId))
    .where(
      and(
        eq(providerTherapyCategories.providerId, userId),
        eq(providerTherapyCategories.categoryId, input.categoryIdentifier),
      ),
    );
  if (!offered) throw fieldError("categoryIdentifier", "categoryNotOffered");
  const [current] = await db
    .select({ fee: providerCategoryFees.fee })
    .from(providerCategoryFees)
    .where(
      and(
        eq(providerCategoryFees.providerId, userId),
        eq(providerCategoryFees.categoryId, input.categoryIdentifier),
      ),
    );
  const amount = input.isFree ? (current?.fee ?? input.fee) : input.fee;
  await db
    .insert(providerCategoryFees)
    .values({
      providerId: userId,
      categoryId: input.categoryIdentifier,
      fee: amount,
      isFree: input.isFree,
      currencyCode,
    })
    .onConflictDoUpdate({
      target: [providerCategoryFees.providerId, providerCategoryFees.categoryId],
      set: { fee: amount, isFree: input.isFree, currencyCode, updatedAt: new Date() },
    });
  return {
    therapy: {
      categoryIdentifier: input.categoryIdentifier,
      name: offered.names[locale],
      ...feeOf(amount, input.isFree),
    },
    currencyCode,
  };
}
