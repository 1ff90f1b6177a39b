import "server-only";
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { vouchers } from "@/db/schema/vouchers";
import { chargeVoucher, creditVoucher, ensureWallet } from "@/features/wallet/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { currencySymbol } from "@/lib/money/currency";
import { DomainError } from "@/lib/server/errors";
import { translate } from "@/lib/server/locale";
import { hit } from "@/lib/server/rate-limit";
import {
  CODE_ALPHABET,
  limitText,
  normalizeCode,
  voucherLimits,
  VOUCHERS_PAGE_SIZE,
} from "../limits";
import type { BuyVoucher, RedeemedVoucher, Voucher } from "../schemas";
import { sendVoucherEmails } from "./emails";

type Row = typeof vouchers.$inferSelect;

/** Wrong codes cost attempts: ten an hour per client is plenty for typos, nothing for guessing. */
const REDEEM_LIMIT = { limit: 10, windowSeconds: 60 * 60 };

export const toVoucher = (row: Row): Voucher => ({
  identifier: row.id,
  kind: row.kind,
  code: row.code,
  amount: row.amount,
  currency: row.currency,
  buyerName: row.buyerName,
  buyerEmail: row.buyerEmail,
  recipientEmail: row.recipientEmail,
  message: row.message,
  status: row.redeemedAt ? "redeemed" : "active",
  createdAt: row.createdAt.toISOString(),
  redeemedAt: row.redeemedAt?.toISOString() ?? null,
});

/** Twelve characters of the code alphabet from random bytes (32 letters: each byte picks evenly). */
function newCode() {
  const chars = [...randomBytes(12)].map((byte) => CODE_ALPHABET[byte % 32]).join("");
  return normalizeCode(chars)!;
}

/**
 * POST /vouchers: the buyer pays from their wallet and gets the code; a gift's code is emailed to
 * its recipient. The debit and the voucher are one transaction: no money leaves without a code.
 */
export async function buyVoucher(buyerId: string, input: BuyVoucher, locale: Locale) {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const wallet = await ensureWallet(tx, buyerId);
    const limits = voucherLimits(wallet.currency);
    const symbol = currencySymbol(wallet.currency, locale);
    const outside =
      input.amount < limits.minMinor
        ? translate(locale, "Validation", "voucherMinimum", {
            amount: limitText(limits.min, locale),
            symbol,
          })
        : input.amount > limits.maxMinor
          ? translate(locale, "Validation", "voucherMaximum", {
              amount: limitText(limits.max, locale),
              symbol,
            })
          : null;
    if (outside) throw new DomainError("VALIDATION_FAILED", { rawErrors: { amount: outside } });
    const [voucher] = await tx
      .insert(vouchers)
      .values({
        code: newCode(),
        kind: input.kind,
        amount: input.amount,
        currency: wallet.currency,
        buyerId,
        buyerName: input.buyerName,
        buyerEmail: input.buyerEmail,
        recipientEmail: input.recipientEmail,
        message: input.message,
      })
      .returning();
    await chargeVoucher(tx, {
      userId: buyerId,
      amount: input.amount,
      currency: wallet.currency,
      reference: `voucher-purchase:${voucher!.id}`,
      description: input.recipientEmail
        ? `Gift voucher for ${input.recipientEmail}`
        : "Gift voucher",
    });
    return voucher!;
  });
  await sendVoucherEmails(row, locale);
  return toVoucher(row);
}

/** GET /vouchers: what the client bought, newest first. */
export async function vouchersBoughtBy(buyerId: string, page: number) {
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vouchers)
      .where(eq(vouchers.buyerId, buyerId))
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
      .limit(VOUCHERS_PAGE_SIZE)
      .offset((page - 1) * VOUCHERS_PAGE_SIZE),
    db.select({ n: count() }).from(vouchers).where(eq(vouchers.buyerId, buyerId)),
  ]);
  return {
    data: rows.map(toVoucher),
    meta: { page, pageSize: VOUCHERS_PAGE_SIZE, total: Number(total?.n ?? 0) },
  };
}

/**
 * POST /vouchers/redeem: the voucher's value goes into the client's wallet, once, whoever asks
 * first: of two clients redeeming one code at once, the conditional claim lets one through and
 * the other waits on its row lock, then finds it redeemed.
 */
export async function redeemVoucher(userId: string, typed: string): Promise<RedeemedVoucher> {
  const attempt = await hit(`vouchers:redeem:${userId}`, REDEEM_LIMIT);
  if (!attempt.allowed) {
    throw new DomainError("RATE_LIMITED", {
      values: { minutes: Math.ceil(attempt.retryAfterSeconds / 60) },
    });
  }
  const code = normalizeCode(typed);
  if (!code) throw new DomainError("VOUCHER_NOT_FOUND");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, code));
    if (!voucher) throw new DomainError("VOUCHER_NOT_FOUND");
    if (voucher.redeemedAt) throw new DomainError("VOUCHER_REDEEMED");
    const wallet = await ensureWallet(tx, userId);
    if (wallet.currency !== voucher.currency) {
      throw new DomainError("VOUCHER_CURRENCY", { values: { currency: voucher.currency } });
    }
    const [claimed] = await tx
      .update(vouchers)
      .set({ redeemedBy: userId, redeemedAt: new Date() })
      .where(and(eq(vouchers.id, voucher.id), isNull(vouchers.redeemedAt)))
      .returning({ id: vouchers.id });
    if (!claimed) throw new DomainError("VOUCHER_REDEEMED");
    const entry = await creditVoucher(tx, {
      userId,
      amount: voucher.amount,
      currency: voucher.currency,
      reference: `voucher:${voucher.id}`,
      description: "Gift voucher redeemed",
    });
    return { amount: voucher.amount, currency: voucher.currency, balance: entry.balanceAfter };
  });
}
