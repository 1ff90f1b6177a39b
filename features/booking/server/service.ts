import "server-only";
import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { addWeeks } from "date-fns";
import {
  and,
  count,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyId, prepared } from "@/db/prepared";
import { bookingSeries, bookings } from "@/db/schema/booking";
import { namesOf, type PersonName } from "@/features/accounts/server/service";
import type { BusyInterval } from "@/features/availability";
import { findOfferedSlot, listSlots } from "@/features/availability/server/service";
import { quoteSessionFee, type SessionQuote } from "@/features/practice/server/service";
import { joinedAt } from "@/features/client-import/server/service";
import {
  bookingChargeReference,
  chargeWallet,
  getWalletBalance,
} from "@/features/wallet/server/service";
import { batched } from "@/lib/server/batch";
import { hasSqlState, isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import { DomainError, fieldError } from "@/lib/server/errors";
import { bookingRow, type BookingRowInput } from "../booking-row";
import { ACTIVE_STATUSES, HOLD_MINUTES } from "../schemas";
import { sendBookedForYou, sendScheduled } from "./emails";

type Db = Awaited<ReturnType<typeof getDb>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Row = typeof bookings.$inferSelect;

/** The database's one-booking-per-time-range constraint refused the row. */
const isSlotTaken = (error: unknown) =>
  isConstraintViolation(error, "bookings_no_overlap", SQLSTATE.exclusionViolation);

/** A pending booking whose hold ran out (it was never paid). */
export const staleHold = (now: Date) =>
  and(eq(bookings.status, "pending"), lt(bookings.holdExpiresAt, now));

/** What expiring a stale hold writes. */
export const expiredHold = (now: Date) =>
  ({ status: "expired", previousStatus: "pending", updatedAt: now }) as const;

/** Frees the time of pending bookings whose hold ran out (they were never paid); how many it freed. */
export async function expireStaleHolds(db: Db | Tx, providerId: string, now: Date) {
  const freed = await db
    .update(bookings)
    .set(expiredHold(now))
    .where(and(eq(bookings.providerId, providerId), staleHold(now)))
    .returning({ id: bookings.id });
  return freed.length;
}

/**
 * Runs a write that takes a provider's time; a clash with another booking answers SLOT_TAKEN.
 * Holds that ran out stay in the overlap constraint until they are expired, so a clash expires
 * this provider's stale holds and, if that freed any, tries once more. Expiring only on a clash
 * keeps that update off every booking that does not need it.
 */
export async function takingSlot<T>(
  providerId: string,
  write: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  // Two overlapping inserts at the same instant can each wait on the other's row under the
  // exclusion constraint, and PostgreSQL then aborts one as a deadlock. Tried again, that one
  // meets the other's committed row: a clash like any other.
  const attempt = () =>
    write().catch((error: unknown) => {
      if (hasSqlState(error, SQLSTATE.deadlockDetected)) return write();
      throw error;
    });
  try {
    return await attempt();
  } catch (error) {
    if (!isSlotTaken(error)) throw error;
  }
  if (!(await expireStaleHolds(await getDb(), providerId, now)))
    throw new DomainError("SLOT_TAKEN");
  try {
    return await attempt();
  } catch (error) {
    if (isSlotTaken(error)) throw new DomainError("SLOT_TAKEN");
    throw error;
  }
}

const busyRows = prepared((db) =>
  db
    .select({
      providerId: bookings.providerId,
      start: bookings.startTime,
      end: bookings.endTime,
      proposedStart: bookings.proposedStartTime,
      proposedEnd: bookings.proposedEndTime,
      holdExpiresAt: bookings.holdExpiresAt,
      status: bookings.status,
    })
    .from(bookings)
    .where(
      and(
        anyId(bookings.providerId, "ids"),
        isNotNull(bookings.startTime),
        or(
          and(
            lt(bookings.startTime, sql.placeholder("to")),
            gt(bookings.endTime, sql.placeholder("from")),
          ),
          // A pending reschedule request holds its proposed time too (decision 0301).
          and(
            lt(bookings.proposedStartTime, sql.placeholder("to")),
            gt(bookings.proposedEndTime, sql.placeholder("from")),
          ),
        ),
        or(
          eq(bookings.status, "confirmed"),
          and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, sql.placeholder("now"))),
        ),
      ),
    )
    .prepare("busy_intervals"),
);

