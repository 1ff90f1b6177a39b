import "server-only";
import { TZDate } from "@date-fns/tz";
import { addWeeks } from "date-fns";
import { and, count, desc, eq, gt, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookingSeries, bookings, preferenceOptions, therapyCategories, users } from "@/db/schema";
import { findOfferedSlot } from "@/features/availability/server/service";
import { quoteSessionFee } from "@/features/practice/server/service";
import { chargeWallet } from "@/features/wallet/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { ApiError } from "@/lib/server/errors";
import { translate } from "@/lib/server/locale";
import {
  BOOKINGS_PAGE_SIZE,
  HOLD_MINUTES,
  PROVIDER_HOLD_HOURS,
  type Booking,
  type BookingStatus,
} from "../schemas";
import { sendBookedForYou } from "./emails";

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Row = typeof bookings.$inferSelect;

const fail = (
  status: 400 | 402 | 403 | 404 | 409,
  locale: Locale,
  key: string,
  code?: string,
  values = {},
) => new ApiError(status, translate(locale, "Api", key, values), code ? { code } : {});

const ACTIVE: BookingStatus[] = ["pending", "confirmed"];

/** Is this database error the one-booking-per-time-range constraint? */
function isSlotTaken(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String(error);
  return text.includes("bookings_no_overlap");
}

/** Frees the time of pending bookings whose hold ran out (they were never paid). */
async function expireStaleHolds(db: Db | Tx, providerId: string) {
  await db
    .update(bookings)
    .set({ status: "expired", previousStatus: "pending", updatedAt: new Date() })
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.status, "pending"),
        lt(bookings.holdExpiresAt, new Date()),
      ),
    );
}

/**
 * The times providers are taken: confirmed sessions and pending ones still held. Slot generation
 * asks this, for one provider or a page of them at once.
 */
export async function busyIntervalsOf(providerIds: string[], from: Date, to: Date) {
  const busy = new Map<string, { start: number; end: number }[]>();
  if (!providerIds.length) return busy;
  const db = await getDb();
  const rows = await db
    .select({ providerId: bookings.providerId, start: bookings.startTime, end: bookings.endTime })
    .from(bookings)
    .where(
      and(
        inArray(bookings.providerId, providerIds),
        isNotNull(bookings.startTime),
        lt(bookings.startTime, to),
        gt(bookings.endTime, from),
        or(
          eq(bookings.status, "confirmed"),
          and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, new Date())),
        ),
      ),
    );
  for (const r of rows) {
    const list = busy.get(r.providerId) ?? [];
    list.push({ start: r.start!.getTime(), end: r.end!.getTime() });
    busy.set(r.providerId, list);
  }
  return busy;
}

export async function busyIntervals(providerId: string, from: Date, to: Date) {
  return (await busyIntervalsOf([providerId], from, to)).get(providerId) ?? [];
}

type NewBooking = {
  clientId: string;
  providerId: string;
  therapyCategoryId: string;
  modality: string;
  note?: string;
  timeslotIdentifier?: string;
  createdByProvider?: boolean;
};

async function priceAndSlot(input: NewBooking, locale: Locale) {
  const quote = await quoteSessionFee(input.providerId, input.therapyCategoryId);
  if (!quote) throw fail(404, locale, "therapistUnavailable", "PROVIDER_NOT_BOOKABLE");
  if (!quote.modalities.includes(input.modality)) {
    throw new ApiError(400, translate(locale, "Api", "validationFailed"), {
      errors: { modality: translate(locale, "Validation", "bookingModality") },
    });
  }
  let slot: { start: number; end: number } | null = null;
  if (input.timeslotIdentifier) {
    slot = await findOfferedSlot(
      input.providerId,
      input.therapyCategoryId,
      input.timeslotIdentifier,
    );
    if (!slot) throw fail(409, locale, "slotUnavailable", "SLOT_UNAVAILABLE");
  }
  return { quote, slot };
}

/**
 * How long a pending booking keeps its time. A client paying right away needs minutes; a client
 * whose therapist booked for them needs time to read the email, but never past the session.
 */
