import "server-only";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import type { Locale } from "@/lib/i18n/routing";
import type { Viewer } from "@/lib/server/auth-guard";
import { batched } from "@/lib/server/batch";
import { DomainError } from "@/lib/server/errors";
import { ACTIVE_STATUSES, BOOKINGS_PAGE_SIZE, type BookingStatus } from "../schemas";
import type { Row, Tx } from "./types";
import { Db, KnownNames, toWire } from "./wire";

// A booking as its client or its therapist reads it: the one access check and the lists; the
// wire shape is wire.ts's.

/** The column that ties a booking to the viewer: its client, or its therapist. */
export const ownerColumn = (side: Viewer["role"]) =>
  side === "client" ? bookings.clientId : bookings.providerId;

/** The viewer's confirmed sessions whose end has passed (values or prepared placeholders). */
const endedOf = (side: Viewer["role"], ownerId: string | SQL, now: Date | SQL) =>
  and(
    eq(ownerColumn(side), ownerId),
    eq(bookings.status, "confirmed"),
    lt(bookings.startTime, now),
    lte(bookings.endTime, now),
  );

const completed = { status: "completed", previousStatus: "confirmed" } as const;

/**
 * A confirmed session whose end has passed is completed. Done on the viewer's reads and writes
 * (decision 0300): idempotent, one update on the owner's (id, status, start) index. This is one
 * booking's, inside its transaction when there is one; completeAllEnded sweeps all the viewer's.
 */
async function completeEnded(db: Db | Tx, viewer: Viewer, now: Date, bookingId: string) {
  await db
    .update(bookings)
    .set({ ...completed, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), endedOf(viewer.role, viewer.userId, now)));
}

/**
 * A booking's row by id with no access check, for another feature that did its own (an invitee's
 * invitation, decisions 0309, 0312). NOT_FOUND when there is none.
 */
export async function bookingRowById(id: string): Promise<Row> {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/**
 * The one access check for a booking: the row, if the viewer is its client or its therapist;
 * NOT_FOUND for anyone else, so ids of others' bookings are not confirmed. Inside a transaction
 * (`tx`) it can lock the row for the change that follows (`lock`).
 */
export async function bookingForViewer(
  id: string,
  viewer: Viewer,
  options: { tx?: Tx; lock?: boolean; now?: Date; completeEnded?: boolean } = {},
): Promise<Row> {
  const db = options.tx ?? (await getDb());
  if (options.completeEnded !== false)
    await completeEnded(db, viewer, options.now ?? new Date(), id);
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(ownerColumn(viewer.role), viewer.userId)));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/**
 * A waitlist offer's held booking (decision 0316) is the offered client's to take or pass; until
 * they accept, its therapist may not move or cancel it (decision 0320).
 */
export function refuseWaitlistHold(booking: Row, viewer: Viewer) {
  if (viewer.role === "provider" && booking.waitlistHold && booking.status === "pending")
    throw new DomainError("HELD_FOR_WAITLIST");
}

export async function getBooking(id: string, viewer: Viewer, locale: Locale, now = new Date()) {
  return answerOf(await bookingForViewer(id, viewer, { now }), locale, { viewerId: viewer.userId });
}

/**
 * An action's answer from the row it has just written (returned by its insert or update), so the
 * booking is not read back: the viewer's own row, already checked.
 */
export async function answerOf(
  row: Row,
  locale: Locale,
  options: { isNew?: boolean; names?: KnownNames; viewerId?: string } = {},
) {
  return (await toWire([row], locale, options))[0]!;
}

export async function seriesOf(id: string, viewer: Viewer, locale: Locale, now = new Date()) {
  const booking = await getBooking(id, viewer, locale, now);
  if (!booking.series) return [booking];
  await completeAllEnded(viewer, now);
  const db = await getDb();
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.seriesId, booking.series.identifier))
    .orderBy(bookings.startTime);
  return toWire(rows, locale, { viewerId: viewer.userId });
}

/**
 * completeEnded for every booking of each viewer who asked in one turn, each at their own instant,
 * in one update (decision 0039): under load, a page of bookings made this one of its statements.
 */
const sweepsOf = (side: Viewer["role"]) =>
  batched(async (asks: { owner: string; now: Date }[]) => {
    const asked = { owner: sql`asked.owner`, now: sql`asked.now` };
    await (
      await getDb()
    )
      .update(bookings)
      .set({ ...completed, updatedAt: asked.now })
      .from(
        sql`unnest(${sql.param(asks.map((a) => a.owner))}::uuid[], ${sql.param(asks.map((a) => a.now))}::timestamptz[]) as asked(owner, now)`,
      )
      .where(endedOf(side, asked.owner, asked.now));
    return asks.map(() => undefined);
  });
const SWEEPS = { client: sweepsOf("client"), provider: sweepsOf("provider") };

/** completeEnded for every booking of the viewer, before one of their lists is read. */
export async function completeAllEnded(viewer: Viewer, now: Date) {
  await SWEEPS[viewer.role]({ owner: viewer.userId, now });
}

