import "server-only";
import type { vouchers } from "@/db/schema/vouchers";
import { accountByEmail } from "@/features/accounts/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { formatMoney } from "@/lib/money/currency";
import { pickLocale, translate } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";

/**
 * A gift's code goes to its recipient, with the buyer's message; the buyer gets a receipt with
 * the code either way. The gift is in the recipient's language when they have an account here,
 * else in the buyer's.
 */
export async function sendVoucherEmails(voucher: typeof vouchers.$inferSelect, locale: Locale) {
  const amount = formatMoney(voucher.amount, voucher.currency, locale);
  const values = { buyer: voucher.buyerName, amount, code: voucher.code };
  if (voucher.kind === "gift" && voucher.recipientEmail) {
    const known = await accountByEmail(voucher.recipientEmail);
    const theirs = pickLocale(known?.locale, locale);
    const note = voucher.message
      ? translate(theirs, "Email", "voucherGift.note", { message: voucher.message })
      : "";
    await sendTemplated(
      "voucherGift",
      voucher.recipientEmail,
      theirs,
      { ...values, amount: formatMoney(voucher.amount, voucher.currency, theirs), note },
      pageLink(theirs, "/vouchers/", { code: voucher.code }),
    );
  }
  await sendTemplated(
    voucher.kind === "gift" ? "giftBought" : "voucherBought",
    voucher.buyerEmail,
    locale,
    { ...values, recipient: voucher.recipientEmail ?? "" },
    pageLink(locale, "/vouchers/"),
  );
}
