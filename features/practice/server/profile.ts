import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { concerns, preferenceOptions, therapyCategories } from "@/db/schema/catalog";
import {
  providerCategoryFees,
  providerConcerns,
  providerLanguages,
  providerModalities,
  providerProfiles,
  providerTherapyCategories,
} from "@/db/schema/practice";
import { countries, states } from "@/db/schema/region";
import { updatePerson } from "@/features/accounts/server/service";
import { verificationOf } from "@/features/credentials/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import { DomainError, fieldError } from "@/lib/server/errors";
import type { LocationInfoInput, ProfileInfoInput, ProviderProfile } from "../schemas";
import {
  feeOf,
  links,
  loadProvider,
  missingOf,
  photoPath,
  refreshListing,
  type Db,
  type Tx,
} from "./profile-rows";
import { IN_PERSON } from "../completeness";

/**
 * A therapist's rating (average stars, or null with no review shown yet). The reviews feature
 * answers it through app/api/app.ts, so practice never imports reviews (which reads bookings,
 * which read practice).
 */
let ratingSource: (providerId: string) => Promise<number | null> = async () => null;
export const setRatingSource = (source: typeof ratingSource) => {
  ratingSource = source;
};

/**
 * The onboarding steps beside the listing (issue 74): open time, from the availability feature,
 * and a payout account, from earnings. Both answer through app/api/app.ts, since availability
 * reads practice.
 */
type SetupSource = (providerId: string, now: Date) => Promise<ProviderProfile["setup"]>;
let setupSource: SetupSource = async () => ({ availability: false, payoutAccount: false });
export const setSetupSource = (source: SetupSource) => {
  setupSource = source;
};

/** The therapist's own profile, with what it lacks before it is listed. A read: it writes nothing. */
export async function getProfile(
  userId: string,
  locale: Locale,
  now = new Date(),
): Promise<ProviderProfile> {
  const db = await getDb();
  const row = await loadProvider(db, userId);
  if (!row) throw new DomainError("PROVIDER_NOT_FOUND");
  const { user, profile, country } = row;
  const [linked, therapyFees, rating, verification, setup] = await Promise.all([
    links(db, userId),
    db
      .select({ fee: providerCategoryFees, names: therapyCategories.names })
      .from(providerCategoryFees)
      .innerJoin(therapyCategories, eq(therapyCategories.id, providerCategoryFees.categoryId))
      .where(eq(providerCategoryFees.providerId, userId))
      .orderBy(asc(therapyCategories.sortOrder)),
    ratingSource(userId),
    verificationOf(userId),
    setupSource(userId, now),
  ]);
  // Listed once the profile is complete and a reviewer approved the credentials (decision 0213).
  const approved =
    verification.approvedAt !== null &&
    (!verification.expiresAt || new Date(verification.expiresAt) > now);
  const missing = [...missingOf(row, linked), ...(approved ? [] : ["credentials"])];
  return {
    profileInfo: {
      identifier: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      photo: photoPath(user.id, profile.photoKey),
      headline: profile.headline,
      country: country ? { identifier: country.id, code: country.code, name: country.name } : null,
    },
    bookingFee: {
      general:
        profile.generalFee === null ? null : feeOf(profile.generalFee, profile.generalFeeIsFree),
      therapy: therapyFees.map(({ fee, names }) => ({
        categoryIdentifier: fee.categoryId,
        name: names[locale],
        ...feeOf(fee.fee, fee.isFree),
      })),
      currencyCode: profile.feeCurrency ?? country?.currencyCode ?? null,
    },
    countryIdentifier: user.countryId,
    stateIdentifier: profile.stateId,
    zipCode: profile.zipCode,
    dob: profile.dob,
    religionIdentifier: profile.religionId,
    ethnicityIdentifier: profile.ethnicityId,
    gender: profile.gender,
    timezone: user.timezone,
    email: user.email,
    phoneNumber: user.phoneNumber,
    title: profile.title,
    userName: profile.userName,
    disciplineIdentifier: profile.disciplineId,
    officeAddress: profile.officeAddress,
    bio: profile.bio,
    rating,
    therapy: linked.therapy,
    modality: linked.modality,
    specialities: linked.specialities,
    language: linked.language,
    isListed: missing.length === 0,
    missing,
    verification,
    setup,
  };
}

