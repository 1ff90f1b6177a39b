import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { imageSize } from "image-size";
import { getDb } from "@/db/client";
import {
  concerns,
  countries,
  preferenceOptions,
  providerCategoryFees,
  providerConcerns,
  providerLanguages,
  providerLicenseStates,
  providerModalities,
  providerProfiles,
  providerTherapyCategories,
  states,
  therapyCategories,
  users,
} from "@/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { ApiError } from "@/lib/server/errors";
import { translate } from "@/lib/server/locale";
import { getStorage } from "@/lib/server/storage";
import { missingForListing } from "../completeness";
import {
  PHOTO_MAX_BYTES,
  PHOTO_MIN_SIDE,
  type Fee,
  type LicenseState,
  type LocationInfoInput,
  type Option,
  type ProfileInfoInput,
  type ProfileOptions,
  type ProviderProfile,
} from "../schemas";

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const fail = (status: 400 | 404, locale: Locale, key: string) =>
  new ApiError(status, translate(locale, "Api", key));
const fieldFail = (locale: Locale, field: string, key: string) =>
  new ApiError(400, translate(locale, "Api", "validationFailed"), {
    errors: { [field]: translate(locale, "Validation", key) },
  });

/** Where the API serves a provider's photo; `v` changes with every upload so caches refresh. */
export const photoPath = (providerId: string, key: string | null) =>
  key ? `/api/provider/${providerId}/photo?v=${key.split("/").pop()!.split(".")[0]}` : null;

async function loadProvider(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ user: users, profile: providerProfiles, country: countries })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(providerProfiles.userId, userId));
  return row;
}

async function links(db: Db | Tx, userId: string) {
  const [therapy, modality, specialities, language] = await Promise.all([
    db
      .select({ id: providerTherapyCategories.categoryId })
      .from(providerTherapyCategories)
      .where(eq(providerTherapyCategories.providerId, userId)),
    db
      .select({ id: providerModalities.optionId })
      .from(providerModalities)
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
    specialities: ids(specialities),
    language: ids(language),
  };
}

const feeOf = (fee: number, isFree: boolean): Fee => ({
  fee: isFree ? 0 : fee,
  isFree,
  regularFee: fee,
});

/** Recomputes isListed from the profile (see completeness.ts); returns what is missing. */
async function refreshListing(db: Db | Tx, userId: string) {
  const row = await loadProvider(db, userId);
  if (!row) return [];
  const linked = await links(db, userId);
  const missing = missingForListing({
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    title: row.profile.title,
    headline: row.profile.headline,
    bio: row.profile.bio,
    gender: row.profile.gender,
    ethnicityId: row.profile.ethnicityId,
    countryId: row.user.countryId,
    stateId: row.profile.stateId,
    officeAddress: row.profile.officeAddress,
    therapyCount: linked.therapy.length,
    modalityCount: linked.modality.length,
    specialityCount: linked.specialities.length,
    hasFee: row.profile.generalFeeIsFree || (row.profile.generalFee ?? 0) > 0,
  });
  const isListed = missing.length === 0;
  if (isListed !== row.profile.isListed)
    await db.update(providerProfiles).set({ isListed }).where(eq(providerProfiles.userId, userId));
  return missing;
}

export async function getProfile(userId: string, locale: Locale): Promise<ProviderProfile> {
  const db = await getDb();
  const row = await loadProvider(db, userId);
  if (!row) throw fail(404, locale, "providerNotFound");
  const { user, profile, country } = row;
  const [linked, therapyFees, missing] = await Promise.all([
    links(db, userId),
    db
      .select({ fee: providerCategoryFees, names: therapyCategories.names })
      .from(providerCategoryFees)
      .innerJoin(therapyCategories, eq(therapyCategories.id, providerCategoryFees.categoryId))
      .where(eq(providerCategoryFees.providerId, userId))
      .orderBy(asc(therapyCategories.sortOrder)),
    refreshListing(db, userId),
  ]);
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
    officeAddress: profile.officeAddress,
    bio: profile.bio,
    ...linked,
    isListed: missing.length === 0,
    missing,
  };
}

// --- option lists -------------------------------------------------------------------------------

const PREFERENCE_KINDS = {
  gender: "gender",
  ethnicity: "background",
  religion: "religion",
  modality: "modality",
  language: "language",
} as const;

