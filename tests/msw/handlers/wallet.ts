import { http, HttpResponse } from "msw";
import { authAnswer } from "../fixtures/accounts";
import { MOCK_CURRENCY, mockBalance, walletState } from "../fixtures/wallet";
import { apiPath, langOf } from "./lang";

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
export const unauthorized = () =>
  HttpResponse.json({ message: "Please sign in to continue." }, { status: 401 });

export const walletHandlers = [
  http.get(apiPath("/wallet/balance"), ({ request }) =>
    signedIn(request)
      ? HttpResponse.json({ data: { balance: mockBalance(), currency: MOCK_CURRENCY } })
      : unauthorized(),
  ),
  http.get(apiPath("/wallet/stats"), ({ request }) => {
    if (!signedIn(request)) return unauthorized();
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
    if (!signedIn(request)) return unauthorized();
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
      data: matching.slice((page - 1) * pageSize, page * pageSize),
      meta: { page, pageSize, total: matching.length },
    });
  }),
  http.get(apiPath("/wallet/transactions/:id"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const found = walletState().transactions.find((t) => t.identifier === params.id);
    return found
      ? HttpResponse.json({ data: found })
      : HttpResponse.json(
          {
            message:
              langOf(request) === "de" ? "Transaktion nicht gefunden." : "Transaction not found.",
          },
          { status: 404 },
        );
  }),
];
