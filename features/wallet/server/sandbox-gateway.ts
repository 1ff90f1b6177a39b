import "server-only";
import { randomBytes, randomInt } from "node:crypto";
import { and, eq, exists, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payments, sandboxCharges, sandboxTransfers } from "@/db/schema/wallet";
import type { PaymentGateway } from "./gateway";

const localePrefix = (locale: string) => (locale === "en" ? "" : `/${locale}`);

/**
 * The built-in test gateway (the default): a checkout page in this app where the payer approves or
 * declines. Its records live in their own table, and the app asks it how a payment went exactly as
 * it asks Paystack, so the same verify-then-credit path is exercised with no set-up.
 */
export const sandboxGateway: PaymentGateway = {
  name: "sandbox",
  // As Paystack, whose stand-in it is: bank transfer in naira only.
  transferCurrencies: ["NGN"],
  // Its checkout page is on this site: both ways are paths, so a person who opened the app at
  // http://127.0.0.1:3000 is not sent to APP_URL's host, where they are signed out (issue 74).
  async initialize({ reference, amount, currency, email, callbackPath, locale }) {
    const db = await getDb();
    await db
      .insert(sandboxCharges)
      .values({ reference, amount, currency, email, callbackUrl: callbackPath });
    return { authorizationUrl: `${localePrefix(locale)}/checkout/sandbox/${reference}/` };
  },
  async verify(reference) {
    const db = await getDb();
    const [charge] = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, reference));
    if (charge) return { status: charge.status, amount: charge.amount, currency: charge.currency };
    const [transfer] = await db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.reference, reference));
    if (!transfer) return { status: "failure", amount: 0, currency: "" };
    return {
      status: "success",
      amount: transfer.amount,
      currency: transfer.currency,
      transfer: { accountNumber: transfer.accountNumber },
    };
  },
  async openVirtualAccount({ userId, firstName, lastName }) {
    return {
      bankName: "Haven Test Bank",
      accountNumber: String(randomInt(1_000_000_000, 10_000_000_000)),
      accountName: `Haven / ${firstName} ${lastName}`,
      customerCode: `SBX_${userId}`,
      gatewayAccountId: null,
      bankSlug: null,
    };
  },
  async closeVirtualAccount() {},
};

/** The test bank receives a transfer into a sandbox account; answers its reference. */
export async function receiveSandboxTransfer(
  accountNumber: string,
  amount: number,
  currency: string,
) {
  const reference = `sbx-transfer-${randomBytes(12).toString("hex")}`;
  const db = await getDb();
  await db.insert(sandboxTransfers).values({ reference, accountNumber, amount, currency });
  return reference;
}

/** The charge behind `reference`, only for the client who started the payment. */
export async function findSandboxCharge(reference: string, payerId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ charge: sandboxCharges })
    .from(sandboxCharges)
    .innerJoin(payments, eq(payments.reference, sandboxCharges.reference))
    .where(and(eq(sandboxCharges.reference, reference), eq(payments.userId, payerId)));
  return row?.charge;
}

/**
 * The payer's choice on the checkout page; decided once, and only by the payer (a link to the
 * page in someone else's hands approves nothing). Answers the charge, or undefined.
 */
export async function decideSandboxCharge(reference: string, approve: boolean, payerId: string) {
  const db = await getDb();
  const [charge] = await db
    .update(sandboxCharges)
    .set({ status: approve ? "success" : "failure", decidedAt: new Date() })
    .where(
      and(
        eq(sandboxCharges.reference, reference),
        eq(sandboxCharges.status, "pending"),
        exists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(and(eq(payments.reference, reference), eq(payments.userId, payerId))),
        ),
      ),
    )
    .returning();
  return charge;
}

/**
 * Where the checkout sends the browser back, the way Paystack appends its query: a path on this
 * site (a charge stored with a whole URL before issue 74 keeps only its path).
 */
export function sandboxReturnUrl(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl, "http://this.site");
  url.searchParams.set("trxref", reference);
  url.searchParams.set("reference", reference);
  return `${url.pathname}${url.search}`;
}
