import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookingCounterProposals, bookingReschedules, bookings } from "@/db/schema/booking";
import { findOfferedSlot } from "@/features/availability/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError, fieldError } from "@/lib/server/errors";
import type { Party } from "../policy";
import { COUNTER_HOLD_HOURS, type CounterAnswer, type CounterProposal } from "../schemas";
import { sendCounterProposed, sendMoveNews } from "./emails";
import { dropOpenCounter, released } from "./counter-drop";
import { takingSlot } from "./holds";
import { bookingForViewer } from "./reads";
import { decide, partyOf } from "./reschedule";
import type { Row, Tx } from "./types";
import { logError } from "@/lib/server/log";

type Proposal = typeof bookingCounterProposals.$inferSelect;

const active = (booking: Row) => booking.status === "pending" || booking.status === "confirmed";

/** The proposal as its booking's two sides read it; an open one past its time reads expired. */
function wire(p: Proposal, booking: Row, now: Date): CounterProposal {
  const lapsed = p.status === "open" && (p.expiresAt <= now || !active(booking));
  return {
    identifier: p.id,
    proposedBy: p.proposedBy,
    status: lapsed ? (active(booking) ? "expired" : "cancelled") : p.status,
    times: p.times.map((t) => ({ startTime: t.start, endTime: t.end })),
    expiresAt: p.expiresAt.toISOString(),
    chosenStartTime: p.chosenStartTime?.toISOString() ?? null,
    note: p.note,
  };
}

/** GET /{id}/counter-proposal: the booking's latest counter-proposal, or null. */
export async function counterOf(
  id: string,
  viewer: Viewer,
  now = new Date(),
): Promise<CounterAnswer> {
  const booking = await bookingForViewer(id, viewer, { now });
  const db = await getDb();
  const [latest] = await db
    .select()
    .from(bookingCounterProposals)
    .where(eq(bookingCounterProposals.bookingId, booking.id))
    .orderBy(desc(bookingCounterProposals.createdAt))
    .limit(1);
  return { proposal: latest ? wire(latest, booking, now) : null };
}

/**
 * POST /{id}/counter-proposal: the side a reschedule request waits on declines it and offers up
 * to COUNTER_MAX_TIMES other times, each one of the therapist's offered slots. The times are held
 * on the booking (`counter_times`, in the overlap constraint) for COUNTER_HOLD_HOURS; a time
 * another booking holds answers SLOT_TAKEN and nothing is declined.
 */
export async function proposeCounter(
  id: string,
  viewer: Viewer,
  input: { timeslotIdentifiers: string[]; note?: string },
  now = new Date(),
) {
  const by = partyOf(viewer);
  const current = await bookingForViewer(id, viewer, { now, completeEnded: false });
  const slots: { start: number; end: number }[] = [];
  for (const identifier of input.timeslotIdentifiers) {
    const slot = await findOfferedSlot(current.providerId, current.categoryId, identifier);
    if (!slot || slot.start <= now.getTime()) throw new DomainError("SLOT_UNAVAILABLE");
    slots.push(slot);
  }
  slots.sort((a, b) => a.start - b.start);
  const ranges = sql.join(
    slots.map((s) => sql`tstzrange(${new Date(s.start)}, ${new Date(s.end)}, '[)')`),
    sql`, `,
  );
  const until = new Date(now.getTime() + COUNTER_HOLD_HOURS * 3_600_000);
  const db = await getDb();
  const answered = await takingSlot(
    current.providerId,
    () =>
      db.transaction(async (tx) => {
        const booking = await bookingForViewer(id, viewer, { tx, lock: true, now });
        if (!active(booking)) throw new DomainError("NO_PENDING_RESCHEDULE");
        const decided = await decide(tx, booking, by, "declined", now);
        await dropOpenCounter(tx, booking.id, now, "expired");
        await tx
          .update(bookings)
          .set({ counterTimes: sql`tstzmultirange(${ranges})`, counterUntil: until })
          .where(eq(bookings.id, booking.id));
        await tx.insert(bookingCounterProposals).values({
          bookingId: booking.id,
          rescheduleId: decided.request.id,
          proposedBy: by,
          times: slots.map((s) => ({
            start: new Date(s.start).toISOString(),
            end: new Date(s.end).toISOString(),
          })),
          note: input.note || null,
          expiresAt: until,
        });
        return decided;
      }),
    now,
  );
  // Instead of the plain "declined" news: the asker hears of the decline and the times at once.
  const { booking, request } = answered;
  await sendCounterProposed(
    booking,
    by,
    { from: request.fromStartTime, to: request.toStartTime },
    slots.map((s) => new Date(s.start)),
    input.note,
  ).catch((error: unknown) => logError("[booking] counter-proposal mail failed:", error));
}

