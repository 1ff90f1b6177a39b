import "server-only";
import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  concerns,
  providerConcerns,
  providerProfiles,
  therapyCategories,
  users,
} from "@/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import type { Concern, TherapyCategory } from "../schemas";

export async function listTherapyCategories(locale: Locale): Promise<TherapyCategory[]> {
  const db = await getDb();
  const rows = await db.select().from(therapyCategories).orderBy(asc(therapyCategories.sortOrder));
  return rows.map((r) => ({ identifier: r.id, slug: r.slug, name: r.names[locale] }));
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
