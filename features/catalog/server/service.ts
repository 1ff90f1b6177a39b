import "server-only";
import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { concerns, preferenceOptions, therapyCategories } from "@/db/schema/catalog";
import { providerConcerns, providerProfiles } from "@/db/schema/practice";
import type { Locale } from "@/lib/i18n/routing";
import type { Concern, TherapyCategory } from "../schemas";

export async function listTherapyCategories(locale: Locale): Promise<TherapyCategory[]> {
  const db = await getDb();
  const rows = await db.select().from(therapyCategories).orderBy(asc(therapyCategories.sortOrder));
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
    .where(and(eq(providerProfiles.isListed, true), eq(users.isActive, true)))
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

/** Therapy categories' names in both languages, by id. */
export async function categoryNames(ids: string[]): Promise<Map<string, Names>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ id: therapyCategories.id, names: therapyCategories.names })
    .from(therapyCategories)
    .where(inArray(therapyCategories.id, unique));
  return new Map(rows.map((r) => [r.id, r.names]));
}

/** Preference options' names (e.g. the ways of meeting), by slug within one kind. */
export async function optionNames(kind: string, slugs: string[]): Promise<Map<string, Names>> {
  const unique = [...new Set(slugs)];
  if (!unique.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ slug: preferenceOptions.slug, names: preferenceOptions.names })
    .from(preferenceOptions)
    .where(and(eq(preferenceOptions.kind, kind), inArray(preferenceOptions.slug, unique)));
  return new Map(rows.map((r) => [r.slug, r.names]));
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
