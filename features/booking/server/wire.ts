import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyId, prepared } from "@/db/prepared";
import { bookingReschedules } from "@/db/schema/booking";
import { namesOf, type PersonName } from "@/features/accounts/server/service";
import { categoryNames, optionNames } from "@/features/catalog/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { batchedByIds } from "@/lib/server/batch";
import { type Booking, type Reschedule, type RescheduleStatus } from "../schemas";
import type { Row } from "./types";

export type Db = Awaited<ReturnType<typeof getDb>>;

// A booking as its client or its therapist reads it: the wire shape, with its reschedule requests
// and whether the viewer reviewed it. reads.ts holds the access check and the lists.

const rescheduleRows = prepared((db) =>
  db
    .select()
    .from(bookingReschedules)
    .where(anyId(bookingReschedules.bookingId, "ids"))
    .orderBy(asc(bookingReschedules.createdAt))
    .prepare("booking_reschedules"),
);

const rescheduleRowsOf = batchedByIds(
  async (ids) => (await rescheduleRows()).execute({ ids }),
  (row) => row.bookingId,
);

/** Every move asked of these bookings, oldest first, by booking. */
async function reschedulesOf(rows: Row[]) {
  const list = await rescheduleRowsOf(rows.map((r) => r.id));
  const active = new Set(
    rows.filter((r) => r.status === "pending" || r.status === "confirmed").map((r) => r.id),
  );
  const byBooking = new Map<string, Reschedule[]>();
  for (const r of list) {
    // A request still waiting when its booking ended or was cancelled has lapsed.
    const status: RescheduleStatus =
      r.status === "pending" && !active.has(r.bookingId) ? "cancelled" : r.status;
    const entry: Reschedule = {
      identifier: r.id,
      requestedBy: r.requestedBy,
      status,
      from: { startTime: r.fromStartTime.toISOString(), endTime: r.fromEndTime.toISOString() },
      to: { startTime: r.toStartTime.toISOString(), endTime: r.toEndTime.toISOString() },
      note: r.note,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
    const moves = byBooking.get(r.bookingId);
    if (moves) moves.push(entry);
    else byBooking.set(r.bookingId, [entry]);
  }
  return byBooking;
}

/**
 * Which of these bookings have a review (Booking.feedbackProvided). The reviews feature sets it
 * in app/api/app.ts, so booking never imports reviews (which reads bookings through this file).
 */
let feedbackSource: (bookingIds: string[], viewerId?: string) => Promise<Set<string>> = async () =>
  new Set();
export const setFeedbackSource = (source: typeof feedbackSource) => {
  feedbackSource = source;
};

/** People's names already read on the way (a new booking's viewer and therapist), by id. */
export type KnownNames = Map<string, PersonName>;

/**
 * `isNew`: rows just inserted, which have no reschedules and no review to look up yet. `names`:
 * the people already named; only the others are read. `viewerId`: who reads, for
 * `feedbackProvided`, which shows an anonymous review only to its author (decision 0406).
 */
export async function toWire(
  rows: Row[],
  locale: Locale,
  {
    isNew = false,
    names = new Map(),
    viewerId,
  }: { isNew?: boolean; names?: KnownNames; viewerId?: string } = {},
): Promise<Booking[]> {
  if (!rows.length) return [];
  const unnamed = rows.flatMap((r) => [r.clientId, r.providerId]).filter((id) => !names.has(id));
  const [people, categories, modalities, moves, reviewed] = await Promise.all([
    namesOf(unnamed).then((read) => new Map([...names, ...read])),
    categoryNames(rows.map((r) => r.categoryId)),
    optionNames(
      "modality",
      rows.map((r) => r.modality),
    ),
    isNew ? new Map<string, Reschedule[]>() : reschedulesOf(rows),
    isNew
      ? new Set<string>()
      : feedbackSource(
          rows.map((r) => r.id),
          viewerId,
        ),
  ]);
  const person = (id: string) => people.get(id)!;
  // An open waitlist offer's client is nobody's business of the therapist's yet (issue 71).
  const hidden = (r: Row) => r.waitlistHold && viewerId !== r.clientId;
  return rows.map((r) => ({
    identifier: r.id,
    status: r.status,
    previousStatus: r.previousStatus,
    startTime: r.startTime?.toISOString() ?? null,
    endTime: r.endTime?.toISOString() ?? null,
    holdExpiresAt: r.status === "pending" ? (r.holdExpiresAt?.toISOString() ?? null) : null,
    therapyCategory: {
      identifier: r.categoryId,
      name: categories.get(r.categoryId)![locale],
    },
    modality: r.modality,
    modalityName: modalities.get(r.modality)?.[locale] ?? r.modality,
    provider: {
      identifier: r.providerId,
      firstName: person(r.providerId).firstName,
      lastName: person(r.providerId).lastName,
    },
    client: hidden(r)
      ? { identifier: "", firstName: "", lastName: "" }
      : {
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
    cancellation:
      r.status === "cancelled" && r.cancelledBy && r.cancelledAt
        ? { by: r.cancelledBy, at: r.cancelledAt.toISOString(), note: r.cancellationNote }
        : null,
    rescheduleInfo: {
      status: moves.get(r.id)?.at(-1)?.status ?? null,
      remainingClientReschedule: r.remainingClientReschedule,
      remainingProviderReschedule: r.remainingProviderReschedule,
    },
    reschedules: moves.get(r.id) ?? [],
    allowRescheduleCompletedBooking: r.allowRescheduleCompletedBooking,
    feedbackProvided: reviewed.has(r.id),
    heldForWaitlist: r.waitlistHold,
    createdAt: r.createdAt.toISOString(),
  }));
}