function holdUntil(slot: { start: number } | null, createdByProvider: boolean) {
  if (!createdByProvider) return new Date(Date.now() + HOLD_MINUTES * 60_000);
  const hold = Date.now() + PROVIDER_HOLD_HOURS * 3_600_000;
  return new Date(slot ? Math.min(hold, slot.start) : hold);
}

/**
 * A client books a session (or a therapist for a client). It starts pending and holds its slot
 * for HOLD_MINUTES while the client pays; the database refuses a second active booking of the
 * same time, so of two people racing for one slot exactly one gets it.
 */
export async function createBooking(input: NewBooking, locale: Locale) {
  const { quote, slot } = await priceAndSlot(input, locale);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await expireStaleHolds(tx, input.providerId);
      const [row] = await tx
        .insert(bookings)
        .values({
          clientId: input.clientId,
          providerId: input.providerId,
          categoryId: input.therapyCategoryId,
          modality: input.modality,
          startTime: slot ? new Date(slot.start) : null,
          endTime: slot ? new Date(slot.end) : null,
          holdExpiresAt: holdUntil(slot, input.createdByProvider ?? false),
          amount: quote.isFree ? 0 : quote.amount,
          currency: quote.currency,
          isFree: quote.isFree,
          note: input.note || null,
          createdByProvider: input.createdByProvider ?? false,
        })
        .returning({ id: bookings.id });
      return row!.id;
    });
  } catch (error) {
    if (isSlotTaken(error)) throw fail(409, locale, "slotTaken", "SLOT_TAKEN");
    throw error;
  }
}

/** The same weekly time for N weeks: every week is checked; clashing weeks are named before anything is booked. */
export async function createSeries(
  input: NewBooking & { weeks: number; timeslotIdentifier: string },
  locale: Locale,
) {
  const { quote, slot: first } = await priceAndSlot(input, locale);
  const occurrences: { start: number; end: number }[] = [];
  const clashes: string[] = [];
  for (let week = 0; week < input.weeks; week++) {
    // The same wall-clock time in the therapist's zone each week, across daylight-saving changes.
    const start = addWeeks(new TZDate(first!.start, quote.timezone), week).getTime();
    const identifier = input.timeslotIdentifier.replace(/^\d{8}T\d{4}Z/, compactUtc(start));
    const offered =
      week === 0
        ? first
        : await findOfferedSlot(input.providerId, input.therapyCategoryId, identifier);
    const busy = offered
      ? await busyIntervals(input.providerId, new Date(offered.start), new Date(offered.end))
      : [];
    if (!offered || busy.length) clashes.push(new Date(start).toISOString());
    else occurrences.push({ start: offered.start, end: offered.end });
  }
  if (clashes.length) {
    throw new ApiError(409, translate(locale, "Api", "seriesClashes", { count: clashes.length }), {
      code: "SERIES_CLASHES",
      errors: { weeks: clashes.join(", ") },
    });
  }
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await expireStaleHolds(tx, input.providerId);
      const [series] = await tx
        .insert(bookingSeries)
        .values({ clientId: input.clientId, providerId: input.providerId, weeks: input.weeks })
        .returning({ id: bookingSeries.id });
      const rows = await tx
        .insert(bookings)
        .values(
          occurrences.map((o) => ({
            clientId: input.clientId,
            providerId: input.providerId,
            categoryId: input.therapyCategoryId,
            modality: input.modality,
            startTime: new Date(o.start),
            endTime: new Date(o.end),
            holdExpiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000),
            amount: quote.isFree ? 0 : quote.amount,
            currency: quote.currency,
            isFree: quote.isFree,
            note: input.note || null,
            seriesId: series!.id,
          })),
        )
        .returning({ id: bookings.id });
      return { seriesId: series!.id, bookingIds: rows.map((r) => r.id) };
    });
  } catch (error) {
    if (isSlotTaken(error)) throw fail(409, locale, "slotTaken", "SLOT_TAKEN");
    throw error;
  }
}

const compactUtc = (ms: number) =>
  new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 13) + "Z";

