"use client";

import { useTranslations } from "next-intl";

/** Placeholder: filled in by the feature's own work. */
export function QualificationsSection() {
  const t = useTranslations("Credentials");
  return <h2 className="text-xl font-semibold">{t("pageTitle")}</h2>;
}
