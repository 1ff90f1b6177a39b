import "server-only";
import { answers, data, page } from "@/lib/server/openapi";
import { z } from "zod";
import { requireAuth } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import {
  referenceParamSchema,
  sandboxTransferSchema,
  topUpSchema,
  transactionsQuerySchema,
  type SandboxCheckout,
  type SandboxDecision,
  paymentStatusAnswerSchema,
  sandboxCheckoutSchema,
  sandboxDecisionSchema,
  transferRequerySchema,
  topUpAnswerSchema,
  virtualAccountAnswerSchema,
  virtualAccountSchema,
  walletBalanceSchema,
  walletStatsSchema,
  walletTransactionDetailSchema,
  walletTransactionListItemSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
  withdrawalsQuerySchema,
} from "../schemas";
import { sandboxEnabled } from "./gateways";
import { paymentNotified, paymentStatus, startTopUp } from "./payments";
import { paystackConfigured, validPaystackSignature } from "./paystack-gateway";
import { decideSandboxCharge, findSandboxCharge, sandboxReturnUrl } from "./sandbox-gateway";
import { getTransaction, getWalletBalance, listTransactions, walletStats } from "./ledger";
import { requeryTransfers } from "./transfer-requery";
import { listWithdrawals, requestWithdrawal, withdrawalForViewer } from "./withdrawals";
import {
  generateVirtualAccount,
  sendSandboxTransfer,
  transferNotified,
  virtualAccountOf,
} from "./virtual-accounts";

