import "server-only";
import type { Context } from "hono";
import { payoutMonthRowSchema } from "@/features/earnings";
import { payoutMonth, recordPayout } from "@/features/earnings/server/service";
import {
  staffWithdrawalSchema,
  staffWithdrawalsQuerySchema,
  withdrawalPaidSchema,
  withdrawalSchema,
} from "@/features/wallet";
import { settleWithdrawal, staffWithdrawals } from "@/features/wallet/server/service";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { answers, data, page } from "@/lib/server/openapi";
import { idParamSchema } from "@/lib/validation/common";
import {
  adjustmentRequestSchema,
  adjustmentsQuerySchema,
  payoutsQuerySchema,
  recordedPayoutSchema,
  recordPayoutSchema,
  staffWalletSchema,
  walletAdjustmentSchema,
} from "../money-schemas";
import { STAFF_AREAS } from "../roles";
import { peopleQuerySchema, personRow, STAFF_PAGE_SIZE, staffReasonSchema } from "../schemas";
import {
  approveAdjustment,
  listAdjustments,
  rejectAdjustment,
  requestAdjustment,
  staffWallet,
} from "./adjustments";
import { recordAudit } from "./audit";
import { requireStaff, type StaffEnv } from "./guard";
import { searchPeople } from "./people";

const finance = requireStaff(STAFF_AREAS.money);
const staffOf = (c: Context) => (c as unknown as Context<StaffEnv>).get("staff");
const audit = (c: Context, facts: Parameters<typeof recordAudit>[1]) =>
  recordAudit(c as unknown as Context<StaffEnv>, facts);

/**
 * The console's money area (issue 68, decision 0810), mounted inside /api/staff (routes.ts):
 * finance (and admin) only, 404 to anyone else; every change audited after the service succeeded.
 */
