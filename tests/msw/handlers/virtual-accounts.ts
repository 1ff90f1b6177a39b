import { http, HttpResponse } from "msw";
import type { TransferRequery } from "@/features/wallet/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer, demoClient } from "../fixtures/accounts";
import { receiveMockTransfer, saveWalletState, walletState } from "../fixtures/wallet";
import { apiError, fieldMessage } from "./errors";
import { apiPath } from "./lang";
import { unauthorized } from "./wallet";

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;

/** The demo client's virtual account, opened by the sandbox gateway (their wallet is in naira). */
export const virtualAccountHandlers = [
  http.get(apiPath("/virtual-accounts/account"), ({ request }) =>
    signedIn(request)
      ? HttpResponse.json({ data: { account: walletState().account ?? null, available: true } })
      : unauthorized(request),
  ),
  http.post(apiPath("/virtual-accounts/generate"), ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const state = walletState();
    if (state.account) return HttpResponse.json({ data: state.account });
    const { firstName, lastName } = demoClient;
    state.account = {
      bankName: "Haven Test Bank",
      accountNumber: "4012345678",
      accountName: `Haven / ${firstName} ${lastName}`,
      testMode: true,
    };
    saveWalletState(state);
    return HttpResponse.json({ data: state.account }, { status: 201 });
  }),
  // The sandbox's test bank notices transfers at once: nothing to ask, so nothing is requested.
  http.post(apiPath("/virtual-accounts/requery"), ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    if (!walletState().account) return apiError(request, ErrorCode.NOT_FOUND);
    return HttpResponse.json({ data: { requested: false } satisfies TransferRequery });
  }),
  http.post(apiPath("/virtual-accounts/sandbox-transfer"), async ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const { amount } = (await request.json()) as { amount?: unknown };
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) {
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { amount: fieldMessage(request, "amountRequired") },
      });
    }
    if (!walletState().account) return apiError(request, ErrorCode.NOT_FOUND);
    return HttpResponse.json({ data: { reference: receiveMockTransfer(amount) } }, { status: 201 });
  }),
];
