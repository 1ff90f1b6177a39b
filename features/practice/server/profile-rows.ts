import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import {
  providerConcerns,
  providerLanguages,
  providerModalities,
  providerProfiles,
  providerTherapyCategories,
} from "@/db/schema/practice";
import { preferenceOptions } from "@/db/schema/catalog";
import { countries } from "@/db/schema/region";
import { IN_PERSON, missingForListing } from "../completeness";
import type { Fee } from "../schemas";

// The rows of a therapist's practice as the profile, fees and photo modules read them.

export type Db = Awaited<ReturnType<typeof getDb>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Where the API serves a provider's photo; `v` changes with every upload so caches refresh. */
export const photoPath = (providerId: string, key: string | null) =>
  key ? `/api/provider/${providerId}/photo?v=${key.split("/").pop()!.split(".")[0]}` : null;

export async function loadProvider(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ user: users, profile: providerProfiles, country: countries })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(providerProfiles.userId, userId));
  return row;
}

export async function links(db: Db | Tx, userId: string) {
  const [therapy, modality, specialities, language] = await Promise.all([
    db
      .select({ id: providerTherapyCategories.categoryId })
      .from(providerTherapyCategories)
      .where(eq(providerTherapyCategories.providerId, userId)),
    db
      .select({ id: providerModalities.optionId, slug: preferenceOptions.slug })
      .from(providerModalities)
      .innerJoin(preferenceOptions, eq(preferenceOptions.id, providerModalities.optionId))
      .where(eq(providerModalities.providerId, userId)),
    db
      .select({ id: providerConcerns.concernId })
      .from(providerConcerns)
      .where(eq(providerConcerns.providerId, userId)),
    db
      .select({ id: providerLanguages.optionId })
      .from(providerLanguages)
      .innerJoin(preferenceOptions, eq(preferenceOptions.id, providerLanguages.optionId))
      .where(eq(providerLanguages.providerId, userId))
      .orderBy(asc(preferenceOptions.sortOrder)),
  ]);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  return {
    therapy: ids(therapy),
    modality: ids(modality),
    inPerson: modality.some((m) => m.slug === IN_PERSON),
    specialities: ids(specialities),
    language: ids(language),
  };
}

export const feeOf = (fee: number, isFree: boolean): Fee => ({
  fee: isFree ? 0 : fee,
  isFree,
  regularFee: fee,
});

type ProviderRow = NonNullable<Awaited<ReturnType<typeof loadProvider>>>;
type Links = Awaited<ReturnType<typeof links>>;

/** What a profile still lacks before it is listed (see completeness.ts). */
export const missingOf = ({ user, profile }: ProviderRow, linked: Links) =>
  missingForListing({
    firstName: user.firstName,
    lastName: user.lastName,
    title: profile.title,
    headline: profile.headline,
    bio: profile.bio,
    gender: profile.gender,
    ethnicityId: profile.ethnicityId,
    countryId: user.countryId,
    stateId: profile.stateId,
    officeAddress: profile.officeAddress,
    offersInPerson: linked.inPerson,
    therapyCount: linked.therapy.length,
    modalityCount: linked.modality.length,
    specialityCount: linked.specialities.length,
    hasFee: profile.generalFeeIsFree || (profile.generalFee ?? 0) > 0,
  });

/** Recomputes isListed after an edit, in the edit's transaction. Reads never write it. */
export async function refreshListing(db: Db | Tx, userId: string) {
  const row = await loadProvider(db, userId);
  if (!row) return;
  const isListed = missingOf(row, await links(db, userId)).length === 0;
  if (isListed !== row.profile.isListed)
    await db.update(providerProfiles).set({ isListed }).where(eq(providerProfiles.userId, userId));
}