/** The open proposal of a booking the viewer may answer, locked; NO_OPEN_COUNTER otherwise. */
async function openFor(tx: Tx, booking: Row, by: Party, now: Date) {
  const [open] = await tx
    .select()
    .from(bookingCounterProposals)
    .where(
      and(
        eq(bookingCounterProposals.bookingId, booking.id),
        eq(bookingCounterProposals.status, "open"),
      ),
    )
    .for("update");
  if (!open || open.proposedBy === by || open.expiresAt <= now || !active(booking))
    throw new DomainError("NO_OPEN_COUNTER");
  return open;
}

/**
 * POST /{id}/counter-proposal/accept { startTime }: the side that asked takes one of the offered
 * times. The proposal row is locked, so of two answers at once the first decides and the other
 * answers NO_OPEN_COUNTER. The booking moves there in the same update that lets go of the other
 * times; the move spends no attempt (the request it answers did).
 */
export async function acceptCounter(
  id: string,
  viewer: Viewer,
  input: { startTime: string },
  now = new Date(),
) {
  const by = partyOf(viewer);
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const booking = await bookingForViewer(id, viewer, { tx, lock: true, now });
    const open = await openFor(tx, booking, by, now);
    const chosen = open.times.find((t) => Date.parse(t.start) === Date.parse(input.startTime));
    if (!chosen) throw fieldError("startTime", "invalid");
    if (Date.parse(chosen.start) <= now.getTime()) throw new DomainError("NO_OPEN_COUNTER");
    const to = { start: new Date(chosen.start), end: new Date(chosen.end) };
    await tx
      .update(bookingCounterProposals)
      .set({ status: "accepted", chosenStartTime: to.start, decidedAt: now })
      .where(eq(bookingCounterProposals.id, open.id));
    await tx.insert(bookingReschedules).values({
      bookingId: booking.id,
      requestedBy: open.proposedBy,
      fromStartTime: booking.startTime!,
      fromEndTime: booking.endTime!,
      toStartTime: to.start,
      toEndTime: to.end,
      note: open.note,
      status: "accepted",
      decidedAt: now,
    });
    const [updated] = await tx
      .update(bookings)
      .set({ startTime: to.start, endTime: to.end, ...released, updatedAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    return { booking: updated!, from: booking.startTime!, proposedBy: open.proposedBy };
  });
  if (outcome.booking.status === "confirmed") {
    const times = { from: outcome.from, to: outcome.booking.startTime! };
    await sendMoveNews("rescheduleAccepted", outcome.booking, by, times, undefined, now).catch(
      (error: unknown) => logError("[booking] counter-proposal answer mail failed:", error),
    );
  }
  return outcome.booking;
}

/** POST /{id}/counter-proposal/decline: none of the offered times; the session stays where it is. */
export async function declineCounter(id: string, viewer: Viewer, now = new Date()) {
  const by = partyOf(viewer);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const booking = await bookingForViewer(id, viewer, { tx, lock: true, now });
    const open = await openFor(tx, booking, by, now);
    await tx
      .update(bookingCounterProposals)
      .set({ status: "declined", decidedAt: now })
      .where(eq(bookingCounterProposals.id, open.id));
    const [updated] = await tx
      .update(bookings)
      .set({ ...released, updatedAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    return updated!;
  });
}
