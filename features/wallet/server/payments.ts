import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { payments } from "@/db/schema/wallet";
import type { Locale } from "@/lib/i18n/routing";
import { DomainError } from "@/lib/server/errors";
import { translate } from "@/lib/server/locale";
import type { PaymentStatusAnswer, TopUpAnswer } from "../schemas";
import { currencySymbol } from "@/lib/money/currency";
import { minimumTopUp } from "../top-up";
import { GatewayError } from "./gateway";
import { activeGatewayName, gatewayByName } from "./gateways";
import { creditTopUp, ensureWallet } from "./ledger";
import { logError } from "@/lib/server/log";

type Payment = typeof payments.$inferSelect;

/** Paystack allows letters, digits, "-", "." and "="; 128 random bits make it unguessable. */
const newReference = () => `hv-${randomBytes(16).toString("hex")}`;
const localePrefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

const answer = (payment: Payment): PaymentStatusAnswer => ({
  reference: payment.reference,
  status: payment.status,
  amount: payment.amount,
  currency: payment.currency,
});

/**
 * POST /payment/wallet: records a pending payment, then asks the gateway for a checkout. The
 * payment row exists before the gateway knows the reference, so an early webhook finds it.
 */
export async function startTopUp(
  userId: string,
  amount: number,
  locale: Locale,
  returnPath?: string,
) {
  // No gateway configured: refuse before anything is written (logged at start-up, gateways.ts).
  const gatewayName = activeGatewayName();
  if (!gatewayName) throw new DomainError("PAYMENTS_UNAVAILABLE");
  const db = await getDb();
  const wallet = await ensureWallet(db, userId);
  const minimum = minimumTopUp(wallet.currency);
  if (amount < minimum.minor) {
    const message = translate(locale, "Validation", "topupMinimum", {
      amount: minimum.major,
      symbol: currencySymbol(wallet.currency, locale),
    });
    // The minimum names an amount in the wallet's currency, so it is phrased here.
    throw new DomainError("VALIDATION_FAILED", { rawErrors: { amount: message } });
  }
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const gateway = gatewayByName(gatewayName);
  const reference = newReference();
  const [payment] = await db
    .insert(payments)
    .values({
      reference,
      userId,
      walletId: wallet.id,
      gateway: gateway.name,
      amount,
      currency: wallet.currency,
    })
    .returning();

  let authorizationUrl: string;
  try {
    ({ authorizationUrl } = await gateway.initialize({
      reference,
      amount,
      currency: wallet.currency,
      email: user!.email,
      callbackPath: returnPath ?? `${localePrefix(locale)}/wallet/`,
      locale,
    }));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logError(`[payment] ${gateway.name} initialize failed for ${reference}:`, error.message);
    await settle(payment!, "failure", "initialize failed");
    throw new DomainError("GATEWAY_UNAVAILABLE");
  }
  await db.update(payments).set({ authorizationUrl }).where(eq(payments.id, payment!.id));
  return {
    amount,
    currency: wallet.currency,
    status: "pending",
    metadata: { authorizationUrl },
    payment: { reference },
  } satisfies TopUpAnswer;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * Ends a pending payment once. The conditional update takes the row lock, so of any number of
 * concurrent polls and webhooks exactly one moves it out of `pending` and credits the wallet, in
 * the same transaction; the ledger's UNIQUE (type, reference) backs that up in the database.
 */
async function settle(payment: Payment, outcome: "success" | "failure", reason?: string) {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(payments)
        .set({
          status: outcome,
          failureReason: reason ?? null,
          completedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
        .returning();
      if (!claimed) {
        const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
        return current!;
      }
      if (outcome === "success") {
        await creditTopUp(tx, {
          userId: claimed.userId,
          amount: claimed.amount,
          currency: claimed.currency,
          reference: claimed.reference,
        });
      }
      return claimed;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
    return current!;
  }
}

/** Asks the payment's own gateway how it went and settles it; a gateway outage leaves it pending. */
async function verifyAndSettle(payment: Payment): Promise<Payment> {
  let result;
  try {
    result = await gatewayByName(payment.gateway).verify(payment.reference);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    logError(`[payment] verify ${payment.reference} failed:`, error.message);
    return payment;
  }
  if (result.status === "pending") return payment;
  if (result.status === "failure") return settle(payment, "failure", "declined");
  // A success for another amount or currency is not the payment we asked for.
  if (result.amount !== payment.amount || result.currency !== payment.currency) {
    logError(
      `[payment] ${payment.reference}: gateway says ${result.amount} ${result.currency}, expected ${payment.amount} ${payment.currency}`,
    );
    return settle(payment, "failure", "amount or currency mismatch");
  }
  return settle(payment, "success");
}

/** GET /payment/status/{reference}: the caller's own payment only; a pending one is verified. */
export async function paymentStatus(userId: string, reference: string) {
  const db = await getDb();
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.userId, userId)));
  if (!payment) throw new DomainError("PAYMENT_NOT_FOUND");
  return answer(payment.status === "pending" ? await verifyAndSettle(payment) : payment);
}

/**
 * A gateway's notice that something happened to a reference: verified with the gateway, never
 * trusted. Answers whether the reference is one of our payments.
 */
export async function paymentNotified(reference: string, gateway: string) {
  const db = await getDb();
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.gateway, gateway)));
  if (payment?.status === "pending") await verifyAndSettle(payment);
  return Boolean(payment);
}
