"use client";

import { useLocale } from "next-intl";
import { useOwnTimeZone } from "@/lib/time/use-own-time-zone";
import { sameZone, zoneName } from "@/lib/time/zone-name";

/**
 * A therapist's hours are kept on their practice's clock, which need not be the one of the device
 * they are looking from (issue 74). Gives the practice zone's short name at an instant ("GMT+1"),
 * or null when it is the viewer's own and needs no naming.
 */
export function usePracticeZone() {
  const locale = useLocale();
  const own = useOwnTimeZone();
  return (timezone: string, at: string | number) =>
    own !== null && sameZone(timezone, own) ? null : zoneName(at, locale, timezone);
}
