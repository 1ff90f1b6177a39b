"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/** Spec section 9: the icon changes every 350 ms; after 15 s a slow-payment notice appears. */
export const ICON_CYCLE_MS = 350;
export const SLOW_NOTICE_MS = 15_000;
const ICONS = ["🔒", "💳", "✅"];

export function PendingPaymentOverlay({ isFree }: { isFree: boolean }) {
  const t = useTranslations("Booking");
  const [tick, setTick] = useState(0);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const cycle = setInterval(() => setTick((n) => n + 1), ICON_CYCLE_MS);
    const notice = setTimeout(() => setSlow(true), SLOW_NOTICE_MS);
    return () => {
      clearInterval(cycle);
      clearTimeout(notice);
    };
  }, []);

  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="pending-title"
      className="fixed inset-0 z-50 grid place-items-center bg-white/95 p-6"
    >
      <div className="max-w-sm text-center">
        <p aria-hidden className="text-5xl">
          {ICONS[tick % ICONS.length]}
        </p>
        <h2 id="pending-title" className="mt-4 text-xl font-bold">
          {t("dontClose")}
        </h2>
        <p className="mt-2 text-muted">
          {isFree ? t("processingSession") : t("processingRequest")}
        </p>
        {slow && (
          <p className="mt-4 text-sm">
            {t("takingLonger")}{" "}
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="font-medium text-brand-800 underline"
            >
              {t("refresh")}
            </button>
          </p>
        )}
        {!isFree && <p className="mt-6 text-xs text-muted">{t("secureSsl")}</p>}
      </div>
    </div>
  );
}
