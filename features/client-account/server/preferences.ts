import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { preferenceOptions } from "@/db/schema/catalog";
import { clientPreferences, clientProfiles } from "@/db/schema/client-account";
import { countries } from "@/db/schema/region";
import type { Locale } from "@/lib/i18n/routing";
import { fieldError } from "@/lib/server/errors";
import {
  PREFERENCE_KINDS,
  type PreferenceKind,
  type PreferenceOptions,
  type Preferences,
} from "../schemas";
import { ensureProfile } from "./rows";

type PreferencesValues = { countryIdentifier?: string | null } & Record<PreferenceKind, string[]>;

/** Every option of every preference list, named in one language (catalogue order). */
export async function preferenceOptionLists(locale: Locale): Promise<PreferenceOptions> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(preferenceOptions)
    .where(inArray(preferenceOptions.kind, [...PREFERENCE_KINDS]))
    .orderBy(asc(preferenceOptions.sortOrder));
  return Object.fromEntries(
    PREFERENCE_KINDS.map((kind) => [
      kind,
      rows
        .filter((r) => r.kind === kind)
        .map((r) => ({ identifier: r.id, slug: r.slug, name: r.names[locale] })),
    ]),
  ) as PreferenceOptions;
}

/** The client's preferences; the country defaults to their own until they choose another. */
export async function getPreferences(userId: string): Promise<Preferences> {
  const db = await getDb();
  const profile = await ensureProfile(db, userId);
  const [user] = await db
    .select({ countryId: users.countryId })
    .from(users)
    .where(eq(users.id, userId));
  const chosen = await db
    .select({ id: preferenceOptions.id, kind: preferenceOptions.kind })
    .from(clientPreferences)
    .innerJoin(preferenceOptions, eq(preferenceOptions.id, clientPreferences.optionId))
    .where(eq(clientPreferences.clientId, userId))
    .orderBy(asc(preferenceOptions.sortOrder));
  return {
    countryIdentifier: profile.preferredCountryId ?? user?.countryId ?? null,
    ...(Object.fromEntries(
      PREFERENCE_KINDS.map((kind) => [
        kind,
        chosen.filter((c) => c.kind === kind).map((c) => c.id),
      ]),
    ) as Record<PreferenceKind, string[]>),
  };
}

/** PUT /client/preferences: replaces every list at once, each id checked against its own list. */
export async function savePreferences(userId: string, input: PreferencesValues) {
  const db = await getDb();
  await ensureProfile(db, userId);
  if (input.countryIdentifier) {
    const [country] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, input.countryIdentifier));
    if (!country) throw fieldError("countryIdentifier", "countryRequired");
  }
  const wanted = PREFERENCE_KINDS.flatMap((kind) =>
    [...new Set(input[kind])].map((id) => ({ kind, id })),
  );
  if (wanted.length) {
    const known = await db
      .select({ id: preferenceOptions.id, kind: preferenceOptions.kind })
      .from(preferenceOptions)
      .where(
        inArray(
          preferenceOptions.id,
          wanted.map((w) => w.id),
        ),
      );
    const kindOf = new Map(known.map((k) => [k.id, k.kind]));
    const wrong = wanted.find((w) => kindOf.get(w.id) !== w.kind);
    if (wrong) throw fieldError(wrong.kind, "optionInvalid");
  }
  await db.transaction(async (tx) => {
    await tx
      .update(clientProfiles)
      .set({ preferredCountryId: input.countryIdentifier ?? null, updatedAt: new Date() })
      .where(eq(clientProfiles.userId, userId));
    await tx.delete(clientPreferences).where(eq(clientPreferences.clientId, userId));
    if (wanted.length)
      await tx
        .insert(clientPreferences)
        .values(wanted.map((w) => ({ clientId: userId, optionId: w.id })));
  });
  return getPreferences(userId);
}