/**
 * The times providers are taken: confirmed sessions and pending ones still held. Slot generation
 * asks this, for one provider or a page of them at once.
 */
export async function busyIntervalsOf(providerIds: string[], from: Date, to: Date) {
  const busy = new Map<string, BusyInterval[]>();
  if (!providerIds.length) return busy;
  const rows = await (await busyRows()).execute({ ids: providerIds, from, to, now: new Date() });
  for (const r of rows) {
    const list = busy.get(r.providerId) ?? [];
    const until = r.status === "pending" ? r.holdExpiresAt?.getTime() : undefined;
    list.push({ start: r.start!.getTime(), end: r.end!.getTime(), until });
    if (r.proposedStart && r.proposedEnd)
      list.push({ start: r.proposedStart.getTime(), end: r.proposedEnd.getTime() });
    busy.set(r.providerId, list);
  }
  return busy;
}

type NewBooking = BookingRowInput & { timeslotIdentifier?: string };

async function priceAndSlot(input: NewBooking) {
  const quote = await quoteSessionFee(input.providerId, input.therapyCategoryId);
  if (!quote) throw new DomainError("PROVIDER_NOT_BOOKABLE");
  // Clients book only therapists whose credentials are approved; a therapist may still book their
  // own existing clients while under review or after a lapse (decision 0213).
  if (!quote.verified && !input.createdByProvider) throw new DomainError("PROVIDER_NOT_VERIFIED");
  if (!quote.modalities.includes(input.modality)) throw fieldError("modality", "bookingModality");
  // The quote has read the therapist's calendar settings, and that they offer the category.
  const context = {
    providerId: input.providerId,
    timezone: quote.timezone,
    calendarSetupType: quote.calendarSetupType,
    minimumNoticeMinutes: quote.minimumNoticeMinutes,
    categoryIds: [input.therapyCategoryId],
  };
  let slot: { start: number; end: number } | null = null;
  if (input.timeslotIdentifier) {
    slot = await findOfferedSlot(
      input.providerId,
      input.therapyCategoryId,
      input.timeslotIdentifier,
      { context },
    );
    if (!slot) throw new DomainError("SLOT_UNAVAILABLE");
  }
  return { quote, slot, context };
}

type NewRow = ReturnType<typeof bookingRow>;
/** The columns bookingRow fills, read off one it builds, so the insert below always names them all. */
const ROW_KEYS = Object.keys(
  bookingRow(
    { clientId: "", providerId: "", therapyCategoryId: "", modality: "" },
    { amount: 0, currency: "", isFree: false },
    null,
    0,
  ),
) as (keyof NewRow)[];

/**
 * A new row's columns bound as they are, not through the columns' mapping, which would call a null
 * start time's toISOString (a booking whose time is chosen later).
 */
const boundAsIs = (valueOf: (key: keyof NewRow) => unknown) =>
  Object.fromEntries(ROW_KEYS.map((key) => [key, sql`${valueOf(key)}`])) as Record<
    keyof NewRow,
    SQL
  >;

/**
 * One therapist's new bookings take turns (the lock is held until the insert commits):
 * many inserts racing for one slot otherwise wait on each other's uncommitted rows under
 * the exclusion constraint and deadlock in a chain, each found only after PostgreSQL's
 * deadlock_timeout (a second), so 50 clients for one slot took over 30 s on a loaded
 * machine, and some got a 500. In turn, each meets the committed winner at once: a 409.
 */
const providerInTurn = (providerId: string | SQL | ReturnType<typeof sql.placeholder>) =>
  sql`(select ${providerId}::uuid from pg_advisory_xact_lock(hashtextextended('booking:' || ${providerId}, 0)))`;

/** One new booking's insert, built once (db/prepared.ts); a series inserts its weeks together. */
const insertBooking = prepared((db) =>
  db
    .insert(bookings)
    .values({
      ...boundAsIs((key) => sql.placeholder(key)),
      providerId: providerInTurn(sql.placeholder("providerId")),
    })
    .returning()
    .prepare("insert_booking"),
);

