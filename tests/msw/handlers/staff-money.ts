import { http, HttpResponse } from "msw";
import type { PayoutMonthRow } from "@/features/earnings";
import {
  adjustmentRequestSchema,
  adjustmentsQuerySchema,
  payoutsQuerySchema,
  recordPayoutSchema,
  type StaffWallet,
  type WalletAdjustment,
} from "@/features/staff/money-schemas";
import {
  peopleQuerySchema,
  STAFF_PAGE_SIZE,
  staffReasonSchema,
  type PersonRow,
} from "@/features/staff/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { apiError, invalidInput } from "./errors";
import { apiPath } from "./lang";
import { MOCK_STAFF_TOKEN } from "./staff";

/** The mocked console's admin (staff.ts) and another finance person, who asked for one. */
const ME = { identifier: "7c0d8a5e-1b2c-4d3e-8f90-0a1b2c3d4e5f", name: "Oliver Grant" };
const FATIMA = { identifier: "8d1e9b6f-2c3d-4e4f-9a01-1b2c3d4e5f60", name: "Fatima Bello" };
export const MOCK_PAYOUT_THERAPIST = "5b7e2a10-3c4d-4e5f-9a0b-1c2d3e4f5a6b";
export const MOCK_WALLET_PERSON = "2f4e6a80-9b1c-4d2e-8f3a-4b5c6d7e8f90";
export const MOCK_PENDING_ADJUSTMENT = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";
const DAY = 86_400_000;
/** Minor units: above this (₦50,000) a second finance person approves, as the API's default. */
const LIMIT = 5_000_000;

const people: PersonRow[] = [
  {
    identifier: MOCK_WALLET_PERSON,
    firstName: "Chioma",
    lastName: "Eze",
    email: "chioma.eze@demo.therapy",
    userType: "client",
    isActive: true,
    createdAt: "2026-01-05T09:00:00.000Z",
  },
];

/** What the mocked money area starts from; tests that change it start again with `resetMockMoney`. */
const fixtures = (): {
  payoutRows: PayoutMonthRow[];
  balances: Map<string, { balance: number; currency: string }>;
  adjustments: WalletAdjustment[];
} => ({
  payoutRows: [
    {
      providerId: MOCK_PAYOUT_THERAPIST,
      name: "James Carter",
      email: "james.carter@demo.therapy",
      currency: "GBP",
      amount: 24_000,
      sessions: 3,
      account: {
        accountName: "James Carter",
        bankName: "Barclays",
        bankCode: "204514",
        accountNumber: "55771004",
      },
      payout: null,
    },
    {
      providerId: "6c8f3b21-4d5e-4f60-8b1c-2d3e4f5a6b7c",
      name: "Tunde Bakare",
      email: "tunde.bakare@demo.therapy",
      currency: "NGN",
      amount: 3_000_000,
      sessions: 2,
      account: null,
      payout: null,
    },
    {
      providerId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      name: "Amaka Obi",
      email: "amaka.obi@demo.therapy",
      currency: "NGN",
      amount: 4_500_000,
      sessions: 3,
      account: {
        accountName: "Amaka Obi",
        bankName: "GTBank",
        bankCode: "058",
        accountNumber: "55771000",
      },
      payout: {
        reference: "HVN-0001",
        paidOn: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
        recordedAt: new Date(Date.now() - 2 * DAY).toISOString(),
      },
    },
  ],
  balances: new Map([[MOCK_WALLET_PERSON, { balance: 500_000, currency: "NGN" }]]),
  adjustments: [
    {
      identifier: MOCK_PENDING_ADJUSTMENT,
      person: {
        identifier: MOCK_WALLET_PERSON,
        name: "Chioma Eze",
        email: "chioma.eze@demo.therapy",
      },
      direction: "credit",
      amount: 7_500_000,
      currency: "NGN",
      reason: "Refund of a session paid twice by bank transfer",
      status: "pending",
      needsApproval: true,
      requestedBy: FATIMA,
      requestedAt: new Date(Date.now() - DAY).toISOString(),
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
    },
  ],
});
let { payoutRows, balances, adjustments } = fixtures();
export function resetMockMoney() {
  ({ payoutRows, balances, adjustments } = fixtures());
}

