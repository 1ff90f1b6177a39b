import "server-only";
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { anyId, prepared } from "@/db/prepared";
import { users } from "@/db/schema/accounts";
import { concerns, preferenceOptions, therapyCategories } from "@/db/schema/catalog";
import {
  providerConcerns,
  providerLanguages,
  providerLicenseStates,
  providerModalities,
  providerProfiles,
  providerTherapyCategories,
} from "@/db/schema/practice";
import { countries, states } from "@/db/schema/region";
import { approvedCredentials } from "@/features/credentials/server/service";
import { nextFreeSlots } from "@/features/availability/server/service";
import { ratingsOf, releaseWeekOf } from "@/features/reviews/server/service";
import { photoPath, sessionFees } from "@/features/practice/server/service";
import { countryName } from "@/lib/i18n/country-name";
import type { Locale } from "@/lib/i18n/routing";
import {
  DIRECTORY_PAGE_SIZE,
  type directoryQuerySchema,
  type ProviderCard,
  type ProviderProfile,
  type StateStat,
} from "../schemas";
import { publicExperience } from "@/features/work-history/server/service";
import { directoryVersion, keptWhileDirectoryUnchanged } from "./kept-answers";

/**
 * The states of a country with the most listed, active therapists. Every page's shell shows them,
 * so they are kept until the directory changes (decision 0026), not counted per page.
 */
export async function topTherapistStates(countryCode: string, top: number): Promise<StateStat[]> {
  const db = await getDb();
  return keptWhileDirectoryUnchanged(db, `states ${countryCode} ${top}`, async () => {
    const therapistCount = count(providerProfiles.userId);
    const rows = await db
      .select({
        identifier: states.id,
        code: states.code,
        name: states.name,
        therapistCount,
        version: directoryVersion,
      })
      .from(providerProfiles)
      .innerJoin(users, eq(users.id, providerProfiles.userId))
      .innerJoin(states, eq(states.id, providerProfiles.stateId))
      .innerJoin(countries, eq(countries.id, states.countryId))
      .where(
        and(
          eq(countries.code, countryCode),
          eq(countries.isOperating, true),
          eq(providerProfiles.isListed, true),
          eq(users.isActive, true),
          approvedCredentials(users.id),
        ),
      )
      .groupBy(states.id, states.code, states.name)
      .orderBy(desc(therapistCount), asc(states.name))
      .limit(top);
    return {
      value: rows.map(({ version: _version, ...r }) => ({
        ...r,
        therapistCount: Number(r.therapistCount),
      })),
      version: rows[0]?.version,
    };
  });
}

/** Listed: a complete profile, an active account, and credentials a reviewer approved (0213). */
const listedProvider = and(
  eq(providerProfiles.isListed, true),
  approvedCredentials(users.id),
  eq(users.isActive, true),
  eq(users.userType, "provider"),
  eq(countries.isOperating, true),
);

