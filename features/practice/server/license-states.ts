import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { providerLicenseStates } from "@/db/schema/practice";
import { countries, states } from "@/db/schema/region";
import { fieldError } from "@/lib/server/errors";
import type { LicenseState } from "../schemas";

export async function licenseStates(userId: string): Promise<LicenseState[]> {
  const db = await getDb();
  return db
    .select({
      identifier: states.id,
      code: states.code,
      name: states.name,
      countryCode: countries.code,
    })
    .from(providerLicenseStates)
    .innerJoin(states, eq(states.id, providerLicenseStates.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(providerLicenseStates.providerId, userId))
    .orderBy(asc(countries.code), asc(states.name))
    .then((rows) => rows.map((r) => ({ ...r, countryCode: r.countryCode.trim() })));
}

export async function setLicenseStates(userId: string, stateIds: string[]) {
  const db = await getDb();
  const wanted = [...new Set(stateIds)];
  if (wanted.length) {
    const found = await db.select({ id: states.id }).from(states).where(inArray(states.id, wanted));
    if (found.length !== wanted.length) throw fieldError("stateIdentifiers", "stateRequired");
  }
  await db.transaction(async (tx) => {
    await tx.delete(providerLicenseStates).where(eq(providerLicenseStates.providerId, userId));
    if (wanted.length)
      await tx
        .insert(providerLicenseStates)
        .values(wanted.map((stateId) => ({ providerId: userId, stateId })));
  });
  return licenseStates(userId);
}
