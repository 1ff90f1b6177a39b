"use client";

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  acceptAll,
  custom,
  denyAll,
  type ConsentCategory,
  type Grants,
} from "@/lib/analytics/consent";
import {
  closeConsentSettings,
  openConsentSettings,
  saveConsent,
  useConsent,
  useConsentSettingsOpen,
} from "@/lib/analytics/consent-store";

const categories: ConsentCategory[] = ["analytics", "advertising", "personalization"];

export function ConsentBanner() {
  const t = useTranslations("Consent");
  const consent = useConsent();
  const settingsOpen = useConsentSettingsOpen();

  return (
    <>
      {consent === null && !settingsOpen && (
        <section
          aria-labelledby="consent-title"
          className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-stone-200 bg-white p-5 shadow-xl sm:inset-x-6"
        >
          <h2 id="consent-title" className="text-base font-semibold">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("text")}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => saveConsent(acceptAll())}>{t("acceptAll")}</Button>
            <Button variant="secondary" onClick={() => saveConsent(denyAll())}>
              {t("reject")}
            </Button>
            <Button variant="ghost" onClick={openConsentSettings}>
              {t("customize")}
            </Button>
          </div>
        </section>
      )}
      {settingsOpen && <ConsentSettings initial={consent?.grants} onClose={closeConsentSettings} />}
    </>
  );
}

function ConsentSettings({ initial, onClose }: { initial?: Grants; onClose: () => void }) {
  const t = useTranslations("Consent");
  const [grants, setGrants] = useState<Grants>(
    initial ?? { analytics: false, advertising: false, personalization: false },
  );

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-end justify-center p-3 sm:items-center">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold">{t("title")}</DialogTitle>
          <p className="mt-1 text-sm text-muted">{t("text")}</p>
          <ul className="mt-4 divide-y divide-stone-200">
            <li className="flex items-start justify-between gap-4 py-3">
              <div>
                <p className="font-medium">{t("necessary")}</p>
                <p className="text-sm text-muted">{t("necessaryHint")}</p>
              </div>
              <input
                type="checkbox"
                checked
                disabled
                aria-label={t("necessary")}
                className="mt-1 size-5"
              />
            </li>
            {categories.map((category) => (
              <li key={category} className="flex items-start justify-between gap-4 py-3">
                <label htmlFor={`consent-${category}`} className="cursor-pointer">
                  <span className="block font-medium">{t(category)}</span>
                  <span className="block text-sm text-muted">{t(`${category}Hint`)}</span>
                </label>
                <input
                  id={`consent-${category}`}
                  type="checkbox"
                  className="mt-1 size-5 accent-brand-600"
                  checked={grants[category]}
                  onChange={(e) => setGrants({ ...grants, [category]: e.target.checked })}
                />
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => saveConsent(denyAll())}>
              {t("reject")}
            </Button>
            <Button variant="secondary" onClick={() => saveConsent(custom(grants))}>
              {t("saveChoices")}
            </Button>
            <Button onClick={() => saveConsent(acceptAll())}>{t("acceptAll")}</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export function CookieSettingsButton() {
  const t = useTranslations("Footer");
  return (
    <button type="button" onClick={openConsentSettings} className="text-left hover:underline">
      {t("cookieSettings")}
    </button>
  );
}
