"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** "14:05" or, for a hold of hours (a therapist's booking for a client), "47:59:05". */
function clock(seconds: number) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * How long an unpaid booking still holds its time, ticking each second beside its end time
 * (issue 74). Nothing before mounting: the server's "now" is not the browser's.
 */
export function HoldCountdown({ until, onEnded }: { until: string; onEnded?: () => void }) {
  const t = useTranslations("Booking");
  const end = Date.parse(until);
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const left = inBrowser ? Math.max(0, Math.ceil((end - now) / 1000)) : null;
  useEffect(() => {
    if (left === 0) onEnded?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it reaches zero
  }, [left === 0]);
  if (left === null) return null;
  return (
    <span
      role="timer"
      className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${
        left > 0 ? "bg-amber-100 text-amber-900" : "bg-red-100 text-red-900"
      }`}
    >
      {left > 0 ? t("holdLeft", { time: clock(left) }) : t("holdEnded")}
    </span>
  );
}