type Db = Awaited<ReturnType<typeof getDb>>;

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
const cardColumns = {
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
const profileColumns = {
  ...cardColumns,
  profile: {
    ...cardColumns.profile,
    bio: providerProfiles.bio,
    officeAddress: providerProfiles.officeAddress,
  },
};

type Row = {
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
type Listed<R extends Row = Row> = {
  rows: R[];
  categoryRows: CategoryRow[];
  concernRows: ConcernRow[];
  ratings: Awaited<ReturnType<typeof ratingsOf>>;
};

/** The rows' categories, concerns and ratings, in three queries, not three per card. */
async function withLinks<R extends Row>(rows: R[]): Promise<Listed<R>> {
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
async function toCards(
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

type OptionLink = typeof providerModalities | typeof providerLanguages;

/**
 * A modality or language filter: the option's id, and whether it is common (linked by at least 1
 * in 100 listed therapists). Every option of the kind, with its count, is kept while the
 * directory is unchanged (decision 0026; the version moves with options and links too), so a
 * request reads only the version.
 */
async function optionFilter(db: Db, link: OptionLink, kind: "modality" | "language", slug: string) {
  const options = await keptWhileDirectoryUnchanged(db, `options ${kind}`, async () => {
    const listed = db
      .select({ count: count() })
      .from(providerProfiles)
      .where(
        and(eq(providerProfiles.isListed, true), approvedCredentials(providerProfiles.userId)),
      );
    const rows = await db
      .select({
        id: preferenceOptions.id,
        slug: preferenceOptions.slug,
        linked: count(link.providerId),
        listed: sql<number>`(${listed})`,
        version: directoryVersion,
      })
      .from(preferenceOptions)
      .leftJoin(link, eq(link.optionId, preferenceOptions.id))
      .where(eq(preferenceOptions.kind, kind))
      .groupBy(preferenceOptions.id);
    return {
      value: new Map(
        rows.map((r) => [r.slug, { id: r.id, common: r.linked * 100 >= Number(r.listed) }]),
      ),
      version: rows[0]?.version,
    };
  });
  return options.get(slug);
}

/**
 * The therapist has linked this option (no such option: nobody has). PostgreSQL cannot tell how
 * many of an option's links are listed therapists (it multiplies in users' 5% of therapists), so it
 * guessed a handful, fetched every one and sorted them: 9 ms for Spanish (1,183 therapists of
 * 10,007 in bench:scale), 23 ms for English. A common option is checked row by row as the name
 * index is walked (`offset 0` keeps the check from being turned into that join): a page of 12
 * then reads about 12 × 100 rows at most (0.1–1.6 ms). A rare one is joined from its few links.
 */
function offersOption(link: OptionLink, option: { id: string; common: boolean } | undefined) {
  if (!option) return sql`false`;
  const linked = sql`select 1 from ${link} where ${link.providerId} = ${users.id} and ${link.optionId} = ${option.id}`;
  return option.common ? sql`exists (${linked} offset 0)` : sql`exists (${linked})`;
}

const filterCountry = alias(countries, "filter_country");

/**
 * The therapist's own country column compared with the code's id (an init plan), not the joined
 * country's code: the planner then walks users_provider_name_idx in name order within the
 * country and stops after a page, where through the join it fetched and sorted every therapist
 * of the country (4,004 for US in bench:scale, 12,000 buffers for a page of 12).
 */
function inCountry(db: Db, code: string) {
  return eq(
    users.countryId,
    db.select({ id: filterCountry.id }).from(filterCountry).where(eq(filterCountry.code, code)),
  );
}

const licenseState = alias(states, "license_state");

/**
 * Therapists a client in this state can see: whose office is there, or who are licensed there
 * (a state of their own country: "LA" is Lagos in Nigeria and Louisiana in the US).
 */
function inState(db: Db, code: string) {
  return or(
    eq(states.code, code),
    exists(
      db
        .select({ one: sql`1` })
        .from(providerLicenseStates)
        .innerJoin(licenseState, eq(licenseState.id, providerLicenseStates.stateId))
        .where(
          and(
            eq(providerLicenseStates.providerId, users.id),
            eq(licenseState.countryId, countries.id),
            eq(licenseState.code, code),
          ),
        ),
    ),
  );
}

/**
 * Every word must appear in the name, title or headline (case-insensitive). The directory is
 * small; a trigram index is the step when it is not.
 */
function matchesWords(q: string) {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  const text = sql`concat_ws(' ', ${users.firstName}, ${users.lastName}, ${providerProfiles.title}, ${providerProfiles.headline})`;
  return and(
    ...words.map((word) => ilike(text, `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)),
  );
}

type Query = z.output<typeof directoryQuerySchema>;

/** The directory's filters as conditions on therapists (listed, active, operating country). */
async function conditionsOf(db: Db, query: Query) {
  const [modality, language] = await Promise.all([
    query.modality ? optionFilter(db, providerModalities, "modality", query.modality) : undefined,
    query.language ? optionFilter(db, providerLanguages, "language", query.language) : undefined,
  ]);
  const conditions = [
    listedProvider,
    query.countryCode ? inCountry(db, query.countryCode) : undefined,
    query.state ? inState(db, query.state) : undefined,
    query.gender ? eq(providerProfiles.gender, query.gender) : undefined,
    query.q ? matchesWords(query.q) : undefined,
    query.category
      ? exists(
          db
            .select({ one: sql`1` })
            .from(providerTherapyCategories)
            .innerJoin(
              therapyCategories,
              eq(therapyCategories.id, providerTherapyCategories.categoryId),
            )
            .where(
              and(
                eq(providerTherapyCategories.providerId, users.id),
                eq(therapyCategories.slug, query.category),
              ),
            ),
        )
      : undefined,
    query.modality ? offersOption(providerModalities, modality) : undefined,
    query.language ? offersOption(providerLanguages, language) : undefined,
    query.maxFee !== undefined
      ? sql`(${providerProfiles.generalFeeIsFree} or ${providerProfiles.generalFee} <= ${query.maxFee * 100})`
      : undefined,
    query.concern
      ? exists(
          db
            .select({ one: sql`1` })
            .from(providerConcerns)
            .innerJoin(concerns, eq(concerns.id, providerConcerns.concernId))
            .where(
              and(eq(providerConcerns.providerId, users.id), eq(concerns.slug, query.concern)),
            ),
        )
      : undefined,
  ];
  return and(...conditions);
}

/**
 * One page of the directory and its total, read at one directory version. Everything its cards
 * show but their next free times is read here, so a kept page is all of that.
 */
async function readPage(db: Db, query: Query) {
  const where = await conditionsOf(db, query);
  const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  const versioned = await db
    .select({ ...cardColumns, version: directoryVersion })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .innerJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(states, eq(states.id, providerProfiles.stateId))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(DIRECTORY_PAGE_SIZE)
    .offset(offset);
  const version = versioned[0]?.version;
  const rows: Row[] = versioned.map(({ version: _version, ...row }) => row);
  // A page that is not full shows the end of the list, so it holds the total. Otherwise the total
  // kept under the version this page was read at is answered, or counted.
  const { page: _page, ...filters } = query;
  const total =
    rows.length < DIRECTORY_PAGE_SIZE && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await keptWhileDirectoryUnchanged(
          db,
          `total ${JSON.stringify(filters)}`,
          async () => {
            const [row] = await db
              .select({ total: count(), version: directoryVersion })
              .from(providerProfiles)
              .innerJoin(users, eq(users.id, providerProfiles.userId))
              .innerJoin(countries, eq(countries.id, users.countryId))
              .leftJoin(states, eq(states.id, providerProfiles.stateId))
              .where(where);
            return { value: Number(row?.total ?? 0), version: row?.version };
          },
          version,
        );
  return { value: { ...(await withLinks(rows)), total }, version };
}

/**
 * Kept pages and profiles hold ratings, which also change without a write when a batch of
 * anonymous reviews is released, always at a weekly boundary (decision 0406): the week is part
 * of their keys.
 */
const ratingsWeek = () => releaseWeekOf(new Date()).toISOString();

/**
 * Listed, active therapists in operating countries, filtered and paged. The page is kept while
 * the directory is unchanged (decision 0030): a request then reads the version and the cards'
 * slots versions, which keep their next free times (decision 0031).
 */
export async function listProviders(query: Query, locale: Locale) {
  const db = await getDb();
  const page = await keptWhileDirectoryUnchanged(
    db,
    `page ${ratingsWeek()} ${JSON.stringify(query)}`,
    () => readPage(db, query),
  );
  return {
    data: await toCards(page, locale),
    meta: { page: query.page, pageSize: DIRECTORY_PAGE_SIZE, total: page.total },
  };
}

/** The modalities and languages a therapist offers, in the catalogue's order: one query. */
const offeredOptions = prepared((db) =>
  db
    .select({
      kind: preferenceOptions.kind,
      slug: preferenceOptions.slug,
      names: preferenceOptions.names,
    })
    .from(preferenceOptions)
    .where(
      or(
        inArray(
          preferenceOptions.id,
          db
            .select({ id: providerModalities.optionId })
            .from(providerModalities)
            .where(eq(providerModalities.providerId, sql.placeholder("providerId"))),
        ),
        inArray(
          preferenceOptions.id,
          db
            .select({ id: providerLanguages.optionId })
            .from(providerLanguages)
            .where(eq(providerLanguages.providerId, sql.placeholder("providerId"))),
        ),
      ),
    )
    .orderBy(asc(preferenceOptions.sortOrder))
    .prepare("provider_offered_options"),
);

/**
 * A listed therapist's profile as the directory version has it: the row, categories, concerns,
 * ratings, modalities and languages (kept while the version holds, decision 0030). Undefined when there is
 * no such listed therapist.
 */
async function readProfile(db: Db, providerId: string) {
  const [versioned] = await db
    .select({ ...profileColumns, version: directoryVersion })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .innerJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(states, eq(states.id, providerProfiles.stateId))
    .where(and(listedProvider, eq(users.id, providerId)));
  if (!versioned) return { value: undefined, version: null };
  const { version, ...row } = versioned;
  const [listed, options, experience] = await Promise.all([
    withLinks([row]),
    (await offeredOptions()).execute({ providerId }),
    publicExperience(providerId),
  ]);
  return { value: { listed, options, experience }, version };
}

/** A listed therapist's public profile; anyone else (unlisted, inactive, a client) is not found. */
export async function publicProfile(
  providerId: string,
  locale: Locale,
): Promise<ProviderProfile | undefined> {
  const db = await getDb();
  const kept = await keptWhileDirectoryUnchanged(db, `profile ${ratingsWeek()} ${providerId}`, () =>
    readProfile(db, providerId),
  );
  if (!kept) return undefined;
  const { listed, options, experience } = kept;
  const row = listed.rows[0]!;
  const [[card], feeOf] = await Promise.all([
    toCards(listed, locale),
    sessionFees(providerId, row.profile),
  ]);
  const named = (kind: "modality" | "language") =>
    options.filter((o) => o.kind === kind).map((o) => ({ slug: o.slug, name: o.names[locale] }));
  return {
    ...card!,
    bio: row.profile.bio,
    officeAddress: row.profile.officeAddress,
    fees: card!.categories.flatMap((c) => {
      const fee = feeOf(c.identifier);
      return fee ? [{ categoryIdentifier: c.identifier, ...fee }] : [];
    }),
    modalities: named("modality"),
    languages: named("language"),
    experience,
  };
}