async function lockOwnBooking(tx: Tx, bookingId: string, clientId: string, locale: Locale) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.clientId, clientId)))
    .for("update");
  if (!row) throw fail(404, locale, "notFound");
  return row;
}

/**
 * Pays a pending booking (and the rest of its series) from the wallet in one transaction: the
 * ledger entries and the confirmation happen together or not at all.
 */
export async function payBooking(bookingId: string, clientId: string, locale: Locale) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, bookingId, clientId, locale);
    if (booking.status === "confirmed") return booking.id;
    if (booking.status !== "pending") throw fail(409, locale, "bookingNotPending", "NOT_PENDING");
    if (booking.startTime && booking.holdExpiresAt && booking.holdExpiresAt < new Date()) {
      await tx
        .update(bookings)
        .set({ status: "expired", previousStatus: "pending", updatedAt: new Date() })
        .where(eq(bookings.id, booking.id));
      throw fail(409, locale, "holdExpired", "HOLD_EXPIRED");
    }
    const group = booking.seriesId
      ? await tx
          .select()
          .from(bookings)
          .where(and(eq(bookings.seriesId, booking.seriesId), eq(bookings.status, "pending")))
          .for("update")
      : [booking];
    const total = group.reduce((sum, b) => sum + b.amount, 0);
    if (total > 0) {
      await chargeWallet(tx, {
        userId: clientId,
        amount: total,
        currency: booking.currency,
        reference: `booking:${booking.seriesId ?? booking.id}`,
        description: booking.seriesId ? "Session series" : "Session booking",
        locale,
      });
    }
    await tx
      .update(bookings)
      .set({
        status: "confirmed",
        previousStatus: "pending",
        confirmedAt: new Date(),
        holdExpiresAt: null,
        updatedAt: new Date(),
      })
      .where(
        inArray(
          bookings.id,
          group.map((b) => b.id),
        ),
      );
    return booking.id;
  });
}

/** "Schedule later" bookings get their time after paying (POST /booking/{id}/schedule). */
export async function scheduleBooking(
  bookingId: string,
  clientId: string,
  timeslotIdentifier: string,
  locale: Locale,
) {
  const db = await getDb();
  const [current] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.clientId, clientId)));
  if (!current) throw fail(404, locale, "notFound");
  if (current.startTime) throw fail(409, locale, "alreadyScheduled", "ALREADY_SCHEDULED");
  if (!ACTIVE.includes(current.status)) throw fail(409, locale, "bookingNotPending", "NOT_PENDING");
  const slot = await findOfferedSlot(current.providerId, current.categoryId, timeslotIdentifier);
  if (!slot) throw fail(409, locale, "slotUnavailable", "SLOT_UNAVAILABLE");
  try {
    await db.transaction(async (tx) => {
      await expireStaleHolds(tx, current.providerId);
      await tx
        .update(bookings)
        .set({
          startTime: new Date(slot.start),
          endTime: new Date(slot.end),
          holdExpiresAt:
            current.status === "pending" ? new Date(Date.now() + HOLD_MINUTES * 60_000) : null,
          updatedAt: new Date(),
        })
        .where(eq(bookings.id, bookingId));
    });
  } catch (error) {
    if (isSlotTaken(error)) throw fail(409, locale, "slotTaken", "SLOT_TAKEN");
    throw error;
  }
  return { status: current.status };
}

// --- reads ------------------------------------------------------------------------------------

