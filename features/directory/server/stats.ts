import "server-only";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { providerProfiles } from "@/db/schema/practice";
import { countries, states } from "@/db/schema/region";
import { approvedCredentials } from "@/features/credentials/server/service";
import { type StateStat } from "../schemas";
import { directoryVersion, keptWhileDirectoryUnchanged } from "./kept-answers";

/**
 * The states of a country with the most listed, active therapists. Every page's shell shows them,
 * so they are kept until the directory changes (decision 0026), not counted per page.
 */
export async function topTherapistStates(countryCode: string, top: number): Promise<StateStat[]> {
  const db = await getDb();
  return keptWhileDirectoryUnchanged(db, `states ${countryCode} ${top}`, async () => {
    const therapistCount = count(providerProfiles.userId);
    const rows = await db
      .select({
        identifier: states.id,
        code: states.code,
        name: states.name,
        therapistCount,
        version: directoryVersion,
      })
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
          approvedCredentials(users.id),
        ),
      )
      .groupBy(states.id, states.code, states.name)
      .orderBy(desc(therapistCount), asc(states.name))
      .limit(top);
    return {
      value: rows.map(({ version: _version, ...r }) => ({
        ...r,
        therapistCount: Number(r.therapistCount),
      })),
      version: rows[0]?.version,
    };
  });
}
