import "server-only";
import { asc, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { concerns, preferenceOptions, therapyCategories } from "@/db/schema/catalog";
import type { Locale } from "@/lib/i18n/routing";
import type { Option, ProfileOptions } from "../schemas";

const PREFERENCE_KINDS = {
  gender: "gender",
  ethnicity: "background",
  religion: "religion",
  modality: "modality",
  language: "language",
  discipline: "discipline",
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
    discipline: ofKind(PREFERENCE_KINDS.discipline),
  };
}