/** GET /wallet/...: the signed-in client's own wallet only (spec section 6: clients top up). */
export const walletRoutes = createRouter()
  .get("/balance", requireAuth("client"), answers({ 200: data(walletBalanceSchema) }), async (c) =>
    ok(c, await getWalletBalance(c.get("viewer").userId)),
  )
  .get(
    "/transactions",
    requireAuth("client"),
    answers({ 200: page(walletTransactionListItemSchema) }),
    validate("query", transactionsQuerySchema),
    async (c) => {
      const { data, meta } = await listTransactions(c.get("viewer").userId, c.req.valid("query"));
      return paged(c, data, meta);
    },
  )
  .get(
    "/transactions/:id",
    requireAuth("client"),
    answers({ 200: data(walletTransactionDetailSchema) }, ["TRANSACTION_NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await getTransaction(c.get("viewer").userId, c.req.valid("param").id)),
  )
  .get("/stats", requireAuth("client"), answers({ 200: data(walletStatsSchema) }), async (c) =>
    ok(c, await walletStats(c.get("viewer").userId)),
  )
  // Withdrawals to the client's bank account (decision 0114).
  .get(
    "/withdrawals",
    requireAuth("client"),
    answers({ 200: page(withdrawalSchema) }),
    validate("query", withdrawalsQuerySchema),
    async (c) => {
      const { data, meta } = await listWithdrawals(
        c.get("viewer").userId,
        c.req.valid("query").page,
      );
      return paged(c, data, meta);
    },
  )
  .post(
    "/withdrawals",
    requireAuth("client"),
    answers({ 201: data(withdrawalSchema) }, [
      "INSUFFICIENT_FUNDS",
      "CURRENCY_MISMATCH",
      "REFERENCE_USED",
    ]),
    validate("json", withdrawalRequestSchema),
    async (c) =>
      ok(
        c,
        await requestWithdrawal(
          c.get("viewer").userId,
          c.req.valid("json"),
          c.get("locale"),
          new Date(),
        ),
        201,
      ),
  )
  .get(
    "/withdrawals/:id",
    requireAuth("client"),
    answers({ 200: data(withdrawalSchema) }, ["WITHDRAWAL_NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await withdrawalForViewer(c.get("viewer").userId, c.req.valid("param").id)),
  );

const MERCHANT = "Haven";

export const paymentRoutes = createRouter()
  .post(
    "/wallet",
    requireAuth("client"),
    answers({ 201: data(topUpAnswerSchema) }, [
      "GATEWAY_UNAVAILABLE",
      "PAYMENTS_UNAVAILABLE",
      "CURRENCY_MISMATCH",
    ]),
    validate("json", topUpSchema),
    async (c) =>
      ok(
        c,
        await startTopUp(
          c.get("viewer").userId,
          c.req.valid("json").amount,
          c.get("locale"),
          c.req.valid("json").returnPath,
        ),
        201,
      ),
  )
  .get(
    "/status/:reference",
    requireAuth("client"),
    answers({ 200: data(paymentStatusAnswerSchema) }, ["PAYMENT_NOT_FOUND", "GATEWAY_UNAVAILABLE"]),
    validate("param", referenceParamSchema),
    async (c) => ok(c, await paymentStatus(c.get("viewer").userId, c.req.valid("param").reference)),
  )
  // Paystack's webhook: only with a valid signature over the raw body; the event is then
  // verified with Paystack itself, so even a valid notice cannot credit an unpaid reference.
  .post(
    "/webhook/paystack",
    answers(
      { 200: data(z.strictObject({ received: z.literal(true) })) },
      ["NOT_FOUND", "INVALID_SIGNATURE", "MALFORMED_BODY"],
      {
        description:
          "Paystack's event, signed in `x-paystack-signature` over the raw body; " +
          "NOT_FOUND while Paystack is not configured.",
      },
    ),
    async (c) => {
      if (!paystackConfigured()) throw new DomainError("NOT_FOUND");
      const raw = await c.req.text();
      if (!validPaystackSignature(raw, c.req.header("x-paystack-signature"))) {
        throw new DomainError("INVALID_SIGNATURE");
      }
      let event: { event?: unknown; data?: { reference?: unknown } };
      try {
        event = JSON.parse(raw);
      } catch {
        throw new DomainError("MALFORMED_BODY");
      }
      const reference = event.data?.reference;
      if (typeof event.event === "string" && event.event.startsWith("charge.")) {
        // A reference we started is a card payment; any other may be a transfer into a virtual account.
        if (typeof reference === "string" && !(await paymentNotified(reference, "paystack"))) {
          await transferNotified(reference, "paystack");
        }
      }
      return ok(c, { received: true as const });
    },
  );

/**
 * The sandbox gateway's checkout page API; answers only while the sandbox is the chosen gateway,
 * and only to the payer: anyone else (or nobody signed in) learns nothing, not even the email.
 */
export const sandboxCheckoutRoutes = createRouter()
  .use(async (c, next) => {
    if (!sandboxEnabled()) throw new DomainError("NOT_FOUND");
    await next();
  })
  .get(
    "/:reference",
    requireAuth("client"),
    answers({ 200: data(sandboxCheckoutSchema) }, ["NOT_FOUND", "PAYMENT_NOT_FOUND"]),
    validate("param", referenceParamSchema),
    async (c) => {
      const charge = await findSandboxCharge(
        c.req.valid("param").reference,
        c.get("viewer").userId,
      );
      if (!charge) throw new DomainError("PAYMENT_NOT_FOUND");
      return ok(c, {
        reference: charge.reference,
        amount: charge.amount,
        currency: charge.currency,
        email: charge.email,
        merchant: MERCHANT,
        status: charge.status,
      } satisfies SandboxCheckout);
    },
  )
  .post(
    "/:reference/:decision{approve|decline}",
    requireAuth("client"),
    answers({ 200: data(sandboxDecisionSchema) }, [
      "NOT_FOUND",
      "PAYMENT_NOT_FOUND",
      "CHECKOUT_DECIDED",
    ]),
    validate("param", referenceParamSchema),
    async (c) => {
      const { reference } = c.req.valid("param");
      const payerId = c.get("viewer").userId;
      const approve = c.req.param("decision") === "approve";
      const charge = await decideSandboxCharge(reference, approve, payerId);
      if (!charge) {
        const known = await findSandboxCharge(reference, payerId);
        throw known ? new DomainError("CHECKOUT_DECIDED") : new DomainError("PAYMENT_NOT_FOUND");
      }
      return ok(c, {
        status: charge.status,
        redirectUrl: sandboxReturnUrl(charge.callbackUrl, reference),
      } satisfies SandboxDecision);
    },
  );

/**
 * A client's virtual account for bank transfers (spec section 7). The sandbox's test bank sends
 * transfers into a sandbox account only while the sandbox is the chosen gateway.
 */
export const virtualAccountRoutes = createRouter()
  .get(
    "/account",
    requireAuth("client"),
    answers({ 200: data(virtualAccountAnswerSchema) }),
    async (c) => ok(c, await virtualAccountOf(c.get("viewer").userId)),
  )
  .post(
    "/generate",
    requireAuth("client"),
    answers({ 200: data(virtualAccountSchema), 201: data(virtualAccountSchema) }, [
      "NAME_REQUIRED",
      "TRANSFER_UNAVAILABLE",
      "GATEWAY_UNAVAILABLE",
      "PAYMENTS_UNAVAILABLE",
    ]),
    async (c) => {
      const { account, created } = await generateVirtualAccount(c.get("viewer").userId);
      return ok(c, account, created ? 201 : 200);
    },
  )
  // The caller's own account only: the request names none, so nobody can requery another's.
  .post(
    "/requery",
    requireAuth("client"),
    answers({ 200: data(transferRequerySchema) }, ["NOT_FOUND"]),
    async (c) => ok(c, await requeryTransfers(c.get("viewer").userId, new Date())),
  )
  .post(
    "/sandbox-transfer",
    async (c, next) => {
      if (!sandboxEnabled()) throw new DomainError("NOT_FOUND");
      await next();
    },
    requireAuth("client"),
    answers({ 201: data(z.strictObject({ reference: z.string() })) }, ["NOT_FOUND"]),
    validate("json", sandboxTransferSchema),
    async (c) =>
      ok(c, await sendSandboxTransfer(c.get("viewer").userId, c.req.valid("json").amount), 201),
  );
