"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, type MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { ReturnToInput } from "@/components/ui/return-to-input";
import { usePathname } from "next/navigation";
import { acceptAll, denyAll, type Consent } from "@/lib/analytics/consent";
import { isUntrackedPath } from "@/lib/analytics/untracked";
import {
  closeConsentSettings,
  openConsentSettings,
  saveConsent,
  useConsent,
  useConsentSettingsOpen,
} from "@/lib/analytics/consent-store";
import { chooseConsent } from "../actions";

// The settings dialog (and headlessui with it) is fetched when a visitor opens it, not with
// every page: most visitors answer the banner with one click or never open the settings.
const loadSettings = () => import("./consent-settings");
const ConsentSettings = lazy(() => loadSettings().then((m) => ({ default: m.ConsentSettings })));
const preloadSettings = () => void loadSettings();

/** Once hydrated, a choice is stored in the browser at once, not sent through the form. */
const choose = (consent: NonNullable<Consent>) => (event: MouseEvent) => {
  event.preventDefault();
  saveConsent(consent);
};

/**
 * `serverConsent` is what the layout read from the request's cookies: with it the banner is in
 * the server HTML for a visitor who has not chosen, and absent for one who has, so it neither
 * waits for hydration (it was the pages' largest paint) nor flashes. Its two one-click answers
 * are a form the server answers too (chooseConsent), so a click before hydration is not lost.
 */
export function ConsentBanner({ serverConsent }: { serverConsent: Consent }) {
  const t = useTranslations("Consent");
  const consent = useConsent(serverConsent);
  const settingsOpen = useConsentSettingsOpen();
  // Clinical pages load no tag whatever the choice (issue 70): the question waits for another
  // page, and never covers a crisis line.
  const untracked = isUntrackedPath(usePathname() ?? "/");

  return (
    <>
      {consent === null && !settingsOpen && !untracked && (
        <section
          aria-labelledby="consent-title"
          className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-stone-200 bg-white p-5 shadow-xl sm:inset-x-6 print:hidden"
        >
          <h2 id="consent-title" className="text-base font-semibold">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("text")}</p>
          <form action={chooseConsent} className="mt-4 flex flex-wrap gap-2">
            <Suspense>
              <ReturnToInput />
            </Suspense>
            <Button type="submit" name="choice" value="all" onClick={choose(acceptAll())}>
              {t("acceptAll")}
            </Button>
            <Button
              type="submit"
              name="choice"
              value="denied"
              variant="secondary"
              onClick={choose(denyAll())}
            >
              {t("reject")}
            </Button>
            <Button
              variant="ghost"
              onClick={openConsentSettings}
              onPointerEnter={preloadSettings}
              onFocus={preloadSettings}
            >
              {t("customize")}
            </Button>
          </form>
        </section>
      )}
      {settingsOpen && (
        <Suspense>
          <ConsentSettings initial={consent?.grants} onClose={closeConsentSettings} />
        </Suspense>
      )}
    </>
  );
}

export function CookieSettingsButton() {
  const t = useTranslations("Footer");
  return (
    <button
      type="button"
      onClick={openConsentSettings}
      onPointerEnter={preloadSettings}
      onFocus={preloadSettings}
      className="text-left hover:underline"
    >
      {t("cookieSettings")}
    </button>
  );
}
