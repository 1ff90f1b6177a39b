import { http, HttpResponse } from "msw";
import { needsApproval, rescheduleBlock, spendsAttempt, type Party } from "@/features/booking";
import {
  RESCHEDULE_NOTE_MAX,
  rescheduleDecisions,
  type Booking,
  type RescheduleDecision,
} from "@/features/booking/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer } from "../fixtures/accounts";
import { bookingState, heldFromTherapist, saveBookingState, slotTimes } from "../fixtures/booking";
import { apiError, fieldMessage } from "./errors";
import { apiPath } from "./lang";

// The reschedule twins of features/booking/server/reschedule.ts, on the same pure rules. The
// mocked user is the demo client; the /appointment paths act as the booking's therapist would.

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;

const active = (b: Booking) => b.status === "pending" || b.status === "confirmed";
const waitingOf = (b: Booking) => b.reschedules.findLast((r) => r.status === "pending");
const policyView = (b: Booking) => ({ ...b, ...b.rescheduleInfo, status: b.status });

/** Another active booking holds the time, as its own or as a proposed one. */
function taken(state: Record<string, Booking>, self: string, start: string) {
  return Object.values(state).some(
    (b) =>
      b.identifier !== self &&
      active(b) &&
      (b.startTime === start || waitingOf(b)?.to.startTime === start),
  );
}

const save = (booking: Booking) => {
  saveBookingState({ ...bookingState(), [booking.identifier]: booking });
  return booking;
};

const withStatus = (b: Booking): Booking => ({
  ...b,
  rescheduleInfo: { ...b.rescheduleInfo, status: b.reschedules.at(-1)?.status ?? null },
});

const rescheduleAs =
  (by: Party) =>
  async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const body = (await request.json().catch(() => ({}))) as {
      timeslotIdentifier?: unknown;
      note?: unknown;
    };
    const times =
      typeof body.timeslotIdentifier === "string" ? slotTimes(body.timeslotIdentifier) : null;
    const note = typeof body.note === "string" ? body.note.trim() : undefined;
    if (!times || (note !== undefined && note.length > RESCHEDULE_NOTE_MAX))
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: {
          ...(times ? {} : { timeslotIdentifier: fieldMessage(request, "timeslotRequired") }),
          ...(note !== undefined && note.length > RESCHEDULE_NOTE_MAX
            ? { note: fieldMessage(request, "rescheduleNoteMax") }
            : {}),
        },
      });
    const state = bookingState();
    const booking = state[String(params.id)];
    if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
    if (heldFromTherapist(booking, by)) return apiError(request, ErrorCode.HELD_FOR_WAITLIST);
    const now = Date.now();
    if (Date.parse(times.start) <= now) return apiError(request, ErrorCode.SLOT_UNAVAILABLE);
    const block = rescheduleBlock({ booking: policyView(booking), by, now });
    if (block) return apiError(request, ErrorCode[block]);
    if (waitingOf(booking)) return apiError(request, ErrorCode.RESCHEDULE_PENDING);
    if (booking.startTime === times.start) return apiError(request, ErrorCode.SLOT_UNAVAILABLE);
    if (taken(state, booking.identifier, times.start))
      return apiError(request, ErrorCode.SLOT_TAKEN);
    const approval = needsApproval({
      booking,
      now,
      allowRescheduleCompletedBooking: booking.allowRescheduleCompletedBooking,
    });
    const info = { ...booking.rescheduleInfo };
    if (spendsAttempt(booking)) {
      if (by === "client") info.remainingClientReschedule -= 1;
      else info.remainingProviderReschedule -= 1;
    }
    const at = new Date(now).toISOString();
    const moved = withStatus({
      ...booking,
      ...(approval
        ? {}
        : {
            startTime: times.start,
            endTime: times.end,
            ...(booking.status === "pending"
              ? { holdExpiresAt: new Date(now + 15 * 60_000).toISOString() }
              : {}),
          }),
      rescheduleInfo: info,
      reschedules: [
        ...booking.reschedules,
        {
          identifier: `00000000-0000-4000-8000-r${String(now).slice(-11)}`,
          requestedBy: by,
          status: approval ? "pending" : "completed",
          from: { startTime: booking.startTime!, endTime: booking.endTime! },
          to: { startTime: times.start, endTime: times.end },
          note: note || null,
          decidedAt: approval ? null : at,
          createdAt: at,
        },
      ],
    });
    save(moved);
    return HttpResponse.json({
      data: { ...moved, rescheduleStatus: approval ? "pending" : "completed" },
    });
  };

