import "server-only";
import { and, count, countDistinct, eq, ilike, max, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { bookings } from "@/db/schema/booking";
import { clientAppointments as bookingsWithClient } from "@/features/booking/server/service";
import { namesOf } from "@/features/accounts/server/service";
import { clientCardFor, clientFaceOf } from "@/features/client-account/server/service";
import { joinedAt } from "@/features/client-import/server/service";
import { reviewsOfBookings } from "@/features/reviews/server/service";
import type { Locale } from "@/lib/i18n/routing";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import {
  CLIENTS_PAGE_SIZE,
  type ClientAppointment,
  type ClientAppointmentsPart,
  type ClientProfile,
  type ClientSummary,
} from "../schemas";

/**
 * A therapist's clients: everyone with a booking with them, except holds that lapsed unpaid
 * (decision 0402) and waitlist offers not accepted (decision 0318). One read model over bookings and accounts, so the list can be searched by
 * name and paged in one query.
 */
const isClientBooking = (providerId: string) =>
  and(
    eq(bookings.providerId, providerId),
    ne(bookings.status, "expired"),
    eq(bookings.waitlistHold, false),
  );

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function aggregate(now: Date) {
  const held = sql`${bookings.status} in ('confirmed', 'completed')`;
  const ahead = sql`${bookings.status} in ('pending', 'confirmed') and ${bookings.startTime} > ${now}`;
  const past = sql`${held} and ${bookings.startTime} <= ${now}`;
  return {
    identifier: bookings.clientId,
    firstName: users.firstName,
    lastName: users.lastName,
    sessions: sql<number>`count(*) filter (where ${held})`.mapWith(Number),
    nextSession: sql<Date | null>`min(${bookings.startTime}) filter (where ${ahead})`,
    lastSession: sql<Date | null>`max(${bookings.startTime}) filter (where ${past})`,
    // The first booking or session, whichever came first (a booking made for a past session).
    clientSince: sql<Date>`least(min(${bookings.createdAt}), min(${bookings.startTime}))`,
    latest: max(bookings.createdAt),
  };
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function toSummary(row: {
  identifier: string;
  firstName: string;
  lastName: string;
  sessions: number;
  nextSession: Date | null;
  lastSession: Date | null;
}): ClientSummary {
  return {
    identifier: row.identifier,
    firstName: row.firstName,
    lastName: row.lastName,
    photoUrl: null,
    nextSession: iso(row.nextSession),
    lastSession: iso(row.lastSession),
    sessions: row.sessions,
  };
}

/** GET /clients?search&page: the therapist's clients by name, ten a page. */
export async function listClients(
  providerId: string,
  query: { search?: string; page: number },
  now = new Date(),
) {
  const db = await getDb();
  const words = (query.search ?? "").split(/\s+/).filter(Boolean);
  const nameMatches: SQL[] = words.map((word) =>
    or(
      ilike(users.firstName, `%${escapeLike(word)}%`),
      ilike(users.lastName, `%${escapeLike(word)}%`),
    )!,
  );
  const where = and(isClientBooking(providerId), ...nameMatches);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(aggregate(now))
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.clientId))
      .where(where)
      .groupBy(bookings.clientId, users.firstName, users.lastName)
      .orderBy(users.lastName, users.firstName, bookings.clientId)
      .limit(CLIENTS_PAGE_SIZE)
      .offset((query.page - 1) * CLIENTS_PAGE_SIZE),
    db
      .select({ total: countDistinct(bookings.clientId) })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.clientId))
      .where(where),
  ]);
  const faces = await clientFaceOf(rows.map((r) => r.identifier));
  return {
    data: rows.map((r) => ({
      ...toSummary(r),
      photoUrl: faces.get(r.identifier)?.photoUrl ?? null,
    })),
    meta: { page: query.page, pageSize: CLIENTS_PAGE_SIZE, total: Number(total) },
  };
}

/**
 * GET /client/profile/{id}: one of the therapist's clients. Anyone else (a stranger, another
 * therapist's client, a therapist) is NOT_FOUND, so ids are not confirmed.
 */
export async function clientProfile(
  viewer: Viewer,
  clientId: string,
  now = new Date(),
): Promise<ClientProfile> {
  const providerId = viewer.userId;
  const db = await getDb();
  const [row] = await db
    .select(aggregate(now))
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.clientId))
    .where(and(isClientBooking(providerId), eq(bookings.clientId, clientId)))
    .groupBy(bookings.clientId, users.firstName, users.lastName);
  if (!row) return joinedClientProfile(providerId, clientId);
  // Client-account lets a client's therapist see their picture by the rule that lists them here
  // (isClientOf), and their emergency contact once a session was confirmed.
  const card = await clientCardFor(viewer, clientId);
  return {
    ...toSummary(row),
    photoUrl: card.photoUrl,
    clientSince: iso(row.clientSince)!,
    emergencyContact: card.emergencyContact,
  };
}

/**
 * One who accepted the therapist's invitation and has no booking yet (decision 0405): a client
 * since they joined, with no sessions, their face and no emergency contact (that needs a session).
 */
async function joinedClientProfile(providerId: string, clientId: string): Promise<ClientProfile> {
  const since = await joinedAt(providerId, clientId);
  const person = since ? (await namesOf([clientId])).get(clientId) : undefined;
  if (!since || !person) throw new DomainError("NOT_FOUND");
  const face = (await clientFaceOf([clientId])).get(clientId);
  return {
    identifier: clientId,
    firstName: person.firstName,
    lastName: person.lastName,
    photoUrl: face?.photoUrl ?? null,
    nextSession: null,
    lastSession: null,
    sessions: 0,
    clientSince: since.toISOString(),
    emergencyContact: null,
  };
}

/**
 * The one rule for who is a therapist's client (decisions 0402, 0405): a booking with them that
 * is not a lapsed hold, or an accepted invitation. Their list, a client's page and history, and
 * client-account's picture check (set in app/api/app.ts) all answer by it.
 */
export async function isClientOf(providerId: string, clientId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(isClientBooking(providerId), eq(bookings.clientId, clientId)));
  return Boolean(row?.n) || Boolean(await joinedAt(providerId, clientId));
}

async function assertClient(providerId: string, clientId: string) {
  if (!(await isClientOf(providerId, clientId))) throw new DomainError("NOT_FOUND");
}

/** GET /appointment/client/{id}?page: the client's sessions with this therapist, with reviews. */
export async function clientHistory(
  viewer: Viewer,
  clientId: string,
  page: number,
  locale: Locale,
  part: ClientAppointmentsPart = "all",
  now = new Date(),
) {
  await assertClient(viewer.userId, clientId);
  const { data, meta } = await bookingsWithClient(viewer, clientId, page, locale, now, part);
  const reviews = await reviewsOfBookings(
    viewer.userId,
    data.map((b) => b.identifier),
    viewer,
  );
  return {
    data: data.map((b): ClientAppointment => ({ ...b, review: reviews.get(b.identifier) ?? null })),
    meta,
  };
}
