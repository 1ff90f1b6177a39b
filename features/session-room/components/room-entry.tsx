"use client";

import { useLocale, useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The way into a session's built-in room (issue 69), on its page and the "starting soon" card.
 * A full page load, not a client-side one: only the room's own page may use the camera and
 * microphone (its Permissions-Policy), and a page keeps the policy it was loaded with.
 */
export function RoomEntry({ bookingId }: { bookingId: string }) {
  const t = useTranslations("SessionRoom");
  const locale = useLocale() as Locale;
  const href = getPathname({ href: `/appointments/${bookingId}/room/`, locale });
  return (
    <div className="space-y-2 text-sm">
      <a href={href} className={buttonClass("primary")}>
        {t("enter")}
      </a>
      <p className="text-muted">{t("enterHint")}</p>
    </div>
  );
}