async function toWire(rows: Row[], locale: Locale): Promise<Booking[]> {
  if (!rows.length) return [];
  const db = await getDb();
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.flatMap((r) => [r.clientId, r.providerId]))]));
  const categories = await db
    .select()
    .from(therapyCategories)
    .where(inArray(therapyCategories.id, [...new Set(rows.map((r) => r.categoryId))]));
  const modalities = await db
    .select({ slug: preferenceOptions.slug, names: preferenceOptions.names })
    .from(preferenceOptions)
    .where(
      and(
        eq(preferenceOptions.kind, "modality"),
        inArray(preferenceOptions.slug, [...new Set(rows.map((r) => r.modality))]),
      ),
    );
  const person = (id: string) => people.find((p) => p.id === id)!;
  return rows.map((r) => ({
    identifier: r.id,
    status: r.status,
    previousStatus: r.previousStatus,
    startTime: r.startTime?.toISOString() ?? null,
    endTime: r.endTime?.toISOString() ?? null,
    holdExpiresAt: r.status === "pending" ? (r.holdExpiresAt?.toISOString() ?? null) : null,
    therapyCategory: {
      identifier: r.categoryId,
      name: categories.find((c) => c.id === r.categoryId)!.names[locale],
    },
    modality: r.modality,
    modalityName: modalities.find((m) => m.slug === r.modality)?.names[locale] ?? r.modality,
    provider: {
      identifier: r.providerId,
      firstName: person(r.providerId).firstName,
      lastName: person(r.providerId).lastName,
    },
    client: {
      identifier: r.clientId,
      firstName: person(r.clientId).firstName,
      lastName: person(r.clientId).lastName,
    },
    amount: r.amount,
    currency: r.currency,
    isFree: r.isFree,
    note: r.note,
    series: r.seriesId ? { identifier: r.seriesId } : null,
    createdByProvider: r.createdByProvider,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** One booking, if the asker is its client (role "client") or its therapist (role "provider"). */
export async function getBooking(
  id: string,
  viewer: { userId: string; role: "client" | "provider" },
  locale: Locale,
) {
  const db = await getDb();
  const owner = viewer.role === "client" ? bookings.clientId : bookings.providerId;
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(owner, viewer.userId)));
  if (!row) throw fail(404, locale, "notFound");
  return (await toWire([row], locale))[0]!;
}

export async function seriesOf(
  id: string,
  viewer: { userId: string; role: "client" | "provider" },
  locale: Locale,
) {
  const booking = await getBooking(id, viewer, locale);
  if (!booking.series) return [booking];
  const db = await getDb();
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.seriesId, booking.series.identifier))
    .orderBy(bookings.startTime);
  return toWire(rows, locale);
}

/** A page of the viewer's bookings (client) or appointments (therapist), soonest first. */
export async function listBookings(
  viewer: { userId: string; role: "client" | "provider" },
  query: { statuses: BookingStatus[]; page: number },
  locale: Locale,
) {
  const db = await getDb();
  const owner = viewer.role === "client" ? bookings.clientId : bookings.providerId;
  const where = and(
    eq(owner, viewer.userId),
    query.statuses.length ? inArray(bookings.status, query.statuses) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(sql`${bookings.startTime} asc nulls first`, desc(bookings.createdAt))
      .limit(BOOKINGS_PAGE_SIZE)
      .offset((query.page - 1) * BOOKINGS_PAGE_SIZE),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return {
    data: await toWire(rows, locale),
    meta: { page: query.page, pageSize: BOOKINGS_PAGE_SIZE, total: Number(total) },
  };
}

/**
 * GET /clients/relation/{id}: whether a client has had sessions with this therapist, and for
 * their own clients only, the client's name.
 */
export async function clientRelation(providerId: string, clientId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ sessions: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.clientId, clientId),
        inArray(bookings.status, ["confirmed", "completed"]),
      ),
    );
  const sessions = Number(row?.sessions ?? 0);
  if (!sessions) return { isClient: false, sessions, client: null };
  const [person] = await db
    .select({ identifier: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, clientId));
  return { isClient: true, sessions, client: person ?? null };
}

/** A therapist books a session for one of their clients (someone with a past or current session). */
export async function createAppointment(
  input: {
    providerId: string;
    clientId: string;
    therapyCategoryId: string;
    modality: string;
    note?: string;
    timeslotIdentifier: string;
  },
  locale: Locale,
) {
  const relation = await clientRelation(input.providerId, input.clientId);
  if (!relation.isClient) throw fail(404, locale, "notYourClient", "NOT_YOUR_CLIENT");
  const id = await createBooking({ ...input, createdByProvider: true }, locale);
  await sendBookedForYou(id);
  return id;
}