export async function profileOptions(locale: Locale): Promise<ProfileOptions> {
  const db = await getDb();
  const [prefs, categories, concernRows] = await Promise.all([
    db
      .select()
      .from(preferenceOptions)
      .where(inArray(preferenceOptions.kind, Object.values(PREFERENCE_KINDS)))
      .orderBy(asc(preferenceOptions.sortOrder)),
    db.select().from(therapyCategories).orderBy(asc(therapyCategories.sortOrder)),
    db.select().from(concerns).orderBy(asc(concerns.sortOrder)),
  ]);
  const option = (r: { id: string; slug: string; names: { en: string; de: string } }): Option => ({
    identifier: r.id,
    slug: r.slug,
    name: r.names[locale],
  });
  const ofKind = (kind: string) => prefs.filter((p) => p.kind === kind).map(option);
  return {
    gender: ofKind(PREFERENCE_KINDS.gender),
    ethnicity: ofKind(PREFERENCE_KINDS.ethnicity),
    religion: ofKind(PREFERENCE_KINDS.religion),
    modality: ofKind(PREFERENCE_KINDS.modality),
    language: ofKind(PREFERENCE_KINDS.language),
    therapy: categories.map(option),
    specialities: concernRows.map(option),
  };
}

// --- profile and location -----------------------------------------------------------------------

async function checkCountryAndState(
  db: Db | Tx,
  countryId: string,
  stateId: string,
  locale: Locale,
) {
  const [country] = await db.select().from(countries).where(eq(countries.id, countryId));
  if (!country || !country.isOperating)
    throw fieldFail(locale, "countryIdentifier", "countryRequired");
  const [state] = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.id, stateId), eq(states.countryId, countryId)));
  if (!state) throw fieldFail(locale, "stateIdentifier", "stateNotInCountry");
  return country;
}

async function checkOptions(
  db: Db | Tx,
  kind: string,
  ids: string[],
  field: string,
  locale: Locale,
) {
  if (!ids.length) return;
  const found = await db
    .select({ id: preferenceOptions.id })
    .from(preferenceOptions)
    .where(and(eq(preferenceOptions.kind, kind), inArray(preferenceOptions.id, ids)));
  if (found.length !== new Set(ids).size) throw fieldFail(locale, field, "optionInvalid");
}

