"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
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
    <Modal open onClose={onClose} title={t("title")}>
      <p className="text-sm text-muted">{t("text")}</p>
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
    </Modal>
  );
}
