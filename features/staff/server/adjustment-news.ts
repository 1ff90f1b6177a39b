import "server-only";
import type { walletAdjustments } from "@/db/schema/staff";
import { contactOf } from "@/features/accounts/server/service";
import { notify } from "@/features/notifications/server/service";
import { formatMoney } from "@/lib/money/currency";
import { logError } from "@/lib/server/log";
import { pickLocale } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";

/**
 * Tells a person finance changed their wallet, once the adjustment is applied: by email in their
 * language, with the amount and the reason their wallet's entry shows, and in their notifications.
 * A failure is logged; the adjustment stands.
 */
export async function sendWalletAdjusted(row: typeof walletAdjustments.$inferSelect) {
  try {
    const kind = row.amount > 0 ? "walletCredited" : "walletDebited";
    const amount = Math.abs(row.amount);
    await notify([{ userId: row.userId, kind, details: { amount, currency: row.currency } }]);
    const person = await contactOf(row.userId);
    if (!person) return;
    const locale = pickLocale(person.locale);
    await sendTemplated(
      kind,
      person.email,
      locale,
      {
        name: person.firstName,
        amount: formatMoney(amount, row.currency, locale),
        reason: row.reason,
      },
      pageLink(locale, "/wallet/"),
    );
  } catch (error) {
    logError("adjustment.email", error);
  }
}