const columns = getTableColumns(bookings);
const BATCH_KEYS = ["id", ...ROW_KEYS] as const;
const batchColumns = sql.raw(BATCH_KEYS.map((key) => `"${columns[key].name}"`).join(", "));
const batchSelected = sql.join(
  BATCH_KEYS.map((key) =>
    key === "providerId"
      ? providerInTurn(sql.raw("r.provider_id"))
      : sql.raw(`r."${columns[key].name}"`),
  ),
  sql`, `,
);
const arrayTypes = BATCH_KEYS.map((key) => sql.raw(`${columns[key].getSQLType()}[]`));

/**
 * The batch's insert: each column's values as one array parameter (`sql.param`: drizzle's sql
 * would spread an array into a list), unnested into rows in the order given. Its text is the same
 * for every batch size, so the connection keeps it prepared (db/preparing-client.ts); rows spelled
 * out as VALUES were a new statement for each size, built by drizzle per batch (a tenth of the
 * API's time under booking load).
 */
function batchInsert(rows: (NewRow & { id: string })[]) {
  const arrays = BATCH_KEYS.map(
    (key, i) => sql`${sql.param(rows.map((row) => row[key]))}::${arrayTypes[i]}`,
  );
  return sql`insert into ${bookings} (${batchColumns})
    select ${batchSelected}
    from unnest(${sql.join(arrays, sql`, `)}) as r(${batchColumns})
    on conflict do nothing returning *`;
}

/** A row as the driver returned it (column names, timestamps as text) in the schema's shape. */
const rowFrom = (raw: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(columns).map(([key, column]) => {
      const value = raw[column.name];
      return [key, value == null ? null : column.mapFromDriverValue(value)];
    }),
  ) as Row;

/**
 * The new bookings of one turn of the event loop, in one statement: one round trip and one commit
 * for all of them (decision 0038). A row the overlap constraint refuses is left out instead of
 * failing the others; so is every row of a batch that fails as a whole. Each left out (null) is
 * then inserted alone (`takingSlot`), where its clash or its error is its own. A lone booking
 * goes that way at once, as a prepared statement.
 */
const insertedTogether = batched(async (rows: NewRow[]): Promise<(Row | null)[]> => {
  if (rows.length === 1) return [null];
  const withIds = rows.map((row) => ({ ...row, id: randomUUID() }));
  // Therapists' turns are taken in one order, so two batches never wait on each other.
  const ordered = [...withIds].sort((a, b) => (a.providerId < b.providerId ? -1 : 1));
  try {
    const { rows: inserted } = (await (await getDb()).execute(batchInsert(ordered))) as unknown as {
      rows: Record<string, unknown>[];
    };
    const byId = new Map(inserted.map((raw) => [raw.id as string, rowFrom(raw)]));
    return withIds.map(({ id }) => byId.get(id) ?? null);
  } catch (error) {
    // Two batches deadlock only if the turns above were taken out of order; anything else is
    // worth seeing, as every booking of the batch now takes the slower way.
    if (!hasSqlState(error, SQLSTATE.deadlockDetected))
      console.error(`[booking] a batch of ${rows.length} failed; each goes alone:`, error);
    return rows.map(() => null);
  }
});

/**
 * A client books a session (or a therapist for a client). It starts pending and holds its slot
 * for HOLD_MINUTES while the client pays; the database refuses a second active booking of the
 * same time, so of two people racing for one slot exactly one gets it. The therapist's name comes
 * with it, read by the quote, for the answer.
 */
export async function createBooking(
  input: NewBooking,
  now = new Date(),
  /** A caller's own refusal once the price is known, before anything is written. */
  accept?: (quote: SessionQuote) => Promise<void>,
): Promise<{ row: Row; providerName: PersonName }> {
  const { quote, slot } = await priceAndSlot(input);
  if (accept) await accept(quote);
  const insert = await insertBooking();
  const values = bookingRow(input, quote, slot, now.getTime());
  const row =
    (await insertedTogether(values)) ??
    (await takingSlot(input.providerId, async () => (await insert.execute(values))[0]!, now));
  return { row, providerName: quote.providerName };
}

