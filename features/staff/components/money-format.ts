"use client";

import { useLocale, useTranslations } from "next-intl";
import { useFieldError } from "@/components/ui/text-field";
import { formatMoney } from "@/lib/money/currency";
import { TIME_FORMATS } from "@/lib/time/formats";

/**
 * A field's message: the console's own keys ("@Staff.validation.x") in the reader's language,
 * the shared ones through the Validation namespace, a server's message as it came.
 */
export function useStaffFieldError() {
  const t = useTranslations("Staff");
  const shared = useFieldError();
  return (message: string | undefined) =>
    message?.startsWith("@Staff.") ? t(message.slice("@Staff.".length) as never) : shared(message);
}

/** Minor units in the reader's language: "₦5,000.00", "5.000,00 ₦". */
export function useMoney() {
  const locale = useLocale();
  return (minor: number, currency: string) => formatMoney(minor, currency, locale);
}

/** A YYYY-MM month as its name: "November 2026", "November 2026" (formatted at noon UTC). */
export function useMonthName() {
  const locale = useLocale();
  return (month: string) =>
    new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${month}-15T12:00:00Z`),
    );
}

/** A YYYY-MM-DD day as people read it ("3 Dec 2026"), a calendar date in UTC. */
export function useDayName() {
  const locale = useLocale();
  return (day: string) =>
    new Intl.DateTimeFormat(locale, { ...TIME_FORMATS.recordDay, timeZone: "UTC" }).format(
      new Date(`${day}T12:00:00Z`),
    );
}
