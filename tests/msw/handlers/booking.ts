import { http, HttpResponse } from "msw";
import { authAnswer } from "../fixtures/accounts";
import {
  bookingState,
  mockBooking,
  mockSeries,
  saveBookingState,
  seriesOf,
} from "../fixtures/booking";
import { entry, mockBalance, saveWalletState, walletState } from "../fixtures/wallet";
import { apiPath } from "./lang";

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
const unauthorized = () =>
  HttpResponse.json({ message: "Please sign in to continue." }, { status: 401 });
const notFound = () => HttpResponse.json({ message: "Not found." }, { status: 404 });

/** The client's side of booking, for the mocked funnel: book, read, pay from the mocked wallet. */
export const bookingHandlers = [
  http.post(apiPath("/booking"), async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const body = (await request.json()) as Parameters<typeof mockBooking>[0];
    const booking = mockBooking(body);
    if (!booking)
      return HttpResponse.json(
        { message: "This therapist cannot be booked for that therapy right now." },
        { status: 404 },
      );
    saveBookingState({ ...bookingState(), [booking.identifier]: booking });
    return HttpResponse.json({ data: booking }, { status: 201 });
  }),
  http.post(apiPath("/booking/series"), async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const body = (await request.json()) as Parameters<typeof mockSeries>[0];
    const state = bookingState();
    const series = mockSeries(body);
    if (!series) return notFound();
    const taken = series.filter((b) =>
      Object.values(state).some(
        (other) => other.status !== "expired" && other.startTime === b.startTime,
      ),
    );
    if (taken.length)
      return HttpResponse.json(
        {
          message: `Weeks not available in this series: ${taken.length}. Choose another time or fewer weeks.`,
          code: "SERIES_CLASHES",
          errors: { weeks: taken.map((b) => b.startTime).join(", ") },
        },
        { status: 409 },
      );
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
    if (!signedIn(request)) return unauthorized();
    const booking = bookingState()[String(params.id)];
    if (!booking) return notFound();
    return HttpResponse.json({ data: seriesOf(booking) });
  }),
  http.get(apiPath("/booking"), ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const params = new URL(request.url).searchParams;
    const statuses = params.get("statuses")?.split(",").filter(Boolean) ?? [];
    const page = Number(params.get("page") ?? 1);
    const all = Object.values(bookingState()).filter(
      (b) => !statuses.length || statuses.includes(b.status),
    );
    return HttpResponse.json({
      data: all.slice((page - 1) * 10, page * 10),
      meta: { page, pageSize: 10, total: all.length },
    });
  }),
  http.get(apiPath("/booking/:id"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const booking = bookingState()[String(params.id)];
    return booking ? HttpResponse.json({ data: booking }) : notFound();
  }),
  http.post(apiPath("/booking/:id/pay"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const state = bookingState();
    const booking = state[String(params.id)];
    if (!booking) return notFound();
    if (booking.status === "confirmed") return HttpResponse.json({ data: booking });
    const group = seriesOf(booking).filter((b) => b.status === "pending");
    const total = group.reduce((sum, b) => sum + b.amount, 0);
    const wallet = walletState();
    if (mockBalance(wallet) < total) {
      return HttpResponse.json(
        { message: "Your wallet balance is too low.", code: "INSUFFICIENT_FUNDS" },
        { status: 402 },
      );
    }
    wallet.transactions.unshift(
      entry(
        wallet.transactions.length + 1,
        "booking_charge",
        -total,
        mockBalance(wallet) - total,
        new Date().toISOString(),
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
];