/** The same weekly time for N weeks: every week is checked; clashing weeks are named before anything is booked. */
export async function createSeries(
  input: NewBooking & { weeks: number; timeslotIdentifier: string },
  now = new Date(),
) {
  const { quote, slot: first, context } = await priceAndSlot(input);
  // The same wall-clock time in the therapist's zone each week, across daylight-saving changes.
  const starts = Array.from({ length: input.weeks }, (_, week) =>
    addWeeks(new TZDate(first!.start, quote.timezone), week).getTime(),
  );
  // Every week's slot, offered and taken or not, in one read of the series' span.
  const slots = await listSlots({
    providerId: input.providerId,
    categoryId: input.therapyCategoryId,
    from: new Date(starts[0]!),
    to: new Date(starts.at(-1)! + 1),
    context,
  });
  const length = first!.end - first!.start;
  const offered = new Map(slots.map((slot) => [slot.start, slot]));
  const occurrences: { start: number; end: number }[] = [];
  const clashes: string[] = [];
  for (const start of starts) {
    const slot = offered.get(start);
    if (!slot || slot.isBooked || slot.end - slot.start !== length)
      clashes.push(new Date(start).toISOString());
    else occurrences.push({ start: slot.start, end: slot.end });
  }
  if (clashes.length) {
    throw new DomainError("SERIES_CLASHES", {
      values: { count: clashes.length },
      rawErrors: { weeks: clashes.join(", ") },
    });
  }
  const db = await getDb();
  return takingSlot(
    input.providerId,
    () =>
      db.transaction(async (tx) => {
        const [series] = await tx
          .insert(bookingSeries)
          .values({ clientId: input.clientId, providerId: input.providerId, weeks: input.weeks })
          .returning({ id: bookingSeries.id });
        const rows = await tx
          .insert(bookings)
          .values(
            occurrences.map((o) =>
              bookingRow({ ...input, seriesId: series!.id }, quote, o, now.getTime()),
            ),
          )
          .returning({ id: bookings.id });
        return { seriesId: series!.id, bookingIds: rows.map((r) => r.id) };
      }),
    now,
  );
}

async function lockOwnBooking(tx: Tx, bookingId: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.clientId, clientId)))
    .for("update");
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/**
 * Pays a pending booking (and the rest of its series) from the wallet in one transaction: the
 * ledger entries and the confirmation happen together or not at all. Answers the rows it confirmed
 * (none when it was confirmed already), for the emails that follow.
 */
export async function payBooking(bookingId: string, clientId: string, now = new Date()) {
  const db = await getDb();
  const confirmed = await db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, bookingId, clientId);
    if (booking.status === "confirmed") return [];
    if (booking.status !== "pending") throw new DomainError("NOT_PENDING");
    if (booking.startTime && booking.holdExpiresAt && booking.holdExpiresAt < now) {
      await tx
        .update(bookings)
        .set({ status: "expired", previousStatus: "pending", updatedAt: now })
        .where(eq(bookings.id, booking.id));
      throw new DomainError("HOLD_EXPIRED");
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
        reference: bookingChargeReference(booking),
        description: booking.seriesId ? "Session series" : "Session booking",
      });
    }
    await tx
      .update(bookings)
      .set({
        status: "confirmed",
        previousStatus: "pending",
        confirmedAt: now,
        holdExpiresAt: null,
        updatedAt: now,
      })
      .where(
        inArray(
          bookings.id,
          group.map((b) => b.id),
        ),
      );
    return group;
  });
  return { id: bookingId, confirmed };
}

/** "Schedule later" bookings get their time after paying (POST /booking/{id}/schedule). */
export async function scheduleBooking(
  bookingId: string,
  clientId: string,
  timeslotIdentifier: string,
  now = new Date(),
) {
  const db = await getDb();
  const [current] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.clientId, clientId)));
  if (!current) throw new DomainError("NOT_FOUND");
  if (current.startTime) throw new DomainError("ALREADY_SCHEDULED");
  if (!ACTIVE_STATUSES.includes(current.status)) throw new DomainError("NOT_PENDING");
  const slot = await findOfferedSlot(current.providerId, current.categoryId, timeslotIdentifier);
  if (!slot) throw new DomainError("SLOT_UNAVAILABLE");
  const [scheduled] = await takingSlot(
    current.providerId,
    () =>
      db
        .update(bookings)
        .set({
          startTime: new Date(slot.start),
          endTime: new Date(slot.end),
          holdExpiresAt:
            current.status === "pending" ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
          updatedAt: now,
        })
        .where(eq(bookings.id, bookingId))
        .returning(),
    now,
  );
  // A paid session's therapist learns its time now; an unpaid one's when it is paid (sendBooked).
  if (scheduled?.status === "confirmed")
    await sendScheduled(scheduled).catch((error: unknown) =>
      console.error(`[booking] schedule mail for ${bookingId} failed`, error),
    );
  return { status: current.status };
}

