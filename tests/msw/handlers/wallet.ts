import { http, HttpResponse } from "msw";
import { ErrorCode } from "@/lib/api/error-codes";
import type { TransactionSession } from "@/features/wallet/schemas";
import { authAnswer } from "../fixtures/accounts";
import { bookingState } from "../fixtures/booking";
import { MOCK_CURRENCY, mockBalance, walletState } from "../fixtures/wallet";
import { apiError } from "./errors";
import { apiPath } from "./lang";

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
export const unauthorized = (request: Request) => apiError(request, ErrorCode.UNAUTHORIZED);

/** The mocked bookings a charge (`booking:{id or series id}`) or refund (`refund:booking:{id}`) was for. */
function sessionsPaidBy(reference: string): TransactionSession[] {
  const [, kind, id] = /^(refund:)?booking:(.+)$/.exec(reference) ?? [];
  if (!id) return [];
  return Object.values(bookingState())
    .filter((b) => b.identifier === id || (!kind && b.series?.identifier === id))
    .sort((a, b) => (a.startTime ?? "~").localeCompare(b.startTime ?? "~"))
    .map((b) => ({
      bookingIdentifier: b.identifier,
      providerName: `${b.provider.firstName} ${b.provider.lastName}`,
      startTime: b.startTime,
    }));
}

export const walletHandlers = [
  http.get(apiPath("/wallet/balance"), ({ request }) =>
    signedIn(request)
      ? HttpResponse.json({ data: { balance: mockBalance(), currency: MOCK_CURRENCY } })
      : unauthorized(request),
  ),
  http.get(apiPath("/wallet/stats"), ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const { transactions } = walletState();
    const total = (type: string) =>
      transactions.filter((t) => t.transactionType === type).reduce((s, t) => s + t.amount, 0);
    return HttpResponse.json({
      data: {
        currency: MOCK_CURRENCY,
        balance: mockBalance(),
        totalTopUps: total("top_up"),
        totalSpent: total("booking_charge"),
        totalRefunds: total("refund"),
        transactionCount: transactions.length,
      },
    });
  }),
  http.get(apiPath("/wallet/transactions"), ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const query = new URL(request.url).searchParams;
    const page = Number(query.get("page") ?? 1);
    const pageSize = Number(query.get("pageSize") ?? 10);
    const type = query.get("transactionType");
    const from = query.get("fromDate");
    const to = query.get("toDate");
    const matching = walletState().transactions.filter(
      (t) =>
        (!type || t.transactionType === type) &&
        (!from || t.createdAt.slice(0, 10) >= from) &&
        (!to || t.createdAt.slice(0, 10) <= to),
    );
    return HttpResponse.json({
      data: matching
        .slice((page - 1) * pageSize, page * pageSize)
        .map((t) => ({ ...t, providerName: sessionsPaidBy(t.reference)[0]?.providerName ?? null })),
      meta: { page, pageSize, total: matching.length },
    });
  }),
  http.get(apiPath("/wallet/transactions/:id"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    const found = walletState().transactions.find((t) => t.identifier === params.id);
    return found
      ? HttpResponse.json({ data: { ...found, sessions: sessionsPaidBy(found.reference) } })
      : apiError(request, ErrorCode.TRANSACTION_NOT_FOUND);
  }),
];
