import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import { findOfferedSlot, listSlots } from "@/features/availability/server/service";
import { quoteSessionFee } from "@/features/practice/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import { DomainError } from "@/lib/server/errors";
import { needsApproval, rescheduleBlock, type Party } from "../policy";
import type { SeriesMoveConflict, SeriesMovePreview } from "../schemas";
import { shiftedStart, wallShift } from "../series-shift";
import { busyIntervalsOf } from "./busy-intervals";
import { sendMoveNews } from "./emails";
import { expireStaleHolds } from "./holds";
import { bookingForViewer, refuseWaitlistHold } from "./reads";
import { partyOf, writeMove } from "./reschedule";
import type { Row, Tx } from "./types";
import { logError } from "@/lib/server/log";

type Planned = { row: Row; start: number; end: number };

/** The session and the later ones of its series still to come (pending or confirmed). */
async function followingOf(db: Tx | Awaited<ReturnType<typeof getDb>>, current: Row, lock = false) {
  if (!current.seriesId) return [current];
  const query = db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.seriesId, current.seriesId),
        gte(bookings.startTime, current.startTime!),
        inArray(bookings.status, ["pending", "confirmed"]),
      ),
    )
    .orderBy(asc(bookings.startTime));
  return lock ? query.for("update") : query;
}

/** Each session's new time: the first at the chosen slot, the others shifted the same way. */
async function plan(current: Row, timeslotIdentifier: string, now: Date) {
  const slot = await findOfferedSlot(current.providerId, current.categoryId, timeslotIdentifier);
  if (!slot || slot.start <= now.getTime()) throw new DomainError("SLOT_UNAVAILABLE");
  const zone = (await quoteSessionFee(current.providerId, current.categoryId))?.timezone ?? "UTC";
  const shift = wallShift(current.startTime!.getTime(), slot.start, zone);
  const length = slot.end - slot.start;
  const rows = await followingOf(await getDb(), current);
  return rows.map((row): Planned => {
    const start = shiftedStart(row.startTime!.getTime(), shift, zone);
    return { row, start, end: start + length };
  });
}

/**
 * Why one session cannot move to its planned time, or null: the rules of a single move (its own
 * attempts, a request already waiting, a start passed), the therapist's offered slots, and (for
 * the preview) a time another booking holds. The series' own sessions move out of the way.
 */
function conflictOf(
  p: Planned,
  by: Party,
  now: Date,
  offered: Map<number, { end: number; isBooked: boolean }>,
): SeriesMoveConflict | null {
  const block = rescheduleBlock({ booking: p.row, by, now });
  if (block) return block;
  if (p.row.proposedStartTime) return "RESCHEDULE_PENDING";
  if (p.start === p.row.startTime!.getTime()) return "SLOT_UNAVAILABLE";
  const slot = offered.get(p.start);
  if (!slot || slot.end !== p.end || p.start <= now.getTime()) return "SLOT_UNAVAILABLE";
  if (slot.isBooked) return "SLOT_TAKEN";
  return null;
}