/**
 * Whether this person is the therapist's client to book for and keep notes on: they had a
 * confirmed or completed session, or accepted the therapist's invitation (decision 0405).
 * `sessions` counts the sessions alone, for what only a session earns (their emergency contact).
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
  if (!sessions && !(await joinedAt(providerId, clientId)))
    return { isClient: false, sessions, client: null };
  const person = (await namesOf([clientId])).get(clientId);
  return { isClient: true, sessions, client: person ? { identifier: clientId, ...person } : null };
}

/** A therapist books a session for one of their clients (clientRelation). */
export async function createAppointment(
  input: Omit<NewBooking, "createdByProvider" | "seriesId"> & { timeslotIdentifier: string },
) {
  const relation = await clientRelation(input.providerId, input.clientId);
  if (!relation.isClient) throw new DomainError("NOT_YOUR_CLIENT");
  // A client abroad (one who joined from another country, decision 0405) could never pay it.
  const payable = async (quote: SessionQuote) => {
    const { currency } = await getWalletBalance(input.clientId);
    if (!quote.isFree && currency !== quote.currency)
      throw new DomainError("CLIENT_CURRENCY_MISMATCH", {
        values: { wallet: currency, fee: quote.currency },
      });
  };
  const { row } = await createBooking({ ...input, createdByProvider: true }, new Date(), payable);
  await sendBookedForYou(row);
  return row;
}

// For other features' servers (reviews, participants, clients; issue 13): the one access check
// and the reads they need, from reads.ts.
export {
  bookingForViewer,
  clientAppointments,
  sessionSummaries,
  setFeedbackSource,
  type SessionSummary,
} from "./reads";
/**
 * A session this therapist held or holds (confirmed or completed), for notes about it; null for
 * anyone else's booking or one that never took place.
 */
export async function heldSessionOf(providerId: string, bookingId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ clientId: bookings.clientId, startTime: bookings.startTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.providerId, providerId),
        inArray(bookings.status, ["confirmed", "completed"]),
      ),
    );
  return row ?? null;
}

/** When each of these sessions of the therapist starts (null while unscheduled), in one query. */
export async function sessionStartsOf(providerId: string, bookingIds: string[]) {
  const starts = new Map<string, Date | null>();
  if (bookingIds.length === 0) return starts;
  const db = await getDb();
  const rows = await db
    .select({ id: bookings.id, startTime: bookings.startTime })
    .from(bookings)
    .where(and(eq(bookings.providerId, providerId), inArray(bookings.id, bookingIds)));
  for (const row of rows) starts.set(row.id, row.startTime);
  return starts;
}

// An account's calendar subscription ends with it (accounts' deletion hook).
export { clearCalendarFeed } from "./calendar-feed";
export { calendarAnswer, inviteeCalendarFile } from "./calendar";
export { sessionPlaceOf } from "./join";
export { setInviteeSource, type Invitee } from "./emails";
export { sessionsOf } from "./personal-data";

/**
 * A client's therapists with the count of their confirmed or completed sessions together, for
 * measures sent before the first session and every N sessions (issue 70).
 */
export async function sessionCountsOfClient(clientId: string) {
  const db = await getDb();
  const rows = await db
    .select({ providerId: bookings.providerId, sessions: count() })
    .from(bookings)
    .where(
      and(eq(bookings.clientId, clientId), inArray(bookings.status, ["confirmed", "completed"])),
    )
    .groupBy(bookings.providerId);
  return rows.map((r) => ({ providerId: r.providerId, sessions: Number(r.sessions) }));
}
