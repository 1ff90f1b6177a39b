import { http, HttpResponse } from "msw";
import { rescheduleBlock, spendsAttempt, type Party } from "@/features/booking";
import {
  COUNTER_HOLD_HOURS,
  COUNTER_MAX_TIMES,
  type Booking,
  type CounterProposal,
  type SeriesMoveConflict,
} from "@/features/booking/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer } from "../fixtures/accounts";
import {
  bookingState,
  heldFromTherapist,
  saveBookingState,
  seriesOf,
  slotTimes,
} from "../fixtures/booking";
import { mockTherapist } from "../fixtures/notes";
import { apiError, fieldMessage } from "./errors";
import { apiPath } from "./lang";

// The twins of features/booking/server/series-reschedule.ts and counter.ts (decision 0318). The
// mocked therapists' zones have no daylight-saving change ahead, so a shift is plain milliseconds.

const signedIn = (request: Request) =>
  [`Bearer ${authAnswer().token}`, `Bearer ${mockTherapist.token}`].includes(
    request.headers.get("authorization") ?? "",
  );
const active = (b: Booking) => b.status === "pending" || b.status === "confirmed";
const waitingOf = (b: Booking) => b.reschedules.findLast((r) => r.status === "pending");
const policyView = (b: Booking) => ({ ...b, ...b.rescheduleInfo, status: b.status });
const save = (booking: Booking) => {
  saveBookingState({ ...bookingState(), [booking.identifier]: booking });
  return booking;
};
const iso = (ms: number) => new Date(ms).toISOString();

/** Counter-proposals by booking; reset with the bookings' state by a new test's handlers. */
let counters: Record<string, CounterProposal> = {};
export const resetCountersMock = () => {
  counters = {};
};
/** A component test's open proposal on a mocked booking. */
export const seedCounterMock = (bookingId: string, proposal: CounterProposal) => {
  counters[bookingId] = proposal;
};

/** This session and the later active ones of its series, each with its new time. */
function plan(booking: Booking, slot: { start: string; end: string }, by: Party) {
  const shift = Date.parse(slot.start) - Date.parse(booking.startTime!);
  const length = Date.parse(slot.end) - Date.parse(slot.start);
  const mine = seriesOf(booking).filter((b) => active(b) && b.startTime! >= booking.startTime!);
  const own = new Set(mine.map((b) => b.identifier));
  return mine.map((b) => {
    const start = Date.parse(b.startTime!) + shift;
    const taken = Object.values(bookingState()).some(
      (o) => !own.has(o.identifier) && active(o) && o.startTime === iso(start),
    );
    const block = rescheduleBlock({ booking: policyView(b), by, now: Date.now() });
    const conflict: SeriesMoveConflict | null =
      block ?? (waitingOf(b) ? "RESCHEDULE_PENDING" : taken ? "SLOT_TAKEN" : null);
    return { b, start, end: start + length, conflict };
  });
}

const following = (by: Party) => [
  http.get(
    apiPath(`/${by === "client" ? "booking" : "appointment"}/:id/reschedule/following`),
    ({ request, params }) => {
      if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
      const id = new URL(request.url).searchParams.get("timeslotIdentifier") ?? "";
      const slot = slotTimes(id);
      if (!slot)
        return apiError(request, ErrorCode.VALIDATION_FAILED, {
          errors: { timeslotIdentifier: fieldMessage(request, "timeslotRequired") },
        });
      const booking = bookingState()[String(params.id)];
      if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
      if (heldFromTherapist(booking, by)) return apiError(request, ErrorCode.HELD_FOR_WAITLIST);
      const sessions = plan(booking, slot, by).map((p) => ({
        identifier: p.b.identifier,
        from: { startTime: p.b.startTime!, endTime: p.b.endTime! },
        to: { startTime: iso(p.start), endTime: iso(p.end) },
        needsApproval: false,
        conflict: p.conflict,
      }));
      return HttpResponse.json({ data: { sessions } });
    },
  ),
  http.post(
    apiPath(`/${by === "client" ? "booking" : "appointment"}/:id/reschedule/following`),
    async ({ request, params }) => {
      if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
      const body = (await request.json().catch(() => ({}))) as { timeslotIdentifier?: unknown };
      const slot =
        typeof body.timeslotIdentifier === "string" ? slotTimes(body.timeslotIdentifier) : null;
      if (!slot)
        return apiError(request, ErrorCode.VALIDATION_FAILED, {
          errors: { timeslotIdentifier: fieldMessage(request, "timeslotRequired") },
        });
      const booking = bookingState()[String(params.id)];
      if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
      if (heldFromTherapist(booking, by)) return apiError(request, ErrorCode.HELD_FOR_WAITLIST);
      const planned = plan(booking, slot, by);
      const failed = planned.find((p) => p.conflict);
      if (failed)
        return apiError(request, ErrorCode.SERIES_MOVE_FAILED, {
          values: { date: failed.b.startTime!.slice(0, 10) },
          errors: { date: failed.b.startTime!, reason: failed.conflict! },
        });
      const at = new Date().toISOString();
      const sessions = planned.map(({ b, start, end }) => {
        const info = { ...b.rescheduleInfo };
        if (spendsAttempt(b)) {
          if (by === "client") info.remainingClientReschedule -= 1;
          else info.remainingProviderReschedule -= 1;
        }
        const moved = save({
          ...b,
          startTime: iso(start),
          endTime: iso(end),
          rescheduleInfo: { ...info, status: "completed" },
          reschedules: [
            ...b.reschedules,
            {
              identifier: `00000000-0000-4000-8000-f${b.identifier.slice(-11)}`,
              requestedBy: by,
              status: "completed",
              from: { startTime: b.startTime!, endTime: b.endTime! },
              to: { startTime: iso(start), endTime: iso(end) },
              note: null,
              decidedAt: at,
              createdAt: at,
            },
          ],
        });
        return { ...moved, rescheduleStatus: "completed" as const };
      });
      return HttpResponse.json({ data: { sessions } });
    },
  ),
];

