import { http, HttpResponse } from "msw";
import { cancellationPolicy, isCancellable, type Party } from "@/features/booking";
import { CANCEL_NOTE_MAX, type Booking } from "@/features/booking/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer } from "../fixtures/accounts";
import { bookingState, heldFromTherapist, seriesOf } from "../fixtures/booking";
import { mockTherapist } from "../fixtures/notes";
import { cancelMocked } from "./booking";
import { apiError, fieldMessage } from "./errors";
import { apiPath } from "./lang";

// The twin of features/booking/server/series-cancel.ts (decision 0320): a series cancelled "this
// and following", each session refunded by its own rule.

const signedIn = (request: Request) =>
  [`Bearer ${authAnswer().token}`, `Bearer ${mockTherapist.token}`].includes(
    request.headers.get("authorization") ?? "",
  );

/** The session and the later ones of its series a cancel can still change, soonest first. */
const followingOf = (booking: Booking, now: number) =>
  booking.series && booking.startTime
    ? seriesOf(booking).filter(
        (b) =>
          (b.status === "pending" || b.status === "confirmed") &&
          b.startTime! >= booking.startTime! &&
          isCancellable({ booking: b, now }),
      )
    : [booking];

const routes = (by: Party) => {
  const path = apiPath(`/${by === "client" ? "booking" : "appointment"}/:id/cancel/following`);
  return [
    http.get(path, ({ request, params }) => {
      if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
      const booking = bookingState()[String(params.id)];
      if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
      if (heldFromTherapist(booking, by)) return apiError(request, ErrorCode.HELD_FOR_WAITLIST);
      const now = Date.now();
      if (!isCancellable({ booking, now })) return apiError(request, ErrorCode.NOT_CANCELLABLE);
      const sessions = followingOf(booking, now).map((b) => {
        const policy = cancellationPolicy({ booking: b, by, now });
        return {
          identifier: b.identifier,
          startTime: b.startTime,
          endTime: b.endTime,
          status: b.status,
          isRefundable: policy.isRefundable,
          refundAmount: policy.refundAmount,
          refundableUntil: policy.refundableUntil?.toISOString() ?? null,
        };
      });
      return HttpResponse.json({
        data: {
          sessions,
          totalRefund: sessions.reduce((sum, s) => sum + s.refundAmount, 0),
          currency: booking.currency,
        },
      });
    }),
    http.post(path, async ({ request, params }) => {
      if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
      const body = (await request.json().catch(() => ({}))) as { note?: unknown };
      const note = typeof body.note === "string" ? body.note.trim() : undefined;
      if (note !== undefined && note.length > CANCEL_NOTE_MAX)
        return apiError(request, ErrorCode.VALIDATION_FAILED, {
          errors: { note: fieldMessage(request, "cancelNoteMax") },
        });
      const booking = bookingState()[String(params.id)];
      if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
      if (heldFromTherapist(booking, by)) return apiError(request, ErrorCode.HELD_FOR_WAITLIST);
      if (booking.status === "cancelled") return apiError(request, ErrorCode.ALREADY_CANCELLED);
      const now = Date.now();
      if (!isCancellable({ booking, now })) return apiError(request, ErrorCode.NOT_CANCELLABLE);
      const sessions = followingOf(booking, now).map((b) => cancelMocked(b, by, note, now));
      return HttpResponse.json({
        data: { sessions, refunded: sessions.reduce((sum, s) => sum + s.refunded, 0) },
      });
    }),
  ];
};

export const seriesCancelHandlers = [...routes("client"), ...routes("provider")];
