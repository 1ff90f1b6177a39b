import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { countryName } from "@/lib/i18n/country-name";
import { countries, states } from "@/db/schema/region";
import type { Country, State } from "../schemas";

export async function listCountries(options: { all: boolean; locale: string }): Promise<Country[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(countries)
    .where(options.all ? undefined : eq(countries.isOperating, true))
    .orderBy(asc(countries.name));
  return rows
    .map((row) => ({
      identifier: row.id,
      code: row.code,
      name: countryName(row.code, options.locale, row.name),
      currencyCode: row.currencyCode,
      timezone: row.defaultTimezone,
      isOperating: row.isOperating,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, options.locale));
}

export async function findCountryByCode(code: string) {
  const db = await getDb();
  const [row] = await db.select().from(countries).where(eq(countries.code, code));
  return row;
}

async function statesWhere(condition: ReturnType<typeof eq>): Promise<State[]> {
  const db = await getDb();
  const rows = await db
    .select({ identifier: states.id, code: states.code, name: states.name })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(condition)
    .orderBy(asc(states.name));
  return rows;
}

export const statesOfCountry = (countryId: string) => statesWhere(eq(countries.id, countryId));
export const statesOfCountryCode = (code: string) => statesWhere(eq(countries.code, code));