const refuse = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${MOCK_STAFF_TOKEN}`
    ? null
    : apiError(request, ErrorCode.NOT_FOUND);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const bodyOf = (request: Request) => request.json().catch(() => null);
const paged = <T>(rows: T[], page: number) =>
  HttpResponse.json({
    data: rows.slice((page - 1) * STAFF_PAGE_SIZE, page * STAFF_PAGE_SIZE),
    meta: { page, pageSize: STAFF_PAGE_SIZE, total: rows.length },
  });

/** Applies an adjustment to the mocked balance; a debit it cannot bear is refused. */
function applied(request: Request, adjustment: WalletAdjustment) {
  const wallet = balances.get(adjustment.person.identifier)!;
  const signed = adjustment.direction === "credit" ? adjustment.amount : -adjustment.amount;
  if (wallet.balance + signed < 0) return apiError(request, ErrorCode.ADJUSTMENT_BELOW_ZERO);
  wallet.balance += signed;
  return null;
}

/** The console's money area (decision 0810), for the mocked admin; others get 404 as for real. */
export const staffMoneyHandlers = [
  http.get(apiPath("/staff/payouts"), ({ request }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const query = payoutsQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidInput(request, query.error.issues);
    return paged(payoutRows, query.data.page);
  }),
  http.post(apiPath("/staff/payouts"), async ({ request }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const body = recordPayoutSchema.safeParse(await bodyOf(request));
    if (!body.success) return invalidInput(request, body.error.issues);
    const { providerId, currency, amount, reference, paidOn, month } = body.data;
    const row = payoutRows.find((r) => r.providerId === providerId && r.currency === currency);
    if (!row) return apiError(request, ErrorCode.PAYOUT_NOT_DUE);
    if (row.payout) return apiError(request, ErrorCode.PAYOUT_ALREADY_RECORDED);
    if (!row.account) return apiError(request, ErrorCode.PAYOUT_NO_ACCOUNT);
    if (row.amount !== amount) return apiError(request, ErrorCode.PAYOUT_AMOUNT_CHANGED);
    row.payout = { reference, paidOn, recordedAt: new Date().toISOString() };
    return HttpResponse.json({
      data: { providerId, month, currency, amount, reference, paidOn },
    });
  }),
  http.get(apiPath("/staff/wallets"), ({ request }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const query = peopleQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidInput(request, query.error.issues);
    const q = query.data.q?.toLowerCase();
    const rows = people.filter(
      (p) => !q || `${p.firstName} ${p.lastName} ${p.email}`.toLowerCase().includes(q),
    );
    return paged(rows, query.data.page);
  }),
  http.get(apiPath("/staff/wallets/:id"), ({ request, params }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const person = people.find((p) => p.identifier === params.id);
    if (!person) return apiError(request, ErrorCode.NOT_FOUND);
    const { identifier, firstName, lastName, email, userType } = person;
    const wallet: StaffWallet = {
      person: { identifier, firstName, lastName, email, userType },
      ...balances.get(identifier)!,
      approvalAbove: LIMIT,
    };
    return HttpResponse.json({ data: wallet });
  }),
  http.get(apiPath("/staff/adjustments"), ({ request }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const query = adjustmentsQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidInput(request, query.error.issues);
    const rows = adjustments.filter((a) => a.status === query.data.status);
    return paged(rows, query.data.page);
  }),
  http.post(apiPath("/staff/adjustments"), async ({ request }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const body = adjustmentRequestSchema.safeParse(await bodyOf(request));
    if (!body.success) return invalidInput(request, body.error.issues);
    const person = people.find((p) => p.identifier === body.data.userId);
    if (!person) return apiError(request, ErrorCode.NOT_FOUND);
    const wallet = balances.get(person.identifier)!;
    if (body.data.direction === "debit" && body.data.amount > wallet.balance)
      return apiError(request, ErrorCode.ADJUSTMENT_BELOW_ZERO);
    const needsApproval = body.data.amount > LIMIT;
    const now = new Date().toISOString();
    const adjustment: WalletAdjustment = {
      identifier: crypto.randomUUID(),
      person: {
        identifier: person.identifier,
        name: `${person.firstName} ${person.lastName}`,
        email: person.email,
      },
      direction: body.data.direction,
      amount: body.data.amount,
      currency: wallet.currency,
      reason: body.data.reason,
      status: needsApproval ? "pending" : "applied",
      needsApproval,
      requestedBy: ME,
      requestedAt: now,
      decidedBy: needsApproval ? null : ME,
      decidedAt: needsApproval ? null : now,
      decisionReason: null,
    };
    if (!needsApproval) applied(request, adjustment);
    adjustments.unshift(adjustment);
    return HttpResponse.json({ data: adjustment });
  }),
  http.post(apiPath("/staff/adjustments/:id/:decision"), async ({ request, params }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const decision = String(params.decision);
    if (decision !== "approve" && decision !== "reject")
      return apiError(request, ErrorCode.NOT_FOUND);
    const reason =
      decision === "reject" ? staffReasonSchema.safeParse(await bodyOf(request)) : null;
    if (reason && !reason.success) return invalidInput(request, reason.error.issues);
    const adjustment = adjustments.find((a) => a.identifier === params.id);
    if (!adjustment) return apiError(request, ErrorCode.NOT_FOUND);
    if (adjustment.status !== "pending") return apiError(request, ErrorCode.ADJUSTMENT_DECIDED);
    if (decision === "approve") {
      if (adjustment.requestedBy.identifier === ME.identifier)
        return apiError(request, ErrorCode.ADJUSTMENT_OWN_APPROVAL);
      const failed = applied(request, adjustment);
      if (failed) return failed;
    }
    Object.assign(adjustment, {
      status: decision === "approve" ? "applied" : "rejected",
      decidedBy: ME,
      decidedAt: new Date().toISOString(),
      decisionReason: reason?.data?.reason ?? null,
    });
    return HttpResponse.json({ data: adjustment });
  }),
];