/** A new country with another currency voids the fees: they were amounts in the old currency. */
async function moveCountry(
  tx: Tx,
  userId: string,
  currentCountryId: string | null,
  country: typeof countries.$inferSelect,
) {
  if (currentCountryId === country.id) return;
  await tx
    .update(users)
    .set({ countryId: country.id, updatedAt: new Date() })
    .where(eq(users.id, userId));
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
  if (!row) throw fail(404, locale, "providerNotFound");
  const country = await checkCountryAndState(
    db,
    input.countryIdentifier,
    input.stateIdentifier,
    locale,
  );
  await checkOptions(db, "background", [input.ethnicityIdentifier], "ethnicityIdentifier", locale);
  if (input.religionIdentifier)
    await checkOptions(db, "religion", [input.religionIdentifier], "religionIdentifier", locale);
  await checkOptions(db, "language", input.language, "language", locale);
  const [gender] = await db
    .select({ id: preferenceOptions.id })
    .from(preferenceOptions)
    .where(and(eq(preferenceOptions.kind, "gender"), eq(preferenceOptions.slug, input.gender)));
  if (!gender) throw fieldFail(locale, "gender", "genderRequired");
  await db.transaction(async (tx) => {
    await moveCountry(tx, userId, row.user.countryId, country);
    await tx
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
      .where(eq(users.id, userId));
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
      })
      .where(eq(providerProfiles.userId, userId));
    await replaceLinks(
      tx,
      providerLanguages,
      [...new Set(input.language)].map((optionId) => ({ providerId: userId, optionId })),
      userId,
    );
    await refreshListing(tx, userId);
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
  if (!row) throw fail(404, locale, "providerNotFound");
  const country = await checkCountryAndState(
    db,
    input.countryIdentifier,
    input.stateIdentifier,
    locale,
  );
  await checkOptions(db, "modality", input.modality, "modality", locale);
  const therapy = [...new Set(input.therapy)];
  const specialities = [...new Set(input.specialities)];
  const [foundCategories, foundConcerns] = await Promise.all([
    db
      .select({ id: therapyCategories.id })
      .from(therapyCategories)
      .where(inArray(therapyCategories.id, therapy)),
    db.select({ id: concerns.id }).from(concerns).where(inArray(concerns.id, specialities)),
  ]);
  if (foundCategories.length !== therapy.length)
    throw fieldFail(locale, "therapy", "optionInvalid");
  if (foundConcerns.length !== specialities.length)
    throw fieldFail(locale, "specialities", "optionInvalid");
  await db.transaction(async (tx) => {
    await moveCountry(tx, userId, row.user.countryId, country);
    await tx
      .update(providerProfiles)
      .set({
        title: input.title,
        officeAddress: input.officeAddress,
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

// --- licence states -----------------------------------------------------------------------------

export async function licenseStates(userId: string): Promise<LicenseState[]> {
  const db = await getDb();
  return db
    .select({
      identifier: states.id,
      code: states.code,
      name: states.name,
      countryCode: countries.code,
    })
    .from(providerLicenseStates)
    .innerJoin(states, eq(states.id, providerLicenseStates.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(providerLicenseStates.providerId, userId))
    .orderBy(asc(countries.code), asc(states.name))
    .then((rows) => rows.map((r) => ({ ...r, countryCode: r.countryCode.trim() })));
}

export async function setLicenseStates(userId: string, stateIds: string[], locale: Locale) {
  const db = await getDb();
  const wanted = [...new Set(stateIds)];
  if (wanted.length) {
    const found = await db.select({ id: states.id }).from(states).where(inArray(states.id, wanted));
    if (found.length !== wanted.length)
      throw fieldFail(locale, "stateIdentifiers", "stateRequired");
  }
  await db.transaction(async (tx) => {
    await tx.delete(providerLicenseStates).where(eq(providerLicenseStates.providerId, userId));
    if (wanted.length)
      await tx
        .insert(providerLicenseStates)
        .values(wanted.map((stateId) => ({ providerId: userId, stateId })));
  });
  return licenseStates(userId);
}

// --- fees ---------------------------------------------------------------------------------------

async function feeCurrency(db: Db, userId: string, locale: Locale) {
  const row = await loadProvider(db, userId);
  if (!row) throw fail(404, locale, "providerNotFound");
  if (!row.country) throw fail(400, locale, "countryFirst");
  return row.country.currencyCode;
}

/**
 * Free keeps the stored amount (spec section 4: unmarking free restores the previous value);
 * the fee sent with isFree is ignored unless nothing was stored before.
 */
export async function setGeneralFee(
  userId: string,
  input: { fee: number; isFree: boolean },
  locale: Locale,
) {
  const db = await getDb();
  const currencyCode = await feeCurrency(db, userId, locale);
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
    message: translate(locale, "Api", "feeSaved"),
  };
}

export async function setTherapyFee(
  userId: string,
  input: { categoryIdentifier: string; fee: number; isFree: boolean },
  locale: Locale,
) {
  const db = await getDb();
  const currencyCode = await feeCurrency(db, userId, locale);
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
  if (!offered) throw fieldFail(locale, "categoryIdentifier", "categoryNotOffered");
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
    message: translate(locale, "Api", "feeSaved"),
  };
}

// --- photo --------------------------------------------------------------------------------------

const IMAGE_TYPES: Record<string, string> = { jpg: "jpg", png: "png", webp: "webp" };

/** Spec section 5 on the server: an image by its content, at most 10 MB, at least 200x200. */
export function inspectPhoto(
  bytes: Uint8Array,
): { ok: true; ext: string } | { ok: false; key: string } {
  if (bytes.byteLength > PHOTO_MAX_BYTES) return { ok: false, key: "photoTooLarge" };
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, key: "photoInvalid" };
  }
  const ext = size.type ? IMAGE_TYPES[size.type] : undefined;
  if (!ext || !size.width || !size.height) return { ok: false, key: "photoInvalid" };
  if (size.width < PHOTO_MIN_SIDE || size.height < PHOTO_MIN_SIDE)
    return { ok: false, key: "photoTooSmall" };
  return { ok: true, ext };
}

export async function savePhoto(userId: string, file: File, locale: Locale) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = inspectPhoto(bytes);
  if (!verdict.ok) throw fieldFail(locale, "photo", verdict.key);
  const db = await getDb();
  const row = await loadProvider(db, userId);
  if (!row) throw fail(404, locale, "providerNotFound");
  const key = `provider-photos/${userId}/${randomUUID()}.${verdict.ext}`;
  const storage = getStorage();
  await storage.put(key, bytes, `image/${verdict.ext === "jpg" ? "jpeg" : verdict.ext}`);
  await db
    .update(providerProfiles)
    .set({ photoKey: key })
    .where(eq(providerProfiles.userId, userId));
  if (row.profile.photoKey) await storage.delete(row.profile.photoKey).catch(() => undefined);
  return { photo: photoPath(userId, key)!, message: translate(locale, "Api", "photoSaved") };
}

/** A listed therapist's photo is public; otherwise only its owner sees it. */
export async function readPhoto(providerId: string, viewerId: string | undefined) {
  const db = await getDb();
  const [row] = await db
    .select({
      key: providerProfiles.photoKey,
      isListed: providerProfiles.isListed,
      isActive: users.isActive,
    })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(eq(providerProfiles.userId, providerId));
  if (!row?.key) return null;
  const isPublic = row.isListed && row.isActive;
  if (!isPublic && viewerId !== providerId) return null;
  const file = await getStorage().get(row.key);
  return file ? { ...file, isPublic } : null;
}

// --- for the booking feature ---------------------------------------------------------------------

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