/** The offered slots over the plan's span, busy with everything but the series' own sessions. */
async function offeredFor(planned: Planned[], current: Row) {
  const from = new Date(Math.min(...planned.map((p) => p.start)));
  const to = new Date(Math.max(...planned.map((p) => p.end)));
  const own = new Set(
    planned.map((p) => `${p.row.startTime!.getTime()}-${p.row.endTime!.getTime()}`),
  );
  const busy = (
    (await busyIntervalsOf([current.providerId], from, to)).get(current.providerId) ?? []
  ).filter((b) => !own.has(`${b.start}-${b.end}`));
  const slots = await listSlots({
    providerId: current.providerId,
    categoryId: current.categoryId,
    from,
    to: new Date(to.getTime() + 1),
    busy,
  });
  return new Map(slots.map((s) => [s.start, { end: s.end, isBooked: s.isBooked }]));
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * GET /{id}/reschedule/following?timeslotIdentifier: each session's new time, whether it needs the
 * other party's approval (48 hours) and what stops it, before anything is saved.
 */
export async function previewFollowing(
  id: string,
  viewer: Viewer,
  timeslotIdentifier: string,
  now = new Date(),
): Promise<SeriesMovePreview> {
  const current = await bookingForViewer(id, viewer, { now, completeEnded: false });
  refuseWaitlistHold(current, viewer);
  if (!current.startTime) throw new DomainError("NOT_RESCHEDULABLE");
  const planned = await plan(current, timeslotIdentifier, now);
  const offered = await offeredFor(planned, current);
  const by = partyOf(viewer);
  return {
    sessions: planned.map((p) => ({
      identifier: p.row.id,
      from: { startTime: p.row.startTime!.toISOString(), endTime: p.row.endTime!.toISOString() },
      to: { startTime: iso(p.start), endTime: iso(p.end) },
      needsApproval: needsApproval({
        booking: p.row,
        now,
        allowRescheduleCompletedBooking: p.row.allowRescheduleCompletedBooking,
      }),
      conflict: conflictOf(p, by, now, offered),
    })),
  };
}

/** The session of `start` cannot move: nothing moved. Says which date, and why. */
const failed = (start: Date, reason: string) =>
  new DomainError("SERIES_MOVE_FAILED", {
    values: { date: start.toISOString().slice(0, 10) },
    rawErrors: { date: start.toISOString(), reason },
  });

/** One session moved (or asked to move, inside 48 hours) in the series' transaction. */
const moveOne = (tx: Tx, p: Planned, by: Party, note: string | undefined, now: Date) =>
  writeMove(tx, p.row, by, p, note, now);

/**
 * POST /{id}/reschedule/following: this session and every later one of its series move by the
 * same shift, all or nothing, in one transaction with every session locked. Each new time passes
 * the single move's rules and the therapist's offered slots, and the overlap constraint takes it;
 * the first that fails answers SERIES_MOVE_FAILED with its date, and nothing moves. Sessions are
 * written in the direction of the shift (the last first when moving later), so a series moved by
 * a week steps into the times its own sessions leave.
 */
export async function rescheduleFollowing(
  id: string,
  viewer: Viewer,
  input: { timeslotIdentifier: string; note?: string },
  now = new Date(),
) {
  const by = partyOf(viewer);
  const current = await bookingForViewer(id, viewer, { now, completeEnded: false });
  refuseWaitlistHold(current, viewer);
  if (!current.startTime) throw new DomainError("NOT_RESCHEDULABLE");
  const planned = await plan(current, input.timeslotIdentifier, now);
  const offered = await offeredFor(planned, current);
  for (const p of planned) {
    const conflict = conflictOf(p, by, now, offered);
    if (conflict) throw failed(p.row.startTime!, conflict);
  }
  const later = planned[0]!.start > current.startTime.getTime();
  const db = await getDb();
  const attempt = () => {
    let trying: Planned | undefined;
    return db
      .transaction(async (tx) => {
        // The rows again, locked: what was checked above still holds, or the move stops.
        const locked = new Map((await followingOf(tx, current, true)).map((r) => [r.id, r]));
        const order = later ? [...planned].reverse() : planned;
        const done = [];
        for (const p of order) {
          const row = locked.get(p.row.id);
          const block = row && rescheduleBlock({ booking: row, by, now });
          if (
            !row ||
            block ||
            row.proposedStartTime ||
            row.startTime!.getTime() !== p.row.startTime!.getTime()
          )
            throw failed(p.row.startTime!, block || "NOT_RESCHEDULABLE");
          trying = { ...p, row };
          done.push(await moveOne(tx, trying, by, input.note, now));
        }
        return done.reverse();
      })
      .catch((error: unknown) => {
        if (
          trying &&
          isConstraintViolation(error, "bookings_no_overlap", SQLSTATE.exclusionViolation)
        )
          throw Object.assign(failed(trying.row.startTime!, "SLOT_TAKEN"), { clash: true });
        throw error;
      });
  };
  let outcome;
  try {
    outcome = await attempt();
  } catch (error) {
    // A clash with a hold that ran out but was not expired yet: expire those, and try once more.
    if (!(error as { clash?: boolean }).clash) throw error;
    if (!(await expireStaleHolds(db, current.providerId, now))) throw error;
    outcome = await attempt();
  }
  for (const o of outcome) {
    if (o.booking.status !== "confirmed") continue;
    const kind = o.status === "pending" ? "rescheduleRequested" : "sessionMoved";
    await sendMoveNews(
      kind,
      o.booking,
      by,
      { from: o.from, to: o.booking.proposedStartTime ?? o.booking.startTime! },
      input.note,
      now,
    ).catch((error: unknown) => logError(`[booking] ${kind} mail failed:`, error));
  }
  return outcome.map((o) => ({ booking: o.booking, status: o.status as "pending" | "completed" }));
}
