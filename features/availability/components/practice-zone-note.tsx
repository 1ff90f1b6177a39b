"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePracticeZone } from "./use-practice-zone";

/** Which clock the hours on the page are on: named when it is not the device's own. */
export function PracticeZoneNote({ timezone, className }: { timezone: string; className: string }) {
  const t = useTranslations("Availability");
  const [now] = useState(() => Date.now());
  const name = usePracticeZone()(timezone, now);
  return (
    <p className={className}>
      {name ? t("timezoneNoteElsewhere", { timezone, name }) : t("timezoneNote", { timezone })}
    </p>
  );
}
