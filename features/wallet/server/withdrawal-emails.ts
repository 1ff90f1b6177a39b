import "server-only";
import { walletWithdrawals } from "@/db/schema/wallet";
import { contactOf } from "@/features/accounts/server/service";
import { notify } from "@/features/notifications/server/service";
import { formatMoney } from "@/lib/money/currency";
import { logError } from "@/lib/server/log";
import { pickLocale } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";

/**
 * Tells the client a withdrawal was paid (with the account's last four digits and the transfer's
 * reference) or failed (with the reason, and that the money is back in the wallet), by email in
 * their language and in their notifications (decision 0114). A failure is logged; the change stands.
 */
export async function sendWithdrawalSettled(row: typeof walletWithdrawals.$inferSelect) {
  try {
    const paid = row.status === "paid";
    await notify([
      {
        userId: row.userId,
        kind: paid ? "withdrawalPaid" : "withdrawalFailed",
        details: { amount: row.amount, currency: row.currency },
      },
    ]);
    const person = await contactOf(row.userId);
    if (!person) return;
    const locale = pickLocale(person.locale);
    await sendTemplated(
      paid ? "withdrawalPaid" : "withdrawalFailed",
      person.email,
      locale,
      {
        name: person.firstName,
        amount: formatMoney(row.amount, row.currency, locale),
        ending: row.accountNumber.slice(-4),
        reference: row.transferReference ?? "",
        reason: row.failureReason ?? "",
      },
      pageLink(locale, "/wallet/"),
    );
  } catch (error) {
    logError("withdrawal.email", error);
  }
}
