import "server-only";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { countries, providerProfiles, states, users } from "@/db/schema";
import type { StateStat } from "../schemas";

/** The states of a country with the most listed, active therapists. */
export async function topTherapistStates(countryCode: string, top: number): Promise<StateStat[]> {
  const db = await getDb();
  const therapistCount = count(providerProfiles.userId);
  const rows = await db
    .select({ identifier: states.id, code: states.code, name: states.name, therapistCount })
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
      ),
    )
    .groupBy(states.id, states.code, states.name)
    .orderBy(desc(therapistCount), asc(states.name))
    .limit(top);
  return rows.map((r) => ({ ...r, therapistCount: Number(r.therapistCount) }));
}
