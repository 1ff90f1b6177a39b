import "server-only";
import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { prepared } from "@/db/prepared";
import { users } from "@/db/schema/accounts";
import { concerns, preferenceOptions, therapyCategories } from "@/db/schema/catalog";
import { providerConcerns, providerProfiles } from "@/db/schema/practice";
import type { Locale } from "@/lib/i18n/routing";
import type { Concern, TherapyCategory } from "../schemas";
import { approvedCredentials } from "@/features/credentials/server/service";

/** Built once: read by every page that offers a category (decision 0021). */
const therapyCategoryRows = prepared((db) =>
  db
    .select({
      id: therapyCategories.id,
      slug: therapyCategories.slug,
      names: therapyCategories.names,
      allowInvite: therapyCategories.allowInvite,
    })
    .from(therapyCategories)
    .orderBy(asc(therapyCategories.sortOrder))
    .prepare("therapy_categories"),
);

export async function listTherapyCategories(locale: Locale): Promise<TherapyCategory[]> {
  const rows = await (await therapyCategoryRows()).execute();
  return rows.map((r) => ({
    identifier: r.id,
    slug: r.slug,
    name: r.names[locale],
    allowInvite: r.allowInvite,
  }));
}

/** Concerns ordered by how many listed, active therapists treat them. */
export async function topConcerns(options: {
  limit: number;
  withTherapists: boolean;
  locale: Locale;
}): Promise<Concern[]> {
  const db = await getDb();
  const listed = db
    .select({ concernId: providerConcerns.concernId, therapists: count().as("therapists") })
    .from(providerConcerns)
    .innerJoin(providerProfiles, eq(providerProfiles.userId, providerConcerns.providerId))
    .innerJoin(users, eq(users.id, providerConcerns.providerId))
    .where(
      and(
        eq(providerProfiles.isListed, true),
        eq(users.isActive, true),
        approvedCredentials(users.id),
      ),
    )
    .groupBy(providerConcerns.concernId)
    .as("listed");
  const therapistCount = sql<number>`coalesce(${listed.therapists}, 0)::int`;
  const rows = await db
    .select({ concern: concerns, therapistCount })
    .from(concerns)
    .leftJoin(listed, eq(listed.concernId, concerns.id))
    .where(options.withTherapists ? gt(therapistCount, 0) : undefined)
    .orderBy(desc(therapistCount), asc(concerns.sortOrder))
    .limit(options.limit);
  return rows.map(({ concern, therapistCount }) => ({
    identifier: concern.id,
    slug: concern.slug,
    name: concern.names[options.locale],
    therapistCount: Number(therapistCount),
  }));
}

// --- for other features -----------------------------------------------------------------------

type Names = { en: string; de: string };

/** These therapy categories in the catalogue's order, named in one language. */
export async function listCategories(ids: string[], locale: Locale) {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db
    .select({ identifier: therapyCategories.id, names: therapyCategories.names })
    .from(therapyCategories)
    .where(inArray(therapyCategories.id, ids))
    .orderBy(asc(therapyCategories.sortOrder));
  return rows.map((r) => ({ identifier: r.identifier, name: r.names[locale] }));
}

// The catalogue's names change only with a migration or the seed, never through the app, so each
// process keeps those it has read: every booking answer names its category and modality.
const keptNames = new Map<string, Names>();

async function namesKept(
  kind: string,
  keys: string[],
  load: (missing: string[]) => Promise<{ key: string; names: Names }[]>,
): Promise<Map<string, Names>> {
  const unique = [...new Set(keys)];
  const missing = unique.filter((key) => !keptNames.has(`${kind}:${key}`));
  if (missing.length)
    for (const row of await load(missing)) keptNames.set(`${kind}:${row.key}`, row.names);
  const found = new Map<string, Names>();
  for (const key of unique) {
    const names = keptNames.get(`${kind}:${key}`);
    if (names) found.set(key, names);
  }
  return found;
}

/** Therapy categories' names in both languages, by id. */
export async function categoryNames(ids: string[]): Promise<Map<string, Names>> {
  return namesKept("category", ids, async (missing) => {
    const db = await getDb();
    return db
      .select({ key: therapyCategories.id, names: therapyCategories.names })
      .from(therapyCategories)
      .where(inArray(therapyCategories.id, missing));
  });
}

/** Preference options' names (e.g. the ways of meeting), by slug within one kind. */
export async function optionNames(kind: string, slugs: string[]): Promise<Map<string, Names>> {
  return namesKept(`option:${kind}`, slugs, async (missing) => {
    const db = await getDb();
    return db
      .select({ key: preferenceOptions.slug, names: preferenceOptions.names })
      .from(preferenceOptions)
      .where(and(eq(preferenceOptions.kind, kind), inArray(preferenceOptions.slug, missing)));
  });
}

/** Whether a session of this category may have invited participants (couples, family). */
export async function categoryAllowsInvite(id: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ allowInvite: therapyCategories.allowInvite })
    .from(therapyCategories)
    .where(eq(therapyCategories.id, id));
  return row?.allowInvite ?? false;
}
