import "server-only";
import { and, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { prepared } from "@/db/prepared";
import { bookingStatus, bookings } from "@/db/schema/booking";
import { keptWhileSlotsUnchanged } from "@/features/availability/server/service";
import type { Locale } from "@/lib/i18n/routing";
import type { Viewer } from "@/lib/server/auth-guard";
import type { ListQuery } from "../list-query";
import { BOOKINGS_PAGE_SIZE, isHistory, type BookingStatus } from "../schemas";
import { completeAllEnded, ownerColumn } from "./reads";
import { toWire } from "./wire";

// The viewer's list of bookings (GET /booking) or appointments (GET /appointment), a page at a time.

/**
 * The statements of a viewer's lists for one side (its client's column or its therapist's), built
 * once (db/prepared.ts): under load, building them was a fifth of the API's CPU on a list. The
 * statuses are one array parameter, so every filter is the same statement; no filter sends all.
 * Each section of the list (ListSection) has its own, so each stays a range on the owner's
 * (owner, status, start) index.
 */
function sideStatements(side: Viewer["role"]) {
  const mine = and(
    eq(ownerColumn(side), sql.placeholder("owner")),
    sql`${bookings.status} = any(${sql.placeholder("statuses")}::booking_status[])`,
  );
  // A time, not waiting for payment; "from" and "to" are always bound (±infinity when not asked).
  const scheduled = and(
    mine,
    sql`${bookings.status} <> 'pending'`,
    sql`${bookings.startTime} >= ${sql.placeholder("from")}::timestamptz`,
    sql`${bookings.startTime} < ${sql.placeholder("to")}::timestamptz`,
  );
  const open = and(mine, or(eq(bookings.status, "pending"), isNull(bookings.startTime)));
  // A page of the list in one order; newer bookings first among those of one time.
  const pageIn = (where: SQL | undefined, order: SQL, name: string) =>
    prepared((db) =>
      db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(order, desc(bookings.createdAt))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare(name),
    );
  const countIn = (where: SQL | undefined, name: string) =>
    prepared((db) => db.select({ total: count() }).from(bookings).where(where).prepare(name));
  const soonest = sql`${bookings.startTime} asc nulls first`;
  return {
    page: pageIn(mine, soonest, `bookings_page_${side}`),
    historyPage: pageIn(
      mine,
      sql`${bookings.startTime} desc nulls last`,
      `bookings_history_page_${side}`,
    ),
    // The dated sessions soonest first; the open ones with a time first, then those without.
    scheduledPage: pageIn(scheduled, soonest, `bookings_scheduled_page_${side}`),
    openPage: pageIn(open, sql`${bookings.startTime} asc nulls last`, `bookings_open_page_${side}`),
    count: countIn(mine, `bookings_count_${side}`),
    scheduledCount: countIn(scheduled, `bookings_scheduled_count_${side}`),
    openCount: countIn(open, `bookings_open_count_${side}`),
  };
}
const SIDES = { client: sideStatements("client"), provider: sideStatements("provider") };

/** Which of a side's statements reads a page and counts for the asked section. */
function statementsFor(side: Viewer["role"], query: ListQuery, statuses: BookingStatus[]) {
  const all = SIDES[side];
  if (query.section === "scheduled")
    return {
      page: all.scheduledPage,
      count: all.scheduledCount,
      bounds: { from: query.from ?? "-infinity", to: query.to ?? "infinity" },
    };
  if (query.section === "open") return { page: all.openPage, count: all.openCount, bounds: {} };
  return { page: isHistory(statuses) ? all.historyPage : all.page, count: all.count, bounds: {} };
}

/**
 * A page of the viewer's bookings (client) or appointments (therapist): soonest first, or newest
 * first when it asks only for bookings that are over (`isHistory`); `section` takes one part.
 */
export async function listBookings(
  viewer: Viewer,
  query: Pick<ListQuery, "statuses" | "page"> & Partial<ListQuery>,
  locale: Locale,
  now = new Date(),
) {
  const asked: ListQuery = { section: "all", ...query };
  const owner = viewer.userId;
  await completeAllEnded(viewer, now);
  const statuses = query.statuses.length ? query.statuses : bookingStatus.enumValues;
  const statements = statementsFor(viewer.role, asked, statuses);
  const params = { owner, statuses, ...statements.bounds };
  const counted = async () =>
    Number((await (await statements.count()).execute(params))[0]?.total ?? 0);
  const [rows, total] = await Promise.all([
    (await statements.page()).execute({
      ...params,
      limit: BOOKINGS_PAGE_SIZE,
      offset: (query.page - 1) * BOOKINGS_PAGE_SIZE,
    }),
    // A therapist's count (5,000 rows for a busy one) is kept under their slots version, which
    // every change of their bookings moves (decision 0031); time alone does not change it.
    viewer.role === "provider"
      ? keptWhileSlotsUnchanged(
          "counts",
          viewer.userId,
          [query.statuses.join(), asked.section, asked.from ?? "", asked.to ?? ""].join("|"),
          now.getTime(),
          async () => ({
            value: await counted(),
            until: Infinity,
          }),
        )
      : counted(),
  ]);
  return {
    data: await toWire(rows, locale, { viewerId: owner }),
    meta: { page: query.page, pageSize: BOOKINGS_PAGE_SIZE, total },
  };
}
