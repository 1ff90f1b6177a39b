import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/**
 * /vouchers/ for a visitor who is not signed in: what vouchers are, and a way to sign in that
 * comes back here (with a gift email's code). Nothing asks the API, which would answer 401.
 */
export function VouchersSignedOut({ locale, code }: { locale: Locale; code?: string }) {
  const t = useTranslations("Vouchers");
  const back = `${locale === "de" ? "/de" : ""}/vouchers/${code ? `?code=${encodeURIComponent(code)}` : ""}`;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="vouchers-redeem"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
      >
        <h2 id="vouchers-redeem" className="text-xl font-semibold">
          {t("redeemTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("redeemText")}</p>
      </section>
      <section
        aria-labelledby="vouchers-give"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
      >
        <h2 id="vouchers-give" className="text-xl font-semibold">
          {t("buyTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("buyText")}</p>
      </section>
      <div className="space-y-3 lg:col-span-2">
        <p>{t("signInToUse")}</p>
        <Link href={{ pathname: "/login", query: { redirect: back } }} className={buttonClass()}>
          {t("signIn")}
        </Link>
      </div>
    </div>
  );
}
