import "server-only";
import { and, asc, eq, gte, inArray, isNotNull, or, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { bookings, calendarFeeds } from "@/db/schema/booking";
import { contactOf, fullName, namesOf, shortName } from "@/features/accounts/server/service";
import { icsCalendar } from "@/lib/ics";
import { appUrl } from "@/lib/server/env";
import { DomainError } from "@/lib/server/errors";
import { pickLocale } from "@/lib/server/locale";
import { hit } from "@/lib/server/rate-limit";
import { hashToken, randomToken } from "@/lib/server/secure-token";
import type { CalendarFeed } from "../schemas";
import { sessionEvent } from "./calendar";

/** How far back a feed reaches: a calendar keeps last month's sessions without a gap. */
const PAST_DAYS = 60;
/** How long a cancelled session stays in the feed, marked cancelled, so calendars that had it drop it. */
const CANCELLED_KEPT_DAYS = 30;
/** A calendar app polls every few minutes at most; more than this an hour is not an app. */
const POLLS_PER_HOUR = 60;
const DAY = 86_400_000;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const feedUrl = (token: string) => `${appUrl()}/api/calendar-feed/${token}.ics`;

/** Whether the viewer's calendar subscription is on, and since when (never its address). */
export async function calendarFeedOf(userId: string): Promise<CalendarFeed> {
  const db = await getDb();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/**
 * Makes a new address for the viewer's calendar subscription, answered this once (only its hash
 * is kept); an address made before stops working.
 */
export async function createCalendarFeed(userId: string): Promise<Required<CalendarFeed>> {
  const token = randomToken();
  const db = await getDb();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashToken(token), createdAt: new Date() },
    })
    .returning();
  return { active: true, createdAt: row!.createdAt.toISOString(), url: feedUrl(token) };
}

/** Turns the viewer's calendar subscription off: its address stops working. */
export async function deleteCalendarFeed(userId: string): Promise<CalendarFeed> {
  const db = await getDb();
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: false, createdAt: null };
}

/** An account's subscription goes with it (accounts' deletion hook). */
export async function clearCalendarFeed(tx: Tx, userId: string) {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * The feed a calendar app polls: the person's confirmed and held sessions from PAST_DAYS ago on,
 * each with the UID of a session's own file, without a reminder (apps set their own for
 * subscriptions). Every change raises an event's SEQUENCE as its own file does (each move asked,
 * and the cancellation), since apps may ignore a changed event whose SEQUENCE stayed; a session
 * cancelled in the last CANCELLED_KEPT_DAYS stays with STATUS:CANCELLED, so an app (or a person
 * who imported its file) has something that removes it. NOT_FOUND for an address that is not, or
 * no longer, one.
 */
export async function calendarFeedFile(token: string, now = new Date()): Promise<string> {
  const tokenHash = hashToken(token);
  const db = await getDb();
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  if (!feed) throw new DomainError("NOT_FOUND");
  const polled = await hit(`calendar-feed:${tokenHash}`, {
    limit: POLLS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!polled.allowed) {
    throw new DomainError("RATE_LIMITED", {
      values: { minutes: Math.ceil(polled.retryAfterSeconds / 60) },
    });
  }
  const userId = feed.userId;
  // Spelled out: in a one-table select drizzle leaves columns unqualified, and "id" inside the
  // subquery would be the reschedule's own.
  const moves = sql<number>`(select count(*)::int from booking_reschedules r
    where r.booking_id = "bookings"."id")`;
  const rows = await db
    .select({
      id: bookings.id,
      clientId: bookings.clientId,
      providerId: bookings.providerId,
      status: bookings.status,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      moves,
    })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.clientId, userId), eq(bookings.providerId, userId)),
        or(
          inArray(bookings.status, ["confirmed", "completed"]),
          and(
            // Only what was in the feed before: a hold cancelled unpaid never was.
            eq(bookings.status, "cancelled"),
            inArray(bookings.previousStatus, ["confirmed", "completed"]),
            gte(bookings.cancelledAt, new Date(now.getTime() - CANCELLED_KEPT_DAYS * DAY)),
          ),
        ),
        isNotNull(bookings.startTime),
        gte(bookings.startTime, new Date(now.getTime() - PAST_DAYS * DAY)),
      ),
    )
    .orderBy(asc(bookings.startTime));
  const [owner, names] = await Promise.all([
    contactOf(userId),
    namesOf(rows.map((r) => (r.clientId === userId ? r.providerId : r.clientId))),
  ]);
  const locale = pickLocale(owner?.locale);
  const events = rows.map((row) => {
    const asClient = row.clientId === userId;
    const other = names.get(asClient ? row.providerId : row.clientId);
    const name = !other ? "" : asClient ? fullName(other) : shortName(other);
    const cancelled = row.status === "cancelled";
    return {
      ...sessionEvent(locale, {
        id: row.id,
        start: row.startTime!,
        end: row.endTime!,
        with: name,
      }),
      sequence: row.moves + (cancelled ? 1 : 0),
      status: cancelled ? ("CANCELLED" as const) : ("CONFIRMED" as const),
    };
  });
  return icsCalendar(events, now);
}
