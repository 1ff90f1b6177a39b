import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { providerProfiles } from "@/db/schema/practice";
import { countries, states } from "@/db/schema/region";
import { releaseWeekOf } from "@/features/reviews/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { DIRECTORY_PAGE_SIZE } from "../schemas";
import { directoryVersion, keptWhileDirectoryUnchanged } from "./kept-answers";
import { cardColumns, Db, Row, toCards, withLinks } from "./cards";
import { Query, conditionsOf } from "./filters";

/**
 * One page of the directory and its total, read at one directory version. Everything its cards
 * show but their next free times is read here, so a kept page is all of that.
 */
async function readPage(db: Db, query: Query) {
  const where = await conditionsOf(db, query);
  const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  const versioned = await db
    .select({ ...cardColumns, version: directoryVersion })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .innerJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(states, eq(states.id, providerProfiles.stateId))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(DIRECTORY_PAGE_SIZE)
    .offset(offset);
  const version = versioned[0]?.version;
  const rows: Row[] = versioned.map(({ version: _version, ...row }) => row);
  // A page that is not full shows the end of the list, so it holds the total. Otherwise the total
  // kept under the version this page was read at is answered, or counted.
  const { page: _page, ...filters } = query;
  const total =
    rows.length < DIRECTORY_PAGE_SIZE && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await keptWhileDirectoryUnchanged(
          db,
          `total ${JSON.stringify(filters)}`,
          async () => {
            const [row] = await db
              .select({ total: count(), version: directoryVersion })
              .from(providerProfiles)
              .innerJoin(users, eq(users.id, providerProfiles.userId))
              .innerJoin(countries, eq(countries.id, users.countryId))
              .leftJoin(states, eq(states.id, providerProfiles.stateId))
              .where(where);
            return { value: Number(row?.total ?? 0), version: row?.version };
          },
          version,
        );
  return { value: { ...(await withLinks(rows)), total }, version };
}

/**
 * Kept pages and profiles hold ratings, which also change without a write when a batch of
 * anonymous reviews is released, always at a weekly boundary (decision 0406): the week is part
 * of their keys.
 */
export const ratingsWeek = () => releaseWeekOf(new Date()).toISOString();

/**
 * Listed, active therapists in operating countries, filtered and paged. The page is kept while
 * the directory is unchanged (decision 0030): a request then reads the version and the cards'
 * slots versions, which keep their next free times (decision 0031).
 */
export async function listProviders(query: Query, locale: Locale) {
  const db = await getDb();
  const page = await keptWhileDirectoryUnchanged(
    db,
    `page ${ratingsWeek()} ${JSON.stringify(query)}`,
    () => readPage(db, query),
  );
  return {
    data: await toCards(page, locale),
    meta: { page: query.page, pageSize: DIRECTORY_PAGE_SIZE, total: page.total },
  };
}
