import { useLocale, useTranslations } from "next-intl";
import { Suspense } from "react";
import { ReturnToInput } from "@/components/ui/return-to-input";
import { buttonClass } from "@/components/ui/button";
import { countryName } from "@/lib/i18n/country-name";
import { chooseCountry, ignoreCountryPrompt } from "../actions";
import type { OperatingCountry } from "../schemas";
import { DismissOnEscape } from "./dismiss-on-escape";

const DISMISS_FORM = "country-prompt-dismiss";

/**
 * Spec section 1: the prompt a visitor from a country the product does not operate in sees. In the
 * server's HTML, like the consent banner; its buttons are forms the server answers, so they work
 * before the scripts have run. Choosing a country or "Continue anyway" ends it for good.
 */
export function CountryPrompt({
  countryCode,
  countries,
}: {
  countryCode: string;
  countries: OperatingCountry[];
}) {
  const t = useTranslations("Country");
  const locale = useLocale();
  return (
    <div
      data-overlay
      className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-stone-900/40 p-4"
    >
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="country-prompt-title"
        aria-describedby="country-prompt-text"
        className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl"
      >
        <h2 id="country-prompt-title" className="text-xl font-semibold tracking-tight">
          {t("promptTitle", { country: countryName(countryCode, locale) })}
        </h2>
        <p id="country-prompt-text" className="mt-2 text-sm text-muted">
          {t("promptText")}
        </p>
        <form action={chooseCountry} className="mt-5 grid gap-2">
          <Suspense>
            <ReturnToInput />
          </Suspense>
          {countries.map((country, index) => (
            <button
              key={country.code}
              type="submit"
              name="country"
              value={country.code}
              autoFocus={index === 0}
              className={buttonClass("secondary", "w-full")}
            >
              {t("choose", { name: country.name, currency: country.currencyCode })}
            </button>
          ))}
        </form>
        <form id={DISMISS_FORM} action={ignoreCountryPrompt} className="mt-3">
          <Suspense>
            <ReturnToInput />
          </Suspense>
          <button type="submit" className={buttonClass("ghost", "w-full")}>
            {t("continue")}
          </button>
        </form>
      </section>
      <DismissOnEscape formId={DISMISS_FORM} />
    </div>
  );
}