/** The side's open proposal, or null when none waits or its time ran out. */
const openOf = (id: string) => {
  const c = counters[id];
  return c?.status === "open" && Date.parse(c.expiresAt) > Date.now() ? c : null;
};

const counterRoutes = (by: Party) => {
  const side = by === "client" ? "booking" : "appointment";
  return [
    http.get(apiPath(`/${side}/:id/counter-proposal`), ({ request, params }) => {
      if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
      const id = String(params.id);
      if (!bookingState()[id]) return apiError(request, ErrorCode.NOT_FOUND);
      const c = counters[id];
      const lapsed = c?.status === "open" && !openOf(id);
      return HttpResponse.json({
        data: { proposal: c ? { ...c, status: lapsed ? "expired" : c.status } : null },
      });
    }),
    http.post(apiPath(`/${side}/:id/counter-proposal`), async ({ request, params }) => {
      if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
      const body = (await request.json().catch(() => ({}))) as {
        timeslotIdentifiers?: unknown;
        note?: unknown;
      };
      const ids = Array.isArray(body.timeslotIdentifiers) ? body.timeslotIdentifiers : [];
      const slots = ids.map((s) => (typeof s === "string" ? slotTimes(s) : null));
      if (
        !ids.length ||
        ids.length > COUNTER_MAX_TIMES ||
        new Set(ids).size !== ids.length ||
        slots.some((s) => !s)
      )
        return apiError(request, ErrorCode.VALIDATION_FAILED, {
          errors: { timeslotIdentifiers: fieldMessage(request, "counterTimes") },
        });
      const booking = bookingState()[String(params.id)];
      if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
      const waiting = waitingOf(booking);
      if (!active(booking) || !waiting || waiting.requestedBy === by)
        return apiError(request, ErrorCode.NO_PENDING_RESCHEDULE);
      const now = new Date().toISOString();
      const declined = save({
        ...booking,
        rescheduleInfo: { ...booking.rescheduleInfo, status: "declined" },
        reschedules: booking.reschedules.map((r) =>
          r === waiting ? { ...r, status: "declined", decidedAt: now } : r,
        ),
      });
      counters[booking.identifier] = {
        identifier: `00000000-0000-4000-8000-c${booking.identifier.slice(-11)}`,
        proposedBy: by,
        status: "open",
        times: slots
          .map((s) => ({ startTime: s!.start, endTime: s!.end }))
          .sort((a, b) => a.startTime.localeCompare(b.startTime)),
        expiresAt: iso(Date.now() + COUNTER_HOLD_HOURS * 3_600_000),
        chosenStartTime: null,
        note: typeof body.note === "string" && body.note.trim() ? body.note.trim() : null,
      };
      return HttpResponse.json({ data: declined });
    }),
    http.post(apiPath(`/${side}/:id/counter-proposal/:answer`), async ({ request, params }) => {
      if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
      const booking = bookingState()[String(params.id)];
      if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
      const open = openOf(booking.identifier);
      if (!open || open.proposedBy === by || !active(booking))
        return apiError(request, ErrorCode.NO_OPEN_COUNTER);
      if (params.answer === "decline") {
        counters[booking.identifier] = { ...open, status: "declined" };
        return HttpResponse.json({ data: booking });
      }
      const { startTime } = (await request.json().catch(() => ({}))) as { startTime?: unknown };
      const chosen = open.times.find(
        (t) => typeof startTime === "string" && Date.parse(t.startTime) === Date.parse(startTime),
      );
      if (!chosen)
        return apiError(request, ErrorCode.VALIDATION_FAILED, {
          errors: { startTime: fieldMessage(request, "invalid") },
        });
      counters[booking.identifier] = {
        ...open,
        status: "accepted",
        chosenStartTime: chosen.startTime,
      };
      const now = new Date().toISOString();
      const moved = save({
        ...booking,
        startTime: chosen.startTime,
        endTime: chosen.endTime,
        rescheduleInfo: { ...booking.rescheduleInfo, status: "accepted" },
        reschedules: [
          ...booking.reschedules,
          {
            identifier: `00000000-0000-4000-8000-d${booking.identifier.slice(-11)}`,
            requestedBy: open.proposedBy,
            status: "accepted",
            from: { startTime: booking.startTime!, endTime: booking.endTime! },
            to: chosen,
            note: open.note,
            decidedAt: now,
            createdAt: now,
          },
        ],
      });
      return HttpResponse.json({ data: moved });
    }),
  ];
};

export const moveHandlers = [
  ...following("client"),
  ...following("provider"),
  ...counterRoutes("client"),
  ...counterRoutes("provider"),
];