/** A client's page's parts (GET /appointment/client/{id} `part`): sessions, or the rest folded. */
export type ClientAppointmentsPart = "all" | "sessions" | "other";
const CLIENT_PARTS: Record<Exclude<ClientAppointmentsPart, "all">, BookingStatus[]> = {
  sessions: ["pending", "confirmed", "completed"],
  other: ["cancelled", "rejected", "expired"],
};

/**
 * GET /booking/reschedule/pending and /appointment/reschedule/pending: the viewer's bookings with a
 * reschedule request waiting for an answer, from either side, soonest first.
 */
export async function pendingReschedules(viewer: Viewer, locale: Locale, now = new Date()) {
  await completeAllEnded(viewer, now);
  const db = await getDb();
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(ownerColumn(viewer.role), viewer.userId),
        isNotNull(bookings.proposedStartTime),
        or(eq(bookings.status, "confirmed"), eq(bookings.status, "pending")),
      ),
    )
    .orderBy(asc(bookings.startTime))
    .limit(BOOKINGS_PAGE_SIZE);
  return toWire(rows, locale, { viewerId: viewer.userId });
}

/**
 * GET /booking/next and /appointment/next: the viewer's confirmed session that is under way or
 * starts soonest, or null. Its own read because the upcoming list puts the sessions still to be
 * scheduled first, so its first page need not hold the next one (the overview's starting-soon
 * card reads this). One row from the owner's (id, status, start) index.
 */
export async function nextSession(viewer: Viewer, locale: Locale, now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(ownerColumn(viewer.role), viewer.userId),
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.startTime),
        gt(bookings.endTime, now),
      ),
    )
    .orderBy(asc(bookings.startTime))
    .limit(1);
  return row ? answerOf(row, locale, { viewerId: viewer.userId }) : null;
}

/**
 * GET /appointment/client/{id}: a page of one client's sessions with this therapist, newest
 * first (issue 13). The caller has checked that the client is the therapist's.
 */
export async function clientAppointments(
  viewer: Viewer,
  clientId: string,
  page: number,
  locale: Locale,
  now = new Date(),
  part: ClientAppointmentsPart = "all",
) {
  await completeAllEnded(viewer, now);
  const db = await getDb();
  const where = and(
    eq(bookings.providerId, viewer.userId),
    eq(bookings.clientId, clientId),
    part === "all" ? undefined : inArray(bookings.status, CLIENT_PARTS[part]),
  );
  // Sessions: those to come soonest first (a time still to pick after them), then the completed
  // newest first. Everything at once (`all`): newest first.
  const order =
    part === "sessions"
      ? [
          sql`${bookings.status} = 'completed'`,
          sql`case when ${bookings.status} <> 'completed' then ${bookings.startTime} end asc nulls last`,
          sql`${bookings.startTime} desc`,
        ]
      : [sql`${bookings.startTime} desc nulls first`];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(...order, desc(bookings.createdAt))
      .limit(BOOKINGS_PAGE_SIZE)
      .offset((page - 1) * BOOKINGS_PAGE_SIZE),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return {
    data: await toWire(rows, locale, { viewerId: viewer.userId }),
    meta: { page, pageSize: BOOKINGS_PAGE_SIZE, total: Number(total) },
  };
}

/** What an invited participant may know of a session: no payment, no note, no client email. */
export type SessionSummary = {
  identifier: string;
  status: BookingStatus;
  startTime: string | null;
  endTime: string | null;
  therapyCategory: { identifier: string; name: string };
  modalityName: string;
  provider: { identifier: string; firstName: string; lastName: string };
  clientId: string;
  providerId: string;
};

/**
 * Sessions by id for the participants feature, which checks who may see them. With `upcomingAt`,
 * only those still to come then: pending or confirmed and not over (a time chosen later counts).
 */
export async function sessionSummaries(
  ids: string[],
  locale: Locale,
  options: { upcomingAt?: Date } = {},
): Promise<Map<string, SessionSummary>> {
  if (!ids.length) return new Map();
  const db = await getDb();
  const now = options.upcomingAt;
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.id, ids),
        now &&
          and(
            inArray(bookings.status, ACTIVE_STATUSES),
            or(isNull(bookings.endTime), gt(bookings.endTime, now)),
          ),
      ),
    );
  const wire = await toWire(rows, locale);
  return new Map(
    wire.map((b, i) => [
      b.identifier,
      {
        identifier: b.identifier,
        status: b.status,
        startTime: b.startTime,
        endTime: b.endTime,
        therapyCategory: b.therapyCategory,
        modalityName: b.modalityName,
        provider: b.provider,
        clientId: rows[i]!.clientId,
        providerId: rows[i]!.providerId,
      },
    ]),
  );
}

/**
 * GET /clients/relation/{id}: whether a client has had sessions with this therapist, and for
 * their own clients only, the client's name.
 */
