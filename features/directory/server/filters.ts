import "server-only";
import { and, count, eq, exists, ilike, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
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
import { type directoryQuerySchema } from "../schemas";
import { directoryVersion, keptWhileDirectoryUnchanged } from "./kept-answers";
import { Db, listedProvider } from "./cards";

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

export type Query = z.output<typeof directoryQuerySchema>;

/** The directory's filters as conditions on therapists (listed, active, operating country). */
export async function conditionsOf(db: Db, query: Query) {
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
