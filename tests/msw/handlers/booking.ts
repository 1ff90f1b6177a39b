import { http, HttpResponse } from "msw";
import {
  cancellationPolicy,
  inCalendar,
  isCancellable,
  needsApproval,
  wasPaid,
  type Party,
} from "@/features/booking";
import {
  CANCEL_NOTE_MAX,
  isHistory,
  type Booking,
  type BookingStatus,
  type Receipt,
} from "@/features/booking/schemas";
import { seedPreferenceOptions } from "@/db/seed-data/catalog";
import { ErrorCode } from "@/lib/api/error-codes";
import { icsCalendar } from "@/lib/ics";
import { authAnswer, userInfo } from "../fixtures/accounts";
import {
  bookingState,
  completeEnded,
  mockBooking,
  heldFromTherapist,
  mockSeries,
  saveBookingState,
  seriesOf,
} from "../fixtures/booking";
import { mockTherapist } from "../fixtures/notes";
import { entry, mockBalance, saveWalletState, walletState } from "../fixtures/wallet";
import { apiError, apiWords, fieldMessage } from "./errors";
import { apiPath, langOf } from "./lang";
import { rescheduleHandlers } from "./reschedule";

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
const unauthorized = (request: Request) => apiError(request, ErrorCode.UNAUTHORIZED);
const notFound = (request: Request) => apiError(request, ErrorCode.NOT_FOUND);

/** The therapist's side (/appointment): a client is forbidden, anyone else unauthorized. */
const refusedOnTherapistSide = (request: Request) =>
  signedIn(request)
    ? apiError(request, ErrorCode.FORBIDDEN)
    : request.headers.get("authorization") !== `Bearer ${mockTherapist.token}`
      ? unauthorized(request)
      : null;

/** GET /booking/next's answer: the confirmed session under way or starting soonest, or null. */
function nextOf(all: Booking[], now = Date.now()) {
  const timed = all.filter(
    (b) => b.status === "confirmed" && b.startTime && b.endTime && Date.parse(b.endTime) > now,
  );
  timed.sort((a, b) => Date.parse(a.startTime!) - Date.parse(b.startTime!));
  return timed[0] ?? null;
}

/** Whether a mocked booking is in the asked section of the list (listQuerySchema `section`). */
function inSection(b: Booking, params: URLSearchParams) {
  const section = params.get("section") ?? "all";
  if (section === "open") return b.status === "pending" || !b.startTime;
  if (section !== "scheduled") return true;
  if (b.status === "pending" || !b.startTime) return false;
  const at = Date.parse(b.startTime);
  const [from, to] = [params.get("from"), params.get("to")];
  return (!from || at >= Date.parse(from)) && (!to || at < Date.parse(to));
}

/** GET /booking's and /appointment's page of the mocked bookings with the asked statuses. */
function listOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const statuses = (params.get("statuses")?.split(",").filter(Boolean) ?? []) as BookingStatus[];
  const page = Number(params.get("page") ?? 1);
  // Soonest first (a session to schedule later before any, after any in the open section), or
  // newest first for the Past tab.
  const last = params.get("section") === "open";
  const at = (b: Booking) => (b.startTime ? Date.parse(b.startTime) : last ? Infinity : -Infinity);
  const all = Object.values(bookingState())
    .filter((b) => !statuses.length || statuses.includes(b.status))
    .filter((b) => inSection(b, params))
    .sort((a, b) =>
      isHistory(statuses) && (params.get("section") ?? "all") === "all"
        ? at(b) - at(a)
        : at(a) - at(b),
    );
  return HttpResponse.json({
    data: all.slice((page - 1) * 10, page * 10),
    meta: { page, pageSize: 10, total: all.length },
  });
}

/**
 * A mocked booking's receipt, as GET /booking/{id}/receipt answers: paid when it was confirmed and
 * not free; a cancellation's refund by the shared policy at the time it was cancelled.
 */
function receiptOf(request: Request, booking: Booking) {
  if (!wasPaid(booking)) return apiError(request, ErrorCode.NO_RECEIPT);
  const paidStatus = booking.status === "cancelled" ? booking.previousStatus : booking.status;
  const refund = booking.cancellation
    ? cancellationPolicy({
        booking: { ...booking, status: paidStatus! },
        by: booking.cancellation.by,
        now: Date.parse(booking.cancellation.at),
      }).refundAmount
    : 0;
  const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  const receipt: Receipt = {
    number: booking.identifier.slice(0, 8).toUpperCase(),
    bookingIdentifier: booking.identifier,
    paidAt: booking.createdAt,
    client: { name: name(booking.client), email: userInfo().email },
    provider: { name: name(booking.provider), title: "MSc", headline: "Clinical psychologist" },
    therapyCategory: booking.therapyCategory.name,
    modality: booking.modalityName,
    startTime: booking.startTime,
    endTime: booking.endTime,
    status: booking.status,
    currency: booking.currency,
    amount: booking.amount,
    refunded: refund,
    refundedAt: refund > 0 ? booking.cancellation!.at : null,
  };
  return HttpResponse.json({ data: receipt });
}

