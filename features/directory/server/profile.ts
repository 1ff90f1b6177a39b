import "server-only";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { prepared } from "@/db/prepared";
import { users } from "@/db/schema/accounts";
import { preferenceOptions } from "@/db/schema/catalog";
import { providerLanguages, providerModalities, providerProfiles } from "@/db/schema/practice";
import { countries, states } from "@/db/schema/region";
import { IN_PERSON, sessionFees } from "@/features/practice/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { type ProviderProfile } from "../schemas";
import { publicExperience } from "@/features/work-history/server/service";
import { directoryVersion, keptWhileDirectoryUnchanged } from "./kept-answers";
import { Db, listedProvider, profileColumns, toCards, withLinks } from "./cards";
import { ratingsWeek } from "./list";

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
  const modalities = named("modality");
  return {
    ...card!,
    bio: row.profile.bio,
    // Only where clients come to it: a therapist who sees no one in person keeps their address.
    officeAddress: modalities.some((m) => m.slug === IN_PERSON) ? row.profile.officeAddress : null,
    fees: card!.categories.flatMap((c) => {
      const fee = feeOf(c.identifier);
      return fee ? [{ categoryIdentifier: c.identifier, ...fee }] : [];
    }),
    modalities,
    languages: named("language"),
    experience,
  };
}
