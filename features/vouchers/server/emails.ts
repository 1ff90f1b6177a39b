import "server-only";
import type { vouchers } from "@/db/schema/vouchers";
import type { Locale } from "@/lib/i18n/routing";
import { formatMoney } from "@/lib/money/currency";
import { translate } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";

/**
 * A gift's code goes to its recipient, with the buyer's message; the buyer gets a receipt with
 * the code either way. Both in the buyer's language: the recipient's is not known.
 */
export async function sendVoucherEmails(voucher: typeof vouchers.$inferSelect, locale: Locale) {
  const amount = formatMoney(voucher.amount, voucher.currency, locale);
  const values = { buyer: voucher.buyerName, amount, code: voucher.code };
  if (voucher.kind === "gift" && voucher.recipientEmail) {
    const note = voucher.message
      ? translate(locale, "Email", "voucherGift.note", { message: voucher.message })
      : "";
    await sendTemplated(
      "voucherGift",
      voucher.recipientEmail,
      locale,
      { ...values, note },
      pageLink(locale, "/vouchers/", { code: voucher.code }),
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