export const moneyRoutes = createRouter()
  // GET /staff/payouts?month=YYYY-MM: what each therapist earned that month, owed ones first.
  .get(
    "/payouts",
    finance,
    answers({ 200: page(payoutMonthRowSchema) }),
    validate("query", payoutsQuerySchema),
    async (c) => {
      const query = c.req.valid("query");
      const { data: rows, meta } = await payoutMonth(
        { ...query, pageSize: STAFF_PAGE_SIZE },
        new Date(),
      );
      // The list shows bank account numbers: who read them, and which, is on record.
      await audit(c, { action: "payouts.view", details: { month: query.month, page: query.page } });
      return paged(c, rows, meta);
    },
  )
  // POST /staff/payouts: "Record as paid", by the rules and with the email of payouts:record.
  .post(
    "/payouts",
    finance,
    answers({ 200: data(recordedPayoutSchema) }, [
      "PAYOUT_ALREADY_RECORDED",
      "PAYOUT_NOT_DUE",
      "PAYOUT_NO_ACCOUNT",
      "PAYOUT_AMOUNT_CHANGED",
    ]),
    validate("json", recordPayoutSchema),
    async (c) => {
      const recorded = await recordPayout(c.req.valid("json"), new Date());
      await audit(c, {
        action: "payout.record",
        targetId: recorded.providerId,
        details: {
          month: recorded.month,
          currency: recorded.currency,
          amount: recorded.amount,
          reference: recorded.reference,
          paidOn: recorded.paidOn,
        },
      });
      return ok(c, recorded);
    },
  )
  // GET /staff/wallets?q=: the people whose wallet finance may adjust, by name or email.
  .get(
    "/wallets",
    finance,
    answers({ 200: page(personRow) }),
    validate("query", peopleQuerySchema),
    async (c) => {
      const { data: rows, meta } = await searchPeople(c.req.valid("query"));
      return paged(c, rows, meta);
    },
  )
  // GET /staff/wallets/{id}: one person's balance and the approval limit of its currency.
  .get(
    "/wallets/:id",
    finance,
    answers({ 200: data(staffWalletSchema) }),
    validate("param", idParamSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const wallet = await staffWallet(id);
      await audit(c, { action: "wallet.view", targetId: id });
      return ok(c, wallet);
    },
  )
  // GET /staff/adjustments?status=pending|applied|rejected
  .get(
    "/adjustments",
    finance,
    answers({ 200: page(walletAdjustmentSchema) }),
    validate("query", adjustmentsQuerySchema),
    async (c) => {
      const { data: rows, meta } = await listAdjustments(c.req.valid("query"));
      return paged(c, rows, meta);
    },
  )
  // POST /staff/adjustments: applied at once up to the limit, else pending a second person.
  .post(
    "/adjustments",
    finance,
    answers({ 200: data(walletAdjustmentSchema) }, ["STAFF_SELF_ACTION", "ADJUSTMENT_BELOW_ZERO"]),
    validate("json", adjustmentRequestSchema),
    async (c) => {
      const input = c.req.valid("json");
      const made = await requestAdjustment(staffOf(c).userId, input, new Date());
      await audit(c, {
        action: "adjustment.request",
        targetId: made.person.identifier,
        reason: made.reason,
        details: {
          adjustmentId: made.identifier,
          direction: made.direction,
          amount: made.amount,
          currency: made.currency,
          status: made.status,
        },
      });
      return ok(c, made);
    },
  )
  // POST /staff/adjustments/{id}/approve: a second, different finance person applies it.
  .post(
    "/adjustments/:id/approve",
    finance,
    answers({ 200: data(walletAdjustmentSchema) }, [
      "ADJUSTMENT_OWN_APPROVAL",
      "ADJUSTMENT_DECIDED",
      "ADJUSTMENT_BELOW_ZERO",
      "STAFF_SELF_ACTION",
    ]),
    validate("param", idParamSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const applied = await approveAdjustment(staffOf(c).userId, id, new Date());
      await audit(c, {
        action: "adjustment.approve",
        targetId: applied.person.identifier,
        details: {
          adjustmentId: id,
          direction: applied.direction,
          amount: applied.amount,
          currency: applied.currency,
          requestedBy: applied.requestedBy.identifier,
        },
      });
      return ok(c, applied);
    },
  )
  // POST /staff/adjustments/{id}/reject with a reason.
  .post(
    "/adjustments/:id/reject",
    finance,
    answers({ 200: data(walletAdjustmentSchema) }, ["ADJUSTMENT_DECIDED", "STAFF_SELF_ACTION"]),
    validate("param", idParamSchema),
    validate("json", staffReasonSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const rejected = await rejectAdjustment(staffOf(c).userId, id, reason, new Date());
      await audit(c, {
        action: "adjustment.reject",
        targetId: rejected.person.identifier,
        reason,
        details: { adjustmentId: id, amount: rejected.amount, currency: rejected.currency },
      });
      return ok(c, rejected);
    },
  )
  // GET /staff/withdrawals?status=requested|paid|failed: clients' withdrawals (decision 0114).
  .get(
    "/withdrawals",
    finance,
    answers({ 200: page(staffWithdrawalSchema) }),
    validate("query", staffWithdrawalsQuerySchema),
    async (c) => {
      const query = c.req.valid("query");
      const { data: rows, meta } = await staffWithdrawals(query);
      // The list shows bank account numbers, as the payouts list does.
      await audit(c, { action: "withdrawals.view", details: { status: query.status } });
      return paged(c, rows, meta);
    },
  )
  // POST /staff/withdrawals/{id}/paid: the transfer was made, with this reference.
  .post(
    "/withdrawals/:id/paid",
    finance,
    answers({ 200: data(withdrawalSchema) }, [
      "WITHDRAWAL_NOT_FOUND",
      "WITHDRAWAL_SETTLED",
      "STAFF_SELF_ACTION",
    ]),
    validate("param", idParamSchema),
    validate("json", withdrawalPaidSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reference } = c.req.valid("json");
      const { userId, ...paid } = await settleWithdrawal(
        staffOf(c).userId,
        id,
        { outcome: "paid", reference },
        new Date(),
      );
      await audit(c, {
        action: "withdrawal.paid",
        targetId: userId,
        details: { withdrawalId: id, amount: paid.amount, currency: paid.currency, reference },
      });
      return ok(c, paid);
    },
  )
  // POST /staff/withdrawals/{id}/failed: the transfer failed; the money goes back to the wallet.
  .post(
    "/withdrawals/:id/failed",
    finance,
    answers({ 200: data(withdrawalSchema) }, [
      "WITHDRAWAL_NOT_FOUND",
      "WITHDRAWAL_SETTLED",
      "STAFF_SELF_ACTION",
    ]),
    validate("param", idParamSchema),
    validate("json", staffReasonSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const { userId, ...failed } = await settleWithdrawal(
        staffOf(c).userId,
        id,
        { outcome: "failed", reason },
        new Date(),
      );
      await audit(c, {
        action: "withdrawal.failed",
        targetId: userId,
        reason,
        details: { withdrawalId: id, amount: failed.amount, currency: failed.currency },
      });
      return ok(c, failed);
    },
  );
