"use client";

import { useLocale, useTranslations } from "next-intl";
import { Suspense, useMemo, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Modal, useModal } from "@/components/ui/modal";
import { ReturnToInput } from "@/components/ui/return-to-input";
import { useAllCountries } from "@/features/region/api";
import { countryName } from "@/lib/i18n/country-name";
import { chooseCountry } from "../actions";
import { STATE_COUNTRY, type OperatingCountry } from "../schemas";
import { STATE_MODAL_ID, StateSelector } from "./state-selector";

/** Spec section 2's modals, by the ids `useModal` keeps one of open at a time. */
export const COUNTRY_MODALS = {
  active: "active-country-picker",
  location: "location-picker",
  state: STATE_MODAL_ID,
} as const;

type PickerProps = { countryCode: string; countries: OperatingCountry[] };

/** Opens one of the country modals; the modals themselves are rendered once, by CountryModals. */
export function OpenCountryModal({
  modal,
  className,
  children,
  label,
}: {
  modal: keyof typeof COUNTRY_MODALS;
  className?: string;
  children: React.ReactNode;
  label?: string;
}) {
  const { show } = useModal(COUNTRY_MODALS[modal]);
  return (
    <button type="button" onClick={show} className={className} aria-label={label}>
      {children}
    </button>
  );
}

/** The header's trigger: where the visitor is browsing from, at a glance. */
export function CountryButton({ countryCode }: { countryCode: string }) {
  const t = useTranslations("Country");
  const locale = useLocale();
  return (
    <OpenCountryModal
      modal="active"
      label={t("openPicker", { code: countryCode, name: countryName(countryCode, locale) })}
      className="inline-flex items-center gap-1 rounded-full px-2 py-1.5 text-sm font-medium text-muted hover:bg-brand-100 hover:text-ink"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
      {countryCode}
    </OpenCountryModal>
  );
}

/**
 * The choice goes to the server, which sets the cookie and sends the page back: the modal closes on
 * submit, or the page would come back with it still open (the open modal outlives navigations).
 */
function CountryForm({ children, onChosen }: { children: React.ReactNode; onChosen: () => void }) {
  return (
    <form action={chooseCountry} onSubmit={onChosen} className="grid gap-2">
      <Suspense>
        <ReturnToInput />
      </Suspense>
      {children}
    </form>
  );
}

/** The countries we operate in, each in its own currency. */
function ActiveCountryPicker({ countryCode, countries }: PickerProps) {
  const t = useTranslations("Country");
  const modal = useModal(COUNTRY_MODALS.active);
  const location = useModal(COUNTRY_MODALS.location);
  const state = useModal(COUNTRY_MODALS.state);
  return (
    <Modal open={modal.open} onClose={modal.hide} title={t("activeTitle")}>
      <p className="mb-4 text-sm text-muted">{t("activeText")}</p>
      <CountryForm onChosen={modal.hide}>
        {countries.map((country) => (
          <button
            key={country.code}
            type="submit"
            name="country"
            value={country.code}
            aria-current={country.code === countryCode ? "true" : undefined}
            className={buttonClass(
              "secondary",
              "w-full aria-[current]:ring-2 aria-[current]:ring-brand-500",
            )}
          >
            {t("choose", { name: country.name, currency: country.currencyCode })}
          </button>
        ))}
      </CountryForm>
      <div className="mt-4 flex flex-col gap-1 border-t border-stone-100 pt-3">
        {countryCode === STATE_COUNTRY && (
          <button type="button" onClick={state.show} className={buttonClass("ghost", "w-full")}>
            {t("chooseState")}
          </button>
        )}
        <button type="button" onClick={location.show} className={buttonClass("ghost", "w-full")}>
          {t("elsewhere")}
        </button>
      </div>
    </Modal>
  );
}

/** Where the visitor is: every country, searchable, theirs first. */
function LocationPicker({ countryCode }: { countryCode: string }) {
  const t = useTranslations("Country");
  const modal = useModal(COUNTRY_MODALS.location);
  const { data, isPending, isError, refetch } = useAllCountries(modal.open);
  const [query, setQuery] = useState("");
  const ordered = useMemo(() => {
    const list = data ?? [];
    return [
      ...list.filter((c) => c.code === countryCode),
      ...list.filter((c) => c.code !== countryCode),
    ];
  }, [data, countryCode]);
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle
    ? ordered.filter((c) => c.name.toLocaleLowerCase().includes(needle))
    : ordered;

  return (
    <Modal open={modal.open} onClose={modal.hide} title={t("locationTitle")}>
      <p className="mb-3 text-sm text-muted">{t("locationText")}</p>
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-label={t("search")}
        placeholder={t("search")}
        className="block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
      />
      <div className="mt-2 max-h-72 overflow-y-auto rounded-xl ring-1 ring-stone-200">
        {isPending ? (
          <p className="p-3 text-sm text-muted">{t("loading")}</p>
        ) : isError ? (
          <p className="p-3 text-sm text-muted">
            {t("loadFailed")}{" "}
            <button type="button" onClick={() => refetch()} className="font-medium underline">
              {t("retry")}
            </button>
          </p>
        ) : shown.length === 0 ? (
          <p className="p-3 text-sm text-muted">{t("none")}</p>
        ) : (
          <CountryForm onChosen={modal.hide}>
            <ul>
              {shown.map((c) => (
                <li key={c.code}>
                  <button
                    type="submit"
                    name="country"
                    value={c.code}
                    aria-current={c.code === countryCode ? "true" : undefined}
                    className="flex w-full items-center justify-between px-3 py-2 text-left text-sm hover:bg-stone-50 aria-[current]:font-semibold"
                  >
                    {c.name}
                    {!c.isOperating && (
                      <span className="text-xs font-normal text-muted">{t("notYet")}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </CountryForm>
        )}
      </div>
    </Modal>
  );
}

/** The country modals of spec section 2, rendered once in the layout. */
export function CountryModals({ countryCode, countries }: PickerProps) {
  return (
    <>
      <ActiveCountryPicker countryCode={countryCode} countries={countries} />
      <LocationPicker countryCode={countryCode} />
      <Suspense>
        <StateSelector />
      </Suspense>
    </>
  );
}
