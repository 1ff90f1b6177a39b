import "server-only";
import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { addWeeks } from "date-fns";
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { prepared } from "@/db/prepared";
import { bookingSeries, bookings } from "@/db/schema/booking";
import { type PersonName } from "@/features/accounts/server/service";
import { findOfferedSlot, listSlots } from "@/features/availability/server/service";
import { quoteSessionFee, type SessionQuote } from "@/features/practice/server/service";
import { batched } from "@/lib/server/batch";
import { hasSqlState, SQLSTATE } from "@/lib/server/db-errors";
import { DomainError, fieldError } from "@/lib/server/errors";
import { bookingRow, type BookingRowInput } from "../booking-row";
import { Row } from "./types";
import { takingSlot } from "./holds";
import { resumeOwnHold, resumeOwnSeries } from "./own-hold";
import { logError } from "@/lib/server/log";

export type NewBooking = BookingRowInput & { timeslotIdentifier?: string };

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
      logError(`[booking] a batch of ${rows.length} failed; each goes alone:`, error);
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
): Promise<{ row: Row; providerName: PersonName; resumed: boolean }> {
  const { quote, slot } = await priceAndSlot(input);
  if (accept) await accept(quote);
  const insert = await insertBooking();
  const values = bookingRow(input, quote, slot, now.getTime());
  try {
    const row =
      (await insertedTogether(values)) ??
      (await takingSlot(input.providerId, async () => (await insert.execute(values))[0]!, now));
    return { row, providerName: quote.providerName, resumed: false };
  } catch (error) {
    // Only a clash can be the client's own hold; looking for it costs nothing on the way in.
    const clash = error instanceof DomainError && error.code === "SLOT_TAKEN";
    const own = clash && slot && !input.createdByProvider && !input.holdMinutes;
    const row = own ? await resumeOwnHold(input, quote, slot, now) : null;
    if (!row) throw error;
    return { row, providerName: quote.providerName, resumed: true };
  }
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
    // Every week taken by the client's own unpaid series with these times: that one, resumed.
    const own = await resumeOwnSeries(input, quote, starts, now);
    if (own) return { ...own, resumed: true };
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
        return { seriesId: series!.id, bookingIds: rows.map((r) => r.id), resumed: false };
      }),
    now,
  );
}