function decide(request: Request, booking: Booking, by: Party, decision: RescheduleDecision) {
  const waiting = waitingOf(booking);
  if (!waiting || waiting.requestedBy === by)
    return apiError(request, ErrorCode.NO_PENDING_RESCHEDULE);
  if (
    decision === "accepted" &&
    (!active(booking) || Date.parse(waiting.to.startTime) <= Date.now())
  )
    return apiError(request, ErrorCode.NOT_RESCHEDULABLE);
  const decided = withStatus({
    ...booking,
    ...(decision === "accepted"
      ? { startTime: waiting.to.startTime, endTime: waiting.to.endTime }
      : {}),
    reschedules: booking.reschedules.map((r) =>
      r === waiting ? { ...r, status: decision, decidedAt: new Date().toISOString() } : r,
    ),
  });
  return HttpResponse.json({ data: save(decided) });
}

/** POST /booking/{id}/schedule: a "schedule later" booking gets its time. */
const schedule = http.post(apiPath("/booking/:id/schedule"), async ({ request, params }) => {
  if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
  const body = (await request.json().catch(() => ({}))) as { timeslotIdentifier?: unknown };
  const times =
    typeof body.timeslotIdentifier === "string" ? slotTimes(body.timeslotIdentifier) : null;
  if (!times)
    return apiError(request, ErrorCode.VALIDATION_FAILED, {
      errors: { timeslotIdentifier: fieldMessage(request, "timeslotRequired") },
    });
  const state = bookingState();
  const booking = state[String(params.id)];
  if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
  if (booking.startTime) return apiError(request, ErrorCode.ALREADY_SCHEDULED);
  if (!active(booking)) return apiError(request, ErrorCode.NOT_PENDING);
  if (taken(state, booking.identifier, times.start)) return apiError(request, ErrorCode.SLOT_TAKEN);
  const scheduled = save({
    ...booking,
    startTime: times.start,
    endTime: times.end,
    holdExpiresAt:
      booking.status === "pending" ? new Date(Date.now() + 15 * 60_000).toISOString() : null,
  });
  return HttpResponse.json({ data: scheduled });
});

export const rescheduleHandlers = [
  schedule,
  ...(["booking", "appointment"] as const).map((side) =>
    http.get(apiPath(`/${side}/reschedule/pending`), ({ request }) => {
      if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
      const waiting = Object.values(bookingState())
        .filter((b) => active(b) && waitingOf(b))
        .sort((a, b) => (a.startTime ?? "").localeCompare(b.startTime ?? ""));
      return HttpResponse.json({ data: waiting });
    }),
  ),
  http.post(apiPath("/booking/:id/reschedule"), rescheduleAs("client")),
  http.post(apiPath("/appointment/:id/reschedule"), rescheduleAs("provider")),
  http.post(apiPath("/booking/reschedule/:identifier/:action"), ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const action = String(params.action);
    if (!rescheduleDecisions.includes(action as RescheduleDecision))
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { action: fieldMessage(request, "rescheduleAction") },
      });
    const booking = Object.values(bookingState()).find((b) =>
      b.reschedules.some((r) => r.identifier === params.identifier),
    );
    if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
    return decide(request, booking, "client", action as RescheduleDecision);
  }),
  http.post(apiPath("/appointment/:id/reschedule-update"), async ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const { status } = (await request.json().catch(() => ({}))) as { status?: unknown };
    if (!rescheduleDecisions.includes(status as RescheduleDecision))
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { status: fieldMessage(request, "rescheduleAction") },
      });
    const booking = bookingState()[String(params.id)];
    if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
    return decide(request, booking, "provider", status as RescheduleDecision);
  }),
];
