"use client";

import { useTranslations } from "next-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/**
 * The way out of the top-up's last screen. Spec section 2: "Back to Home" goes to /overview; a
 * top-up begun on a booking's payment page closes back to that booking instead (decision 0112).
 */
export function LeaveTopUp({
  backToBooking,
  variant = "primary",
}: {
  backToBooking?: () => void;
  variant?: "primary" | "secondary";
}) {
  const t = useTranslations("Payment");
  if (backToBooking)
    return (
      <Button variant={variant} onClick={backToBooking}>
        {t("backToBooking")}
      </Button>
    );
  return (
    <Link href="/overview" className={buttonClass("secondary")}>
      {t("backToHome")}
    </Link>
  );
}
