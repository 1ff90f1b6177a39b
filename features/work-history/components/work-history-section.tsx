"use client";

import { useTranslations } from "next-intl";

/** Placeholder: filled in by the feature's own work. */
export function WorkHistorySection() {
  const t = useTranslations("WorkHistory");
  return <h2 className="text-xl font-semibold">{t("title")}</h2>;
}
