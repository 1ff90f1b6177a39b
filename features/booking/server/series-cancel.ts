import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { logError } from "@/lib/server/log";
import { cancellationPolicy, isCancellable } from "../policy";
import type { SeriesCancelPreview } from "../schemas";
import { lockedForCancel, writeCancel } from "./cancel";
import { sendSeriesCancelled } from "./emails";
import { bookingForViewer, refuseWaitlistHold } from "./reads";
import { partyOf } from "./reschedule";
import type { Db, Row, Tx } from "./types";

/** The session and the later ones of its series that a cancel can still change, soonest first. */
async function followingOf(db: Db | Tx, current: Row, now: Date, lock = false) {
  if (!current.seriesId || !current.startTime) return [current];
  const query = db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.seriesId, current.seriesId),
        gte(bookings.startTime, current.startTime),
        inArray(bookings.status, ["pending", "confirmed"]),
      ),
    )
    .orderBy(asc(bookings.startTime));
  const rows = lock ? await query.for("update") : await query;
  return rows.filter((booking) => isCancellable({ booking, now }));
}

/**
 * GET /{id}/cancel/following: what cancelling this session and every later one of its series now
 * gives back, each by its own 48-hour rule, and the total. Nothing is saved.
 */
export async function previewCancelFollowing(
  id: string,
  viewer: Viewer,
  now = new Date(),
): Promise<SeriesCancelPreview> {
  const current = await bookingForViewer(id, viewer, { now });
  refuseWaitlistHold(current, viewer);
  if (!isCancellable({ booking: current, now })) throw new DomainError("NOT_CANCELLABLE");
  const by = partyOf(viewer);
  const sessions = (await followingOf(await getDb(), current, now)).map((booking) => {
    const policy = cancellationPolicy({ booking, by, now });
    return {
      identifier: booking.id,
      startTime: booking.startTime?.toISOString() ?? null,
      endTime: booking.endTime?.toISOString() ?? null,
      status: booking.status,
      isRefundable: policy.isRefundable,
      refundAmount: policy.refundAmount,
      refundableUntil: policy.refundableUntil?.toISOString() ?? null,
    };
  });
  return {
    sessions,
    totalRefund: sessions.reduce((sum, s) => sum + s.refundAmount, 0),
    currency: current.currency,
  };
}

/**
 * POST /{id}/cancel/following: this session and every later one of its series cancelled in one
 * transaction, all or nothing, each refunded by its own rule (`writeCancel`). The session asked
 * for is locked first: of two such cancels at once the second waits, then finds it cancelled and
 * answers ALREADY_CANCELLED, as a single cancel does.
 */
export async function cancelFollowing(
  id: string,
  viewer: Viewer,
  note: string | undefined,
  now = new Date(),
) {
  const by = partyOf(viewer);
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const current = await lockedForCancel(tx, id, viewer, now);
    const rows = await followingOf(tx, current, now, true);
    const out = [];
    for (const row of rows) out.push(await writeCancel(tx, row, by, note, now));
    return out;
  });
  // The other side hears once, of every session (decision 0324); the cancel stands whatever the
  // mail does.
  await sendSeriesCancelled(done, by, now).catch((error: unknown) =>
    logError(`[booking] series cancel mail from ${id} failed`, error),
  );
  return {
    sessions: done,
    refunded: done.reduce((sum, d) => sum + d.refunded, 0),
  };
}
