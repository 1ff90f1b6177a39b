import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payoutAccounts } from "@/db/schema/earnings";
import { contactOf } from "@/features/accounts/server/service";
import { notify } from "@/features/notifications/server/service";
import { formatMoney } from "@/lib/money/currency";
import { pickLocale } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";

/**
 * Tells a therapist that a month's earnings were paid: the amount, the account's last four digits,
 * the day and the transfer's reference, in their language (decision 0107); also in their
 * notifications (decision 0508).
 */
export async function sendPayoutSent(payout: {
  providerId: string;
  month: string;
  currency: string;
  amount: number;
  reference: string;
  paidOn: string;
}) {
  await notify([
    {
      userId: payout.providerId,
      kind: "payoutSent",
      details: { amount: payout.amount, currency: payout.currency, month: payout.month },
    },
  ]);
  const db = await getDb();
  const [person, [account]] = await Promise.all([
    contactOf(payout.providerId),
    db
      .select({ number: payoutAccounts.accountNumber })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.providerId, payout.providerId)),
  ]);
  if (!person) return;
  const locale = pickLocale(person.locale);
  const day = (iso: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(new Date(iso));
  await sendTemplated(
    "payoutSent",
    person.email,
    locale,
    {
      name: person.firstName,
      month: day(`${payout.month}-15T12:00:00Z`, { month: "long", year: "numeric" }),
      amount: formatMoney(payout.amount, payout.currency, locale),
      ending: account?.number.slice(-4) ?? "····",
      date: day(`${payout.paidOn}T12:00:00Z`, { dateStyle: "long" }),
      reference: payout.reference,
    },
    pageLink(locale, "/earnings/"),
  );
}
