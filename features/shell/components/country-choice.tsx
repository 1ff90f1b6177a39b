import { useLocale, useTranslations } from "next-intl";
import { Suspense } from "react";
import { ReturnToInput } from "@/components/ui/return-to-input";
import { countryName } from "@/lib/i18n/country-name";
import { chooseCountry } from "../actions";
import { STATE_COUNTRY, type OperatingCountry } from "../schemas";
import { OpenCountryModal } from "./country-pickers";

/**
 * The footer's country choice (spec section 1: a country choice and a currency per country). A
 * disclosure of forms the server answers: it works without the page's scripts. The modals it
 * opens (another location, a US state) need them.
 */
export function CountryChoice({
  countryCode,
  countries,
}: {
  countryCode: string;
  countries: OperatingCountry[];
}) {
  const t = useTranslations("Country");
  const locale = useLocale();
  if (!countries.length) return null;
  const current = countries.find((c) => c.code === countryCode);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer hover:underline">
        {t("label")}:{" "}
        <span className="font-medium">
          {current
            ? t("current", { name: current.name, currency: current.currencyCode })
            : t("notOperating", { name: countryName(countryCode, locale) })}
        </span>
      </summary>
      <form action={chooseCountry} className="mt-2 flex flex-col items-start gap-1 pl-4">
        <Suspense>
          <ReturnToInput />
        </Suspense>
        {countries.map((country) => (
          <button
            key={country.code}
            type="submit"
            name="country"
            value={country.code}
            aria-current={country.code === countryCode ? "true" : undefined}
            className="text-left hover:underline aria-[current]:font-semibold"
          >
            {t("current", { name: country.name, currency: country.currencyCode })}
          </button>
        ))}
      </form>
      <div className="mt-2 ml-4 flex flex-col items-start gap-1 border-t border-stone-200 pt-2">
        {countryCode === STATE_COUNTRY && (
          <OpenCountryModal modal="state" className="text-left underline-offset-4 hover:underline">
            {t("chooseState")}
          </OpenCountryModal>
        )}
        <OpenCountryModal modal="location" className="text-left underline-offset-4 hover:underline">
          {t("elsewhere")}
        </OpenCountryModal>
      </div>
    </details>
  );
}
