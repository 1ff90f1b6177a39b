import "server-only";
import { and, asc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { getDb } from "@/db/client";
import { waitlistEntries, waitlistOffers, waitlistProviderClaims } from "@/db/schema/waitlist";
import { listSlots } from "@/features/availability/server/service";
import {
  createBooking,
  keepOfferHold,
  releaseOfferHold,
  type Tx,
} from "@/features/booking/server/service";
import { DomainError } from "@/lib/server/errors";
import { addDays, firstInLine } from "../matching";
import { OFFER_HOLD_MINUTES } from "../schemas";
import { sendOffered } from "./emails";

/** How long one sweeper keeps a therapist's line to itself; released when it is done. */
const CLAIM_MS = 2 * 60_000;

/**
 * Takes a therapist's line for this process until CLAIM_MS from now, in one statement: the upsert
 * writes only when no other process holds it, so of two at once exactly one gets a row back.
 */
async function claimLine(providerId: string, now: Date) {
  const db = await getDb();
  const until = new Date(now.getTime() + CLAIM_MS);
  const taken = await db
    .insert(waitlistProviderClaims)
    .values({ providerId, claimedUntil: until })
    .onConflictDoUpdate({
      target: waitlistProviderClaims.providerId,
      set: { claimedUntil: until },
      setWhere: lte(waitlistProviderClaims.claimedUntil, now),
    })
    .returning({ providerId: waitlistProviderClaims.providerId });
  return taken.length === 1 ? until : null;
}

/** Gives the line back: the claim is deleted (a clock set back later cannot find it still held). */
async function releaseLine(providerId: string, until: Date) {
  const db = await getDb();
  await db
    .delete(waitlistProviderClaims)
    .where(
      and(
        eq(waitlistProviderClaims.providerId, providerId),
        eq(waitlistProviderClaims.claimedUntil, until),
      ),
    );
}

/**
 * Offers a therapist's free times to their waitlist: each free time, soonest first, to the first
 * client in line (joined first) whose wish it fits, who has no open offer and was not offered that
 * time before. The offer holds the time as a pending booking of that client for OFFER_HOLD_MINUTES:
 * the bookings' overlap constraint keeps it for them alone. Answers how many it offered; 0 when
 * another process has the line now (it offers them instead).
 */
export async function offerForProvider(providerId: string, now = new Date()): Promise<number> {
  const claimed = await claimLine(providerId, now);
  if (!claimed) return 0;
  try {
    return await offerClaimed(providerId, now);
  } finally {
    await releaseLine(providerId, claimed);
  }
}

async function offerClaimed(providerId: string, now: Date) {
  const db = await getDb();
  const line = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.providerId, providerId),
        isNull(waitlistEntries.leftAt),
        gte(waitlistEntries.toDate, addDays(now.toISOString().slice(0, 10), -1)),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  if (!line.length) return 0;
  // An offer past its half hour that the sweeper has not closed yet would keep its entry waiting.
  await closeDue(
    now,
    line.map((e) => e.id),
  );
  const offers = await db
    .select({
      entryId: waitlistOffers.entryId,
      start: waitlistOffers.startTime,
      status: waitlistOffers.status,
      expiresAt: waitlistOffers.expiresAt,
    })
    .from(waitlistOffers)
    .where(
      inArray(
        waitlistOffers.entryId,
        line.map((e) => e.id),
      ),
    );
  const busy = new Set(
    offers.filter((o) => o.status === "open" && o.expiresAt > now).map((o) => o.entryId),
  );
  const offeredBefore = new Set(offers.map((o) => `${o.entryId}|${o.start.getTime()}`));
  let made = 0;
  for (const categoryId of new Set(line.map((e) => e.categoryId))) {
    const ofCategory = line.filter((e) => e.categoryId === categoryId);
    const last = ofCategory.reduce((max, e) => (e.toDate > max ? e.toDate : max), "");
    const slots = await listSlots({
      providerId,
      categoryId,
      from: now,
      to: new Date(`${addDays(last, 2)}T00:00:00Z`),
      now,
    });
    for (const slot of slots) {
      if (slot.isBooked) continue;
      const candidates = ofCategory.filter(
        (e) => !busy.has(e.id) && !offeredBefore.has(`${e.id}|${slot.start}`),
      );
      const entry = firstInLine(candidates, slot.start, slot.end);
      if (!entry) continue;
      if (await offerTo(entry, slot, now)) {
        busy.add(entry.id);
        made++;
      }
    }
  }
  return made;
}

type Entry = typeof waitlistEntries.$inferSelect;

