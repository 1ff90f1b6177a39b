"use client";

import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** Spec section 2: "Back to Home" from the wallet top-up goes to /overview. */
export function BackToHome() {
  const t = useTranslations("Payment");
  return (
    <Link href="/overview" className={buttonClass("secondary")}>
      {t("backToHome")}
    </Link>
  );
}
