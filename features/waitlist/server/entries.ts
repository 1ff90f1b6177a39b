import "server-only";
import { and, asc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { waitlistEntries, waitlistOffers } from "@/db/schema/waitlist";
import { contactOf, fullName, namesOf } from "@/features/accounts/server/service";
import { quoteSessionFee } from "@/features/practice/server/service";
import type { Tx } from "@/lib/server/account-pieces";
import { DomainError, fieldError } from "@/lib/server/errors";
import { addDays, dateIn, demandCells } from "../matching";
import {
  clockOf,
  joinWaitlistSchema,
  WAITLIST_MAX,
  WAITLIST_MAX_DAYS,
  type WaitlistDemand,
  type WaitlistEntry,
} from "../schemas";
import type { z } from "zod";
import { offerForProvider, withdrawOffer } from "./offers";

type Entry = typeof waitlistEntries.$inferSelect;
type Offer = typeof waitlistOffers.$inferSelect;

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Still waiting: not left, and its last date not yet past (a day's grace for the zones). */
const waiting = (now: Date) =>
  and(
    isNull(waitlistEntries.leftAt),
    gte(waitlistEntries.toDate, addDays(now.toISOString().slice(0, 10), -1)),
  );

const entryAnswer = (e: Entry, providerName: string, offer: Offer | undefined): WaitlistEntry => ({
  identifier: e.id,
  providerId: e.providerId,
  providerName,
  therapyCategoryId: e.categoryId,
  modality: e.modality,
  timezone: e.timezone,
  weekdays: e.weekdays,
  ranges: e.ranges.map((r) => ({ from: clockOf(r.from), to: clockOf(r.to) })),
  fromDate: e.fromDate,
  toDate: e.toDate,
  createdAt: e.createdAt.toISOString(),
  offer: offer
    ? {
        identifier: offer.id,
        bookingId: offer.bookingId,
        startTime: offer.startTime.toISOString(),
        endTime: offer.endTime.toISOString(),
        status: offer.status,
        expiresAt: offer.expiresAt.toISOString(),
      }
    : null,
});

/**
 * A client joins a therapist's waitlist. Their days and hours are read in their zone (given, or
 * their account's); its last date is at most WAITLIST_MAX_DAYS from their today. The 6th waitlist
 * is refused: a client's joins take turns (an advisory lock), so two at once cannot both be 5th.
 * A matching time free now is offered at once.
 */
export async function joinWaitlist(
  clientId: string,
  input: z.output<typeof joinWaitlistSchema>,
  now = new Date(),
): Promise<WaitlistEntry> {
  const contact = await contactOf(clientId);
  const timezone = input.timezone ?? contact?.timezone ?? "UTC";
  if (!isZone(timezone)) throw fieldError("timezone", "invalid");
  const today = dateIn(now.getTime(), timezone);
  if (input.toDate < today) throw fieldError("toDate", "invalid");
  if (input.toDate > addDays(today, WAITLIST_MAX_DAYS)) throw new DomainError("WAITLIST_TOO_FAR");
  const quote = await quoteSessionFee(input.providerId, input.therapyCategoryId);
  if (!quote) throw new DomainError("PROVIDER_NOT_BOOKABLE");
  if (!quote.verified) throw new DomainError("PROVIDER_NOT_VERIFIED");
  if (!quote.modalities.includes(input.modality)) throw fieldError("modality", "bookingModality");
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist:${clientId}`}, 0))`,
    );
    const [{ total }] = (await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.clientId, clientId), waiting(now)))) as [{ total: number }];
    if (total >= WAITLIST_MAX)
      throw new DomainError("WAITLIST_LIMIT", { values: { max: WAITLIST_MAX } });
    const [inserted] = await tx
      .insert(waitlistEntries)
      .values({
        clientId,
        providerId: input.providerId,
        categoryId: input.therapyCategoryId,
        modality: input.modality,
        timezone,
        weekdays: input.weekdays,
        ranges: input.ranges,
        fromDate: input.fromDate < today ? today : input.fromDate,
        toDate: input.toDate,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  await offerForProvider(input.providerId, now);
  return (await listWaitlists(clientId, now)).find((e) => e.identifier === row.id)!;
}

/** The client's waitlists still waiting, oldest first, each with its open offer. */
export async function listWaitlists(clientId: string, now = new Date()): Promise<WaitlistEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({ entry: waitlistEntries, offer: waitlistOffers })
    .from(waitlistEntries)
    .leftJoin(
      waitlistOffers,
      and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.status, "open")),
    )
    .where(and(eq(waitlistEntries.clientId, clientId), waiting(now)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const names = await namesOf(rows.map((r) => r.entry.providerId));
  return rows.map(({ entry, offer }) => {
    const name = names.get(entry.providerId);
    // An offer whose half hour is over is no longer shown, even before the sweeper closes it.
    const live = offer && offer.expiresAt > now ? offer : undefined;
    return entryAnswer(entry, name ? fullName(name) : "", live);
  });
}

/** The client leaves a waitlist; a time held for it is freed for the next in line. */
export async function leaveWaitlist(clientId: string, entryId: string, now = new Date()) {
  const db = await getDb();
  const [left] = await db
    .update(waitlistEntries)
    .set({ leftAt: now })
    .where(
      and(
        eq(waitlistEntries.id, entryId),
        eq(waitlistEntries.clientId, clientId),
        isNull(waitlistEntries.leftAt),
      ),
    )
    .returning({ id: waitlistEntries.id, providerId: waitlistEntries.providerId });
  if (!left) throw new DomainError("NOT_FOUND");
  await withdrawOffer(entryId, now);
  await offerForProvider(left.providerId, now);
  return { identifier: left.id };
}

/**
 * The therapist's waitlist: how many wait, and for each weekday and hour of the therapist's zone
 * how many of them want it. Counts only; no name, no id, no entry leaves this function.
 */
export async function waitlistDemand(
  providerId: string,
  now = new Date(),
): Promise<WaitlistDemand> {
  const db = await getDb();
  const entries = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.providerId, providerId), waiting(now)));
  const timezone = (await contactOf(providerId))?.timezone ?? "UTC";
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const { weekday, hour } of demandCells(entry, timezone, now.getTime())) {
      const key = `${weekday}:${hour}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const cells = [...counts]
    .map(([key, count]) => {
      const [weekday, hour] = key.split(":").map(Number) as [number, number];
      return { weekday, hour, count };
    })
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  return { timezone, waiting: entries.length, cells };
}

/**
 * The person's waitlists for their copy of their data (decision 0507): what they asked for, left
 * or not, and the times offered to them.
 */
export async function waitlistsOf(userId: string) {
  const db = await getDb();
  const entries = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.clientId, userId))
    .orderBy(asc(waitlistEntries.createdAt));
  const offers = entries.length
    ? await db
        .select()
        .from(waitlistOffers)
        .where(
          inArray(
            waitlistOffers.entryId,
            entries.map((e) => e.id),
          ),
        )
    : [];
  return entries.map((e) => ({
    identifier: e.id,
    providerId: e.providerId,
    therapyCategoryId: e.categoryId,
    timezone: e.timezone,
    weekdays: e.weekdays,
    ranges: e.ranges.map((r) => ({ from: clockOf(r.from), to: clockOf(r.to) })),
    fromDate: e.fromDate,
    toDate: e.toDate,
    joinedAt: e.createdAt.toISOString(),
    leftAt: e.leftAt?.toISOString() ?? null,
    offers: offers
      .filter((o) => o.entryId === e.id)
      .map((o) => ({
        startTime: o.startTime.toISOString(),
        status: o.status,
        offeredAt: o.createdAt.toISOString(),
        answeredAt: o.answeredAt?.toISOString() ?? null,
      })),
  }));
}

/**
 * Deleting an account takes its place in every line, and, for a therapist, every line for them
 * (the account row is kept anonymized, so no cascade fires). An open offer's held booking runs
 * out like any unpaid one.
 */
export async function clearWaitlists(tx: Tx, userId: string) {
  await tx
    .delete(waitlistEntries)
    .where(or(eq(waitlistEntries.clientId, userId), eq(waitlistEntries.providerId, userId)));
}