/** A mocked session as GET /booking/{id}/calendar answers: the real API's file, from lib/ics. */
function calendarOf(request: Request, booking: Booking, role: "client" | "provider") {
  const other = role === "client" ? booking.provider : booking.client;
  return calendarFile(request, booking, other, `/appointments/${booking.identifier}/`);
}

/** A session's calendar file as the API answers it, with someone and linking to a page of it. */
export function calendarFile(
  request: Request,
  booking: Booking,
  other: { firstName: string; lastName: string },
  path: string,
) {
  if (!inCalendar(booking)) return apiError(request, ErrorCode.NOT_IN_CALENDAR);
  const link = `${new URL(request.url).origin}${langOf(request) === "de" ? "/de" : ""}${path}`;
  const body = icsCalendar([
    {
      uid: `${booking.identifier}@${new URL(request.url).hostname}`,
      sequence: booking.reschedules.length,
      status: "CONFIRMED",
      start: new Date(booking.startTime!),
      end: new Date(booking.endTime!),
      summary: apiWords(request, "calendarFile.summary", {
        name: `${other.firstName} ${other.lastName}`,
      }),
      description: apiWords(request, "calendarFile.description", { link }),
      // In the asker's language, as the real API names it (the mock keeps it in English).
      location:
        seedPreferenceOptions.modality!.find((m) => m.slug === booking.modality)?.names[
          langOf(request)
        ] ?? booking.modalityName,
      url: link,
      alarmMinutes: 60,
      alarmText: apiWords(request, "calendarFile.reminder"),
    },
  ]);
  return new HttpResponse(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8; method=PUBLISH",
      "content-disposition": `attachment; filename="session-${booking.startTime!.slice(0, 10)}.ics"`,
      "cache-control": "private, no-store",
    },
  });
}

/** One booking cancelled in the mocked state, its refund in the mocked wallet (the twin of writeCancel). */
export function cancelMocked(booking: Booking, by: Party, note: string | undefined, now: number) {
  const { refundAmount } = cancellationPolicy({ booking, by, now });
  if (refundAmount > 0) {
    const wallet = walletState();
    wallet.transactions.unshift(
      entry(
        wallet.transactions.length + 1,
        "refund",
        refundAmount,
        mockBalance(wallet) + refundAmount,
        new Date(now).toISOString(),
        `refund:booking:${booking.identifier}`,
      ),
    );
    saveWalletState(wallet);
  }
  const cancelled: Booking = {
    ...booking,
    status: "cancelled",
    previousStatus: booking.status,
    holdExpiresAt: null,
    cancellation: { by, at: new Date(now).toISOString(), note: note || null },
    // A waiting reschedule request goes with the booking.
    reschedules: booking.reschedules.map((r) =>
      r.status === "pending"
        ? { ...r, status: "cancelled" as const, decidedAt: new Date(now).toISOString() }
        : r,
    ),
  };
  const last = cancelled.reschedules.at(-1);
  if (last) cancelled.rescheduleInfo = { ...cancelled.rescheduleInfo, status: last.status };
  saveBookingState({ ...bookingState(), [booking.identifier]: cancelled });
  return { ...cancelled, refunded: refundAmount };
}

/** The mocked user is the demo client; the therapist's path cancels as the therapist would. */
const cancelAs =
  (by: Party) =>
  async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    if (!signedIn(request)) return unauthorized(request);
    const body = (await request.json().catch(() => ({}))) as { note?: unknown };
    const note = typeof body.note === "string" ? body.note.trim() : undefined;
    if (note !== undefined && note.length > CANCEL_NOTE_MAX)
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { note: fieldMessage(request, "cancelNoteMax") },
      });
    const state = bookingState();
    const booking = state[String(params.id)];
    if (!booking) return notFound(request);
    if (heldFromTherapist(booking, by)) return apiError(request, ErrorCode.HELD_FOR_WAITLIST);
    if (booking.status === "cancelled") return apiError(request, ErrorCode.ALREADY_CANCELLED);
    const now = Date.now();
    if (!isCancellable({ booking, now })) return apiError(request, ErrorCode.NOT_CANCELLABLE);
    return HttpResponse.json({ data: cancelMocked(booking, by, note, now) });
  };

