import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyId, prepared } from "@/db/prepared";
import { users } from "@/db/schema/accounts";
import { concerns, therapyCategories } from "@/db/schema/catalog";
import {
  providerConcerns,
  providerProfiles,
  providerTherapyCategories,
} from "@/db/schema/practice";
import { countries, states } from "@/db/schema/region";
import { approvedCredentials } from "@/features/credentials/server/service";
import { nextFreeSlots } from "@/features/availability/server/service";
import { ratingsOf } from "@/features/reviews/server/service";
import { photoPath } from "@/features/practice/server/service";
import { countryName } from "@/lib/i18n/country-name";
import type { Locale } from "@/lib/i18n/routing";
import { type ProviderCard } from "../schemas";

/** Listed: a complete profile, an active account, and credentials a reviewer approved (0213). */
export const listedProvider = and(
  eq(providerProfiles.isListed, true),
  approvedCredentials(users.id),
  eq(users.isActive, true),
  eq(users.userType, "provider"),
  eq(countries.isOperating, true),
);

export type Db = Awaited<ReturnType<typeof getDb>>;

/**
 * Whether a reviewer approved the therapist's credentials (decision 0208). Every listed therapist
 * is (0213); the cards and the profile still say so, and the wire keeps the field.
 */
const credentialsVerified = approvedCredentials(users.id);

/**
 * What a card shows of a therapist: the person's public columns only, never their account's, the
 * zone and calendar settings their next free time is made in (not sent), and whether a reviewer
 * verified them (decision 0209).
 */
export const cardColumns = {
  verified: credentialsVerified,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    timezone: users.timezone,
  },
  profile: {
    title: providerProfiles.title,
    headline: providerProfiles.headline,
    gender: providerProfiles.gender,
    photoKey: providerProfiles.photoKey,
    generalFee: providerProfiles.generalFee,
    generalFeeIsFree: providerProfiles.generalFeeIsFree,
    feeCurrency: providerProfiles.feeCurrency,
    calendarSetupType: providerProfiles.calendarSetupType,
    minimumNoticeMinutes: providerProfiles.minimumNoticeMinutes,
  },
  country: { code: countries.code, name: countries.name },
  state: { code: states.code, name: states.name },
};

/** A profile page shows the card and the therapist's own words. */
export const profileColumns = {
  ...cardColumns,
  profile: {
    ...cardColumns.profile,
    bio: providerProfiles.bio,
    officeAddress: providerProfiles.officeAddress,
  },
};

export type Row = {
  verified: boolean;
  user: { id: string; firstName: string; lastName: string; timezone: string };
  profile: Pick<typeof providerProfiles.$inferSelect, keyof typeof cardColumns.profile>;
  country: { code: string; name: string };
  state: { code: string; name: string } | null;
};

const categoriesOf = prepared((db) =>
  db
    .select({
      providerId: providerTherapyCategories.providerId,
      identifier: therapyCategories.id,
      slug: therapyCategories.slug,
      names: therapyCategories.names,
    })
    .from(providerTherapyCategories)
    .innerJoin(therapyCategories, eq(therapyCategories.id, providerTherapyCategories.categoryId))
    .where(anyId(providerTherapyCategories.providerId, "ids"))
    .orderBy(asc(therapyCategories.sortOrder))
    .prepare("card_categories"),
);

const concernsOf = prepared((db) =>
  db
    .select({ providerId: providerConcerns.providerId, slug: concerns.slug, names: concerns.names })
    .from(providerConcerns)
    .innerJoin(concerns, eq(concerns.id, providerConcerns.concernId))
    .where(anyId(providerConcerns.providerId, "ids"))
    .orderBy(asc(concerns.sortOrder))
    .prepare("card_concerns"),
);

type CategoryRow = Awaited<ReturnType<Awaited<ReturnType<typeof categoriesOf>>["execute"]>>[number];
type ConcernRow = Awaited<ReturnType<Awaited<ReturnType<typeof concernsOf>>["execute"]>>[number];

/**
 * A page of therapists with their categories, concerns and ratings: everything on their cards that
 * changes only when the directory version moves, so it is kept with the page (decision 0030).
 */
export type Listed<R extends Row = Row> = {
  rows: R[];
  categoryRows: CategoryRow[];
  concernRows: ConcernRow[];
  ratings: Awaited<ReturnType<typeof ratingsOf>>;
};

/** The rows' categories, concerns and ratings, in three queries, not three per card. */
export async function withLinks<R extends Row>(rows: R[]): Promise<Listed<R>> {
  if (!rows.length) return { rows, categoryRows: [], concernRows: [], ratings: new Map() };
  const ids = rows.map((r) => r.user.id);
  const [categoryRows, concernRows, ratings] = await Promise.all([
    (await categoriesOf()).execute({ ids }),
    (await concernsOf()).execute({ ids }),
    ratingsOf(ids),
  ]);
  return { rows, categoryRows, concernRows, ratings };
}

/**
 * The cards of a kept page, with the one thing that changes without the directory version: each
 * therapist's next free time (availability and bookings), kept under their own slots version
 * (decision 0031).
 */
export async function toCards(
  { rows, categoryRows, concernRows, ratings }: Listed,
  locale: Locale,
): Promise<ProviderCard[]> {
  if (!rows.length) return [];
  const nextSlots = await nextFreeTimes(rows);
  const named = (names: { en: string; de: string }) => names[locale];
  return rows.map(({ verified, user, profile, country, state }) => {
    const rating = ratings.get(user.id);
    return {
      identifier: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      title: profile.title,
      headline: profile.headline,
      gender: profile.gender,
      country: {
        code: country.code,
        name: countryName(country.code, locale, country.name),
      },
      state: state ? { code: state.code, name: state.name } : null,
      categories: categoryRows
        .filter((c) => c.providerId === user.id)
        .map((c) => ({ identifier: c.identifier, slug: c.slug, name: named(c.names) })),
      concerns: concernRows
        .filter((c) => c.providerId === user.id)
        .map((c) => ({ slug: c.slug, name: named(c.names) })),
      rating: rating?.averageRating ?? null,
      reviewCount: rating?.count ?? 0,
      fee:
        profile.feeCurrency && (profile.generalFeeIsFree || profile.generalFee)
          ? {
              amount: profile.generalFeeIsFree ? 0 : profile.generalFee!,
              currency: profile.feeCurrency,
              isFree: profile.generalFeeIsFree,
            }
          : null,
      nextAvailable: nextSlots.has(user.id)
        ? new Date(nextSlots.get(user.id)!).toISOString()
        : null,
      photoUrl: photoPath(user.id, profile.photoKey),
      verified,
    };
  });
}

const NEXT_SLOT_WINDOW_MS = 14 * 86_400_000;

/**
 * The first free slot of each provider of the page in the next two weeks, kept per therapist until
 * their calendar or bookings change, or time does (decision 0031).
 */
function nextFreeTimes(rows: Row[]): Promise<Map<string, number>> {
  const calendars = rows.map(({ user, profile }) => ({
    providerId: user.id,
    timezone: user.timezone,
    calendarSetupType: profile.calendarSetupType,
    minimumNoticeMinutes: profile.minimumNoticeMinutes,
  }));
  return nextFreeSlots(calendars, NEXT_SLOT_WINDOW_MS);
}