/** Holds one time for one entry and tells its client; false when the time was taken meanwhile. */
async function offerTo(
  entry: Entry,
  slot: { identifier: string; start: number; end: number },
  now: Date,
) {
  let bookingId: string;
  let expiresAt: Date;
  try {
    const { row } = await createBooking(
      {
        clientId: entry.clientId,
        providerId: entry.providerId,
        therapyCategoryId: entry.categoryId,
        modality: entry.modality,
        timeslotIdentifier: slot.identifier,
        holdMinutes: OFFER_HOLD_MINUTES,
      },
      now,
    );
    bookingId = row.id;
    expiresAt = row.holdExpiresAt!;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
  const db = await getDb();
  const [offer] = await db
    .insert(waitlistOffers)
    .values({
      entryId: entry.id,
      bookingId,
      startTime: new Date(slot.start),
      endTime: new Date(slot.end),
      expiresAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!offer) {
    await releaseOfferHold(bookingId, now);
    return false;
  }
  await sendOffered(entry, offer);
  return true;
}

/** An open offer of the client's, locked for this transaction; NOT_FOUND for anyone else's. */
async function lockOffer(tx: Tx, offerId: string, clientId: string) {
  const [row] = await tx
    .select({
      offer: waitlistOffers,
      clientId: waitlistEntries.clientId,
      providerId: waitlistEntries.providerId,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(and(eq(waitlistOffers.id, offerId), eq(waitlistEntries.clientId, clientId)))
    .for("update", { of: waitlistOffers });
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/**
 * The client takes the offered time: from here it is a pending booking to pay as usual. An offer
 * past its half hour, or closed by the sweeper first, answers OFFER_EXPIRED: the offer row is
 * locked, so an accept and an expiry never both happen.
 */
export async function acceptOffer(clientId: string, offerId: string, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { offer } = await lockOffer(tx, offerId, clientId);
    if (offer.status === "accepted") return { identifier: offer.id, bookingId: offer.bookingId! };
    if (offer.status !== "open" || offer.expiresAt <= now || !offer.bookingId)
      throw new DomainError("OFFER_EXPIRED");
    if (!(await keepOfferHold(tx, offer.bookingId, clientId, now)))
      throw new DomainError("OFFER_EXPIRED");
    await tx
      .update(waitlistOffers)
      .set({ status: "accepted", answeredAt: now })
      .where(eq(waitlistOffers.id, offer.id));
    return { identifier: offer.id, bookingId: offer.bookingId };
  });
}

/** The client passes: the time is freed and offered to the next in line at once. */
export async function passOffer(clientId: string, offerId: string, now = new Date()) {
  const db = await getDb();
  const providerId = await db.transaction(async (tx) => {
    const { offer, providerId } = await lockOffer(tx, offerId, clientId);
    if (offer.status !== "open" || offer.expiresAt <= now) throw new DomainError("OFFER_EXPIRED");
    await tx
      .update(waitlistOffers)
      .set({ status: "passed", answeredAt: now })
      .where(eq(waitlistOffers.id, offer.id));
    if (offer.bookingId) await releaseOfferHold(offer.bookingId, now, tx);
    return providerId;
  });
  await offerForProvider(providerId, now);
  return { identifier: offerId };
}

/** An entry's open offer, withdrawn because its client left the waitlist. */
export async function withdrawOffer(entryId: string, now: Date) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [offer] = await tx
      .update(waitlistOffers)
      .set({ status: "passed", answeredAt: now })
      .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, "open")))
      .returning();
    if (offer?.bookingId) await releaseOfferHold(offer.bookingId, now, tx);
  });
}

/**
 * Closes open offers whose half hour ran out (of these entries, or all), claimed with
 * `for update skip locked`: an accept in progress decides its own row, and two sweepers never
 * close one twice. The booking's hold ran out at the same instant. Answers how many it closed.
 */
async function closeDue(now: Date, entryIds?: string[]) {
  const db = await getDb();
  const due = db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.status, "open"),
        lte(waitlistOffers.expiresAt, now),
        entryIds ? inArray(waitlistOffers.entryId, entryIds) : undefined,
      ),
    )
    .limit(500)
    .for("update", { skipLocked: true });
  const closed = await db
    .update(waitlistOffers)
    .set({ status: "expired", answeredAt: now })
    .where(and(inArray(waitlistOffers.id, due), eq(waitlistOffers.status, "open")))
    .returning({ id: waitlistOffers.id });
  return closed.length;
}

/**
 * The sweeper's pass: closes the open offers whose half hour ran out (closeDue), then offers
 * every waiting therapist's free times. Answers how many it closed and offered.
 */
export async function sweepWaitlists(now = new Date()) {
  const db = await getDb();
  const expired = await closeDue(now);
  const providers = await db
    .selectDistinct({ providerId: waitlistEntries.providerId })
    .from(waitlistEntries)
    .where(
      and(
        isNull(waitlistEntries.leftAt),
        gte(waitlistEntries.toDate, addDays(now.toISOString().slice(0, 10), -1)),
      ),
    );
  let offered = 0;
  for (const { providerId } of providers) offered += await offerForProvider(providerId, now);
  return { expired, offered };
}
