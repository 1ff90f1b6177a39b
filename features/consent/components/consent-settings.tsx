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
import { saveConsent } from "@/lib/analytics/consent-store";

const categories: ConsentCategory[] = ["analytics", "advertising", "personalization"];

/** The one-by-one choices; loaded only when a visitor opens them (see consent-banner.tsx). */
export function ConsentSettings({ initial, onClose }: { initial?: Grants; onClose: () => void }) {
  const t = useTranslations("Consent");
  const [grants, setGrants] = useState<Grants>(
    initial ?? { analytics: false, advertising: false, personalization: false },
  );

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      {/* As in the shared Modal: a scroller, then the aligner, so a small phone can scroll to every
          choice and button. */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-3 sm:items-center">
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
      </div>
    </Dialog>
  );
}
