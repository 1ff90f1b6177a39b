import { http, HttpResponse } from "msw";
import {
  staffWithdrawalsQuerySchema,
  withdrawalPaidSchema,
  withdrawalRequestSchema,
  withdrawalsQuerySchema,
  type StaffWithdrawal,
  type Withdrawal,
} from "@/features/wallet/schemas";
import { minimumWithdrawal, withdrawalReference } from "@/features/wallet/withdrawal";
import { staffReasonSchema } from "@/features/staff/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { currencySymbol } from "@/lib/money/currency";
import { authAnswer, demoClient } from "../fixtures/accounts";
import {
  entry,
  MOCK_CURRENCY,
  mockBalance,
  saveWalletState,
  walletState,
} from "../fixtures/wallet";
import { apiError, fieldMessage, invalidInput } from "./errors";
import { apiPath, langOf } from "./lang";
import { MOCK_STAFF_TOKEN } from "./staff";

// The twin of the wallet's withdrawals (decision 0114): the demo client's, and finance's console.

const PAGE_SIZE = 10;
const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
const isStaff = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${MOCK_STAFF_TOKEN}`;
const bodyOf = (request: Request) => request.json().catch(() => null);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const withdrawalsOf = () => walletState().withdrawals ?? [];

type Kept = NonNullable<ReturnType<typeof walletState>["withdrawals"]>[number];
const toWire = ({ bankCode: _code, accountNumber: _number, ...w }: Kept): Withdrawal => w;

/** Moves the mocked wallet, as the ledger does: a `withdrawal` debit or a `withdrawal_return`. */
function post(type: "withdrawal" | "withdrawal_return", signed: number, id: string) {
  const state = walletState();
  state.transactions.unshift({
    ...entry(
      state.transactions.length + 1,
      type,
      signed,
      mockBalance(state) + signed,
      new Date().toISOString(),
    ),
    reference: withdrawalReference(id),
  });
  return state;
}

function settle(request: Request, id: string, change: Partial<Withdrawal>) {
  const state = walletState();
  const found = state.withdrawals?.find((w) => w.identifier === id);
  if (!found) return apiError(request, ErrorCode.WITHDRAWAL_NOT_FOUND);
  if (found.status !== "requested") return apiError(request, ErrorCode.WITHDRAWAL_SETTLED);
  Object.assign(found, change, { settledAt: new Date().toISOString() });
  const next = change.status === "failed" ? post("withdrawal_return", found.amount, id) : state;
  next.withdrawals = state.withdrawals;
  saveWalletState(next);
  return HttpResponse.json({ data: toWire(found) });
}

export const withdrawalHandlers = [
  http.get(apiPath("/wallet/withdrawals"), ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const query = withdrawalsQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidInput(request, query.error.issues);
    const { page } = query.data;
    const all = withdrawalsOf();
    return HttpResponse.json({
      data: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(toWire),
      meta: { page, pageSize: PAGE_SIZE, total: all.length },
    });
  }),
  http.post(apiPath("/wallet/withdrawals"), async ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const body = withdrawalRequestSchema.safeParse(await bodyOf(request));
    if (!body.success) return invalidInput(request, body.error.issues);
    const minimum = minimumWithdrawal(MOCK_CURRENCY);
    if (body.data.amount < minimum.minor) {
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: {
          amount: fieldMessage(request, "withdrawalMinimum", {
            amount: minimum.major,
            symbol: currencySymbol(MOCK_CURRENCY, langOf(request)),
          }),
        },
      });
    }
    if (body.data.amount > mockBalance()) return apiError(request, ErrorCode.INSUFFICIENT_FUNDS);
    const identifier = crypto.randomUUID();
    const made = {
      identifier,
      amount: body.data.amount,
      currency: MOCK_CURRENCY,
      status: "requested" as const,
      accountName: body.data.accountName,
      bankName: body.data.bankName,
      accountNumberEnding: body.data.accountNumber.slice(-4),
      transferReference: null,
      failureReason: null,
      createdAt: new Date().toISOString(),
      settledAt: null,
      bankCode: body.data.bankCode,
      accountNumber: body.data.accountNumber,
    };
    const state = post("withdrawal", -made.amount, identifier);
    state.withdrawals = [made, ...(state.withdrawals ?? [])];
    saveWalletState(state);
    return HttpResponse.json({ data: toWire(made) }, { status: 201 });
  }),
  http.get(apiPath("/wallet/withdrawals/:id"), ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const found = withdrawalsOf().find((w) => w.identifier === params.id);
    return found
      ? HttpResponse.json({ data: toWire(found) })
      : apiError(request, ErrorCode.WITHDRAWAL_NOT_FOUND);
  }),

  http.get(apiPath("/staff/withdrawals"), ({ request }) => {
    if (!isStaff(request)) return apiError(request, ErrorCode.NOT_FOUND);
    const query = staffWithdrawalsQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidInput(request, query.error.issues);
    const { page, status } = query.data;
    const rows = withdrawalsOf().filter((w) => w.status === status);
    const person = {
      identifier: demoClient.identifier,
      firstName: demoClient.firstName,
      lastName: demoClient.lastName,
      email: demoClient.email,
    };
    const data: StaffWithdrawal[] = rows
      .slice((page - 1) * 25, page * 25)
      .map(({ accountNumberEnding: _ending, ...w }) => ({ ...w, person }));
    return HttpResponse.json({ data, meta: { page, pageSize: 25, total: rows.length } });
  }),
  http.post(apiPath("/staff/withdrawals/:id/paid"), async ({ request, params }) => {
    if (!isStaff(request)) return apiError(request, ErrorCode.NOT_FOUND);
    const body = withdrawalPaidSchema.safeParse(await bodyOf(request));
    if (!body.success) return invalidInput(request, body.error.issues);
    return settle(request, String(params.id), {
      status: "paid",
      transferReference: body.data.reference,
    });
  }),
  http.post(apiPath("/staff/withdrawals/:id/failed"), async ({ request, params }) => {
    if (!isStaff(request)) return apiError(request, ErrorCode.NOT_FOUND);
    const body = staffReasonSchema.safeParse(await bodyOf(request));
    if (!body.success) return invalidInput(request, body.error.issues);
    return settle(request, String(params.id), {
      status: "failed",
      failureReason: body.data.reason,
    });
  }),
];
