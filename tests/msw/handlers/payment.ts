import { http, HttpResponse } from "msw";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer, demoClient } from "../fixtures/accounts";
import { MOCK_CURRENCY, saveWalletState, settleMockPayment, walletState } from "../fixtures/wallet";
import { apiError, fieldMessage } from "./errors";
import { apiPath, langOf } from "./lang";
import { unauthorized } from "./wallet";

const MINIMUM = 50_000; // NGN 500 in kobo
const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
const notFound = (request: Request) => apiError(request, ErrorCode.PAYMENT_NOT_FOUND);
const newReference = () =>
  `hv-${Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("")}`;

/**
 * Where a top-up started from a booking's payment page returns to (the real API's returnPath).
 * Kept in sessionStorage: the checkout is a full page load, which resets the handlers' memory.
 */
const memory = new Map<string, string>();
const returnPaths = {
  set: (reference: string, path: string) =>
    typeof sessionStorage === "undefined"
      ? memory.set(reference, path)
      : sessionStorage.setItem(`msw-return-${reference}`, path),
  get: (reference: string) =>
    (typeof sessionStorage === "undefined"
      ? memory.get(reference)
      : sessionStorage.getItem(`msw-return-${reference}`)) ?? undefined,
};

export const paymentHandlers = [
  http.post(apiPath("/payment/wallet"), async ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const { amount, returnPath } = (await request.json()) as {
      amount?: unknown;
      returnPath?: string;
    };
    const invalid = (key: string, values?: Record<string, string | number>) =>
      apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { amount: fieldMessage(request, key, values) },
      });
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) {
      return invalid("amountRequired");
    }
    if (amount < MINIMUM) {
      return invalid("topupMinimum", { amount: MINIMUM / 100, symbol: "₦" });
    }
    const reference = newReference();
    const state = walletState();
    state.payments[reference] = { reference, amount, currency: MOCK_CURRENCY, status: "pending" };
    saveWalletState(state);
    if (returnPath) returnPaths.set(reference, returnPath);
    return HttpResponse.json(
      {
        data: {
          amount,
          currency: MOCK_CURRENCY,
          status: "pending",
          metadata: {
            authorizationUrl: `${langOf(request) === "de" ? "/de" : ""}/checkout/sandbox/${reference}/`,
          },
          payment: { reference },
        },
      },
      { status: 201 },
    );
  }),
  http.get(apiPath("/payment/status/:reference"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    const payment = walletState().payments[String(params.reference)];
    return payment ? HttpResponse.json({ data: payment }) : notFound(request);
  }),
  http.get(apiPath("/payment/sandbox/:reference"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    const payment = walletState().payments[String(params.reference)];
    if (!payment) return notFound(request);
    return HttpResponse.json({
      data: { ...payment, email: demoClient.email, merchant: "Haven" },
    });
  }),
  http.post(apiPath("/payment/sandbox/:reference/:decision"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    const reference = String(params.reference);
    const payment = walletState().payments[reference];
    if (!payment) return notFound(request);
    if (payment.status !== "pending") return apiError(request, ErrorCode.CHECKOUT_DECIDED);
    settleMockPayment(reference, params.decision === "approve" ? "success" : "failure");
    const prefix = langOf(request) === "de" ? "/de" : "";
    return HttpResponse.json({
      data: {
        status: walletState().payments[reference]!.status,
        redirectUrl: `${returnPaths.get(reference) ?? `${prefix}/wallet/`}?trxref=${reference}&reference=${reference}`,
      },
    });
  }),
];