/** The checks before cancelling or moving (GET /appointment/policy/{id}/...), for the demo client. */
export const appointmentPolicyHandlers = [
  http.get(apiPath("/appointment/policy/:id/cancellation"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    const booking = bookingState()[String(params.id)];
    if (!booking) return notFound(request);
    const policy = cancellationPolicy({ booking, by: "client", now: Date.now() });
    return HttpResponse.json({
      data: {
        isRefundable: policy.isRefundable,
        refundAmount: policy.refundAmount,
        currency: booking.currency,
        refundableUntil: policy.refundableUntil?.toISOString() ?? null,
      },
    });
  }),
  http.get(apiPath("/appointment/policy/:id/reschedule"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    const booking = bookingState()[String(params.id)];
    if (!booking) return notFound(request);
    return HttpResponse.json({
      data: {
        needsApproval: needsApproval({
          booking,
          now: Date.now(),
          allowRescheduleCompletedBooking: booking.allowRescheduleCompletedBooking,
        }),
      },
    });
  }),
  http.post(apiPath("/booking/:id/cancel"), cancelAs("client")),
  http.post(apiPath("/appointment/:id/cancel"), cancelAs("provider")),
];

/** The client's side of booking, for the mocked funnel: book, read, pay from the mocked wallet. */
export const bookingHandlers = [
  ...rescheduleHandlers,
  http.post(apiPath("/booking"), async ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const body = (await request.json()) as Parameters<typeof mockBooking>[0];
    const booking = mockBooking(body);
    if (!booking) return apiError(request, ErrorCode.PROVIDER_NOT_BOOKABLE);
    const state = bookingState();
    // Like the API: the time the (one mocked) client already holds unpaid leads to that booking.
    const held = Object.values(state).find(
      (b) =>
        b.status === "pending" &&
        !b.series &&
        !b.createdByProvider &&
        b.startTime !== null &&
        b.startTime === booking.startTime &&
        b.provider.identifier === booking.provider.identifier &&
        Date.parse(b.holdExpiresAt ?? "") > Date.now(),
    );
    if (held) {
      const resumed = {
        ...booking,
        identifier: held.identifier,
        holdExpiresAt: held.holdExpiresAt,
      };
      saveBookingState({ ...state, [held.identifier]: resumed });
      return HttpResponse.json({ data: resumed }, { status: 200 });
    }
    saveBookingState({ ...state, [booking.identifier]: booking });
    return HttpResponse.json({ data: booking }, { status: 201 });
  }),
  http.post(apiPath("/booking/series"), async ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const body = (await request.json()) as Parameters<typeof mockSeries>[0];
    const state = bookingState();
    const series = mockSeries(body);
    // Like POST /booking: a therapist or therapy that cannot be booked.
    if (!series) return apiError(request, ErrorCode.PROVIDER_NOT_BOOKABLE);
    const taken = series.filter((b) =>
      Object.values(state).some(
        (other) => other.status !== "expired" && other.startTime === b.startTime,
      ),
    );
    // Like the API: every week held unpaid by one series of the (one mocked) client, of as many
    // weeks, leads to that series with the choices made now.
    const held = Object.values(state).filter(
      (b) =>
        b.status === "pending" &&
        b.series &&
        !b.createdByProvider &&
        Date.parse(b.holdExpiresAt ?? "") > Date.now() &&
        series.some((w) => w.startTime === b.startTime),
    );
    const heldSeries = held[0]?.series?.identifier;
    if (
      held.length === series.length &&
      held.every((b) => b.series!.identifier === heldSeries) &&
      seriesOf(held[0]!).length === series.length
    ) {
      const chosen = { modality: series[0]!.modality, note: series[0]!.note };
      saveBookingState({
        ...state,
        ...Object.fromEntries(held.map((b) => [b.identifier, { ...b, ...chosen }])),
      });
      const ordered = [...held].sort((a, b) => Date.parse(a.startTime!) - Date.parse(b.startTime!));
      return HttpResponse.json(
        { data: { identifier: heldSeries, bookings: ordered.map((b) => b.identifier) } },
        { status: 200 },
      );
    }
    if (taken.length)
      return apiError(request, ErrorCode.SERIES_CLASHES, {
        values: { count: taken.length },
        errors: { weeks: taken.map((b) => b.startTime).join(", ") },
      });
    saveBookingState({ ...state, ...Object.fromEntries(series.map((b) => [b.identifier, b])) });
    return HttpResponse.json(
      {
        data: {
          identifier: series[0]!.series!.identifier,
          bookings: series.map((b) => b.identifier),
        },
      },
      { status: 201 },
    );
  }),
  http.get(apiPath("/booking/:id/series"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    const booking = bookingState()[String(params.id)];
    if (!booking) return notFound(request);
    return HttpResponse.json({ data: seriesOf(booking) });
  }),
  // The therapist's read of the same series (every mocked booking is the mocked therapist's).
  http.get(apiPath("/appointment/:id/series"), ({ request, params }) => {
    const refused = refusedOnTherapistSide(request);
    if (refused) return refused;
    const booking = bookingState()[String(params.id)];
    if (!booking) return notFound(request);
    return HttpResponse.json({ data: seriesOf(booking) });
  }),
  http.get(apiPath("/booking"), ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    return listOf(request);
  }),
  // The mocked therapist's appointments: every mocked booking is with them.
  http.get(apiPath("/appointment"), ({ request }) => {
    const refused = refusedOnTherapistSide(request);
    if (refused) return refused;
    return listOf(request);
  }),
  http.get(apiPath("/booking/next"), ({ request }) => {
    if (request.headers.get("authorization") === `Bearer ${mockTherapist.token}`)
      return apiError(request, ErrorCode.FORBIDDEN);
    if (!signedIn(request)) return unauthorized(request);
    return HttpResponse.json({ data: nextOf(Object.values(bookingState())) });
  }),
  http.get(apiPath("/appointment/next"), ({ request }) => {
    const refused = refusedOnTherapistSide(request);
    if (refused) return refused;
    return HttpResponse.json({ data: nextOf(Object.values(bookingState())) });
  }),
  http.get(apiPath("/booking/:id"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    const booking = completeEnded()[String(params.id)];
    return booking ? HttpResponse.json({ data: booking }) : notFound(request);
  }),
  http.get(apiPath("/booking/:id/receipt"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    const booking = completeEnded()[String(params.id)];
    return booking ? receiptOf(request, booking) : notFound(request);
  }),
  http.get(apiPath("/booking/:id/calendar"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    const booking = completeEnded()[String(params.id)];
    return booking ? calendarOf(request, booking, "client") : notFound(request);
  }),
  http.get(apiPath("/appointment/:id/calendar"), ({ request, params }) => {
    const refused = refusedOnTherapistSide(request);
    if (refused) return refused;
    const booking = completeEnded()[String(params.id)];
    return booking ? calendarOf(request, booking, "provider") : notFound(request);
  }),
  http.get(apiPath("/appointment/:id/receipt"), ({ request, params }) => {
    const refused = refusedOnTherapistSide(request);
    if (refused) return refused;
    const booking = completeEnded()[String(params.id)];
    return booking ? receiptOf(request, booking) : notFound(request);
  }),
  // The therapist's read of one session: the mocked therapist's (every mocked booking is theirs).
  http.get(apiPath("/appointment/:id"), ({ request, params }) => {
    const refused = refusedOnTherapistSide(request);
    if (refused) return refused;
    const booking = completeEnded()[String(params.id)];
    return booking ? HttpResponse.json({ data: booking }) : notFound(request);
  }),
  http.post(apiPath("/booking/:id/pay"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    const state = bookingState();
    const booking = state[String(params.id)];
    if (!booking) return notFound(request);
    if (booking.status === "confirmed") return HttpResponse.json({ data: booking });
    const group = seriesOf(booking).filter((b) => b.status === "pending");
    const total = group.reduce((sum, b) => sum + b.amount, 0);
    const wallet = walletState();
    if (mockBalance(wallet) < total) return apiError(request, ErrorCode.INSUFFICIENT_FUNDS);
    wallet.transactions.unshift(
      entry(
        wallet.transactions.length + 1,
        "booking_charge",
        -total,
        mockBalance(wallet) - total,
        new Date().toISOString(),
        `booking:${booking.series?.identifier ?? booking.identifier}`,
      ),
    );
    saveWalletState(wallet);
    const confirmed = group.map((b) => ({
      ...b,
      status: "confirmed" as const,
      previousStatus: "pending" as const,
      holdExpiresAt: null,
    }));
    saveBookingState({ ...state, ...Object.fromEntries(confirmed.map((b) => [b.identifier, b])) });
    return HttpResponse.json({ data: confirmed.find((b) => b.identifier === booking.identifier) });
  }),
  ...appointmentPolicyHandlers,
];