// --- edits ----------------------------------------------------------------------------------

async function checkCountryAndState(db: Db | Tx, countryId: string, stateId: string) {
  const [country] = await db.select().from(countries).where(eq(countries.id, countryId));
  if (!country || !country.isOperating) throw fieldError("countryIdentifier", "countryRequired");
  const [state] = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.id, stateId), eq(states.countryId, countryId)));
  if (!state) throw fieldError("stateIdentifier", "stateNotInCountry");
  return country;
}

async function checkOptions(db: Db | Tx, kind: string, ids: string[], field: string) {
  if (!ids.length) return;
  const found = await db
    .select({ id: preferenceOptions.id })
    .from(preferenceOptions)
    .where(and(eq(preferenceOptions.kind, kind), inArray(preferenceOptions.id, ids)));
  if (found.length !== new Set(ids).size) throw fieldError(field, "optionInvalid");
}

/** Whether the chosen modalities include seeing clients at the office. */
async function includesInPerson(db: Db | Tx, modalityIds: string[]) {
  const [found] = await db
    .select({ id: preferenceOptions.id })
    .from(preferenceOptions)
    .where(
      and(
        eq(preferenceOptions.kind, "modality"),
        eq(preferenceOptions.slug, IN_PERSON),
        inArray(preferenceOptions.id, modalityIds),
      ),
    );
  return Boolean(found);
}

/** A new country with another currency voids the fees: they were amounts in the old currency. */
async function moveCountry(
  tx: Tx,
  userId: string,
  currentCountryId: string | null,
  country: typeof countries.$inferSelect,
) {
  if (currentCountryId === country.id) return;
  await updatePerson(tx, userId, { countryId: country.id });
  const [profile] = await tx
    .select({ feeCurrency: providerProfiles.feeCurrency })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, userId));
  if (profile?.feeCurrency && profile.feeCurrency !== country.currencyCode) {
    await tx
      .update(providerProfiles)
      .set({ generalFee: null, generalFeeIsFree: false, feeCurrency: null })
      .where(eq(providerProfiles.userId, userId));
    await tx.delete(providerCategoryFees).where(eq(providerCategoryFees.providerId, userId));
  }
}

export async function updateProfileInfo(userId: string, input: ProfileInfoInput, locale: Locale) {
  const db = await getDb();
  const row = await loadProvider(db, userId);
  if (!row) throw new DomainError("PROVIDER_NOT_FOUND");
  const country = await checkCountryAndState(db, input.countryIdentifier, input.stateIdentifier);
  await checkOptions(db, "background", [input.ethnicityIdentifier], "ethnicityIdentifier");
  if (input.religionIdentifier)
    await checkOptions(db, "religion", [input.religionIdentifier], "religionIdentifier");
  if (input.disciplineIdentifier)
    await checkOptions(db, "discipline", [input.disciplineIdentifier], "disciplineIdentifier");
  await checkOptions(db, "language", input.language, "language");
  const [gender] = await db
    .select({ id: preferenceOptions.id })
    .from(preferenceOptions)
    .where(and(eq(preferenceOptions.kind, "gender"), eq(preferenceOptions.slug, input.gender)));
  if (!gender) throw fieldError("gender", "genderRequired");
  // Absent (a form that does not show them) keeps them; empty clears them (decision 0408).
  const extended = {
    ...(input.userName !== undefined && { userName: input.userName?.trim() || null }),
    ...(input.disciplineIdentifier !== undefined && {
      disciplineId: input.disciplineIdentifier || null,
    }),
  };
  await db
    .transaction(async (tx) => {
      await moveCountry(tx, userId, row.user.countryId, country);
      await updatePerson(tx, userId, { firstName: input.firstName, lastName: input.lastName });
      await tx
        .update(providerProfiles)
        .set({
          title: input.title,
          headline: input.headline,
          bio: input.bio,
          gender: input.gender,
          ethnicityId: input.ethnicityIdentifier,
          religionId: input.religionIdentifier || null,
          dob: input.dob || null,
          zipCode: input.zipCode || null,
          stateId: input.stateIdentifier,
          ...extended,
          // Absent keeps the saved address (the location form sets it too); empty is refused.
          ...(input.officeAddress && { officeAddress: input.officeAddress }),
        })
        .where(eq(providerProfiles.userId, userId));
      await replaceLinks(
        tx,
        providerLanguages,
        [...new Set(input.language)].map((optionId) => ({ providerId: userId, optionId })),
        userId,
      );
      await refreshListing(tx, userId);
    })
    .catch((error: unknown) => {
      if (isConstraintViolation(error, "provider_profiles_user_name_key", SQLSTATE.uniqueViolation))
        throw fieldError("userName", "userNameTaken");
      throw error;
    });
  return getProfile(userId, locale);
}

