import "server-only";
import { approvedCredentials, verifiedAmong } from "@/features/credentials/server/service";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { concerns, preferenceOptions } from "@/db/schema/catalog";
import {
  providerConcerns,
  providerLanguages,
  providerModalities,
  providerProfiles,
} from "@/db/schema/practice";
import { countries } from "@/db/schema/region";
import { preferencesOf } from "@/features/client-account/server/service";
import { photoPath } from "@/features/practice/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { MATCH_KINDS, rankTherapists, type Candidate, type MatchKind } from "../ranking";
import type { Recommendation } from "../schemas";

/** How many ranked therapists the page shows. */
export const RECOMMENDATION_LIMIT = 24;

/**
 * GET /recommended-provider: listed, active therapists ranked by the client's preferences. Only
 * therapists of the chosen country are loaded (the database narrows what the ranking would put
 * last anyway); the ranking itself is pure (../ranking.ts).
 */
export async function recommendFor(clientId: string, locale: Locale): Promise<Recommendation[]> {
  const db = await getDb();
  const prefs = await preferencesOf(clientId);
  const options = await db.select().from(preferenceOptions);
  const optionById = new Map(options.map((o) => [o.id, o]));
  const nameOf = new Map(options.map((o) => [`${o.kind}:${o.slug}`, o.names[locale]]));
  const wants: Partial<Record<MatchKind, string[]>> = Object.fromEntries(
    MATCH_KINDS.map((kind) => [kind, prefs[kind].flatMap((id) => optionById.get(id)?.slug ?? [])]),
  );

  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      countryId: users.countryId,
      countryName: countries.name,
      title: providerProfiles.title,
      headline: providerProfiles.headline,
      photoKey: providerProfiles.photoKey,
      gender: providerProfiles.gender,
      religionId: providerProfiles.religionId,
      ethnicityId: providerProfiles.ethnicityId,
    })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(
      and(
        eq(providerProfiles.isListed, true),
        eq(users.isActive, true),
        // Only therapists whose credentials a reviewer approved are recommended (decision 0213).
        approvedCredentials(users.id),
        prefs.countryIdentifier ? eq(users.countryId, prefs.countryIdentifier) : undefined,
      ),
    );
  const ids = rows.map((r) => r.id);
  const [languages, modalities, concernRows] = ids.length
    ? await Promise.all([
        db
          .select({ providerId: providerLanguages.providerId, slug: preferenceOptions.slug })
          .from(providerLanguages)
          .innerJoin(preferenceOptions, eq(preferenceOptions.id, providerLanguages.optionId))
          .where(inArray(providerLanguages.providerId, ids)),
        db
          .select({ providerId: providerModalities.providerId, slug: preferenceOptions.slug })
          .from(providerModalities)
          .innerJoin(preferenceOptions, eq(preferenceOptions.id, providerModalities.optionId))
          .where(inArray(providerModalities.providerId, ids)),
        // The specialities list is the concern catalogue under the same slugs.
        db
          .select({ providerId: providerConcerns.providerId, slug: concerns.slug })
          .from(providerConcerns)
          .innerJoin(concerns, eq(concerns.id, providerConcerns.concernId))
          .where(inArray(providerConcerns.providerId, ids)),
      ])
    : [[], [], []];
  const group = (list: { providerId: string; slug: string }[]) => {
    const map = new Map<string, string[]>();
    for (const { providerId, slug } of list)
      map.set(providerId, [...(map.get(providerId) ?? []), slug]);
    return map;
  };
  const [languageOf, modalityOf, concernOf] = [
    group(languages),
    group(modalities),
    group(concernRows),
  ];
  const slug = (id: string | null) => (id ? optionById.get(id)?.slug : undefined);

  const candidates = rows.map((r) => ({
    identifier: r.id,
    sortName: `${r.lastName} ${r.firstName}`,
    countryId: r.countryId,
    offers: {
      language: languageOf.get(r.id) ?? [],
      specialities: concernOf.get(r.id) ?? [],
      modality: modalityOf.get(r.id) ?? [],
      gender: r.gender ? [r.gender] : [],
      religion: [slug(r.religionId)].filter(Boolean) as string[],
      background: [slug(r.ethnicityId)].filter(Boolean) as string[],
    },
    row: r,
  })) satisfies (Candidate & { row: unknown })[];

  const top = rankTherapists({ countryId: prefs.countryIdentifier, wants }, candidates).slice(
    0,
    RECOMMENDATION_LIMIT,
  );
  const verified = await verifiedAmong(top.map(({ candidate }) => candidate.identifier));
  return top.map(({ candidate: { row }, servable, blockers, matches }) => ({
    identifier: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    headline: row.headline,
    photo: photoPath(row.id, row.photoKey),
    countryName: row.countryName,
    servable,
    verified: verified.has(row.id),
    blockers,
    reasons: matches.map((m) => ({
      kind: m.kind,
      name: nameOf.get(`${m.kind}:${m.slug}`) ?? m.slug,
    })),
  }));
}