async function replaceLinks<T extends { providerId: unknown }>(
  tx: Tx,
  table:
    | typeof providerTherapyCategories
    | typeof providerModalities
    | typeof providerConcerns
    | typeof providerLanguages,
  rows: T[],
  userId: string,
) {
  await tx.delete(table).where(eq(table.providerId, userId));
  if (rows.length) await tx.insert(table).values(rows as never);
}

export async function updateLocationInfo(userId: string, input: LocationInfoInput, locale: Locale) {
  const db = await getDb();
  const row = await loadProvider(db, userId);
  if (!row) throw new DomainError("PROVIDER_NOT_FOUND");
  const country = await checkCountryAndState(db, input.countryIdentifier, input.stateIdentifier);
  await checkOptions(db, "modality", input.modality, "modality");
  if (!input.officeAddress && (await includesInPerson(db, input.modality)))
    throw fieldError("officeAddress", "officeAddressInPerson");
  const therapy = [...new Set(input.therapy)];
  const specialities = [...new Set(input.specialities)];
  const [foundCategories, foundConcerns] = await Promise.all([
    db
      .select({ id: therapyCategories.id })
      .from(therapyCategories)
      .where(inArray(therapyCategories.id, therapy)),
    db.select({ id: concerns.id }).from(concerns).where(inArray(concerns.id, specialities)),
  ]);
  if (foundCategories.length !== therapy.length) throw fieldError("therapy", "optionInvalid");
  if (foundConcerns.length !== specialities.length)
    throw fieldError("specialities", "optionInvalid");
  await db.transaction(async (tx) => {
    await moveCountry(tx, userId, row.user.countryId, country);
    await tx
      .update(providerProfiles)
      .set({
        title: input.title,
        officeAddress: input.officeAddress || null,
        stateId: input.stateIdentifier,
      })
      .where(eq(providerProfiles.userId, userId));
    await replaceLinks(
      tx,
      providerTherapyCategories,
      therapy.map((categoryId) => ({ providerId: userId, categoryId })),
      userId,
    );
    await replaceLinks(
      tx,
      providerModalities,
      [...new Set(input.modality)].map((optionId) => ({ providerId: userId, optionId })),
      userId,
    );
    await replaceLinks(
      tx,
      providerConcerns,
      specialities.map((concernId) => ({ providerId: userId, concernId })),
      userId,
    );
    // A fee for a category no longer offered would never be charged.
    const kept = await tx
      .select({ categoryId: providerCategoryFees.categoryId })
      .from(providerCategoryFees)
      .where(eq(providerCategoryFees.providerId, userId));
    const dropped = kept.map((k) => k.categoryId).filter((id) => !therapy.includes(id));
    if (dropped.length)
      await tx
        .delete(providerCategoryFees)
        .where(
          and(
            eq(providerCategoryFees.providerId, userId),
            inArray(providerCategoryFees.categoryId, dropped),
          ),
        );
    await refreshListing(tx, userId);
  });
  return getProfile(userId, locale);
}
