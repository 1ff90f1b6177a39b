"use client";

import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** The way into a session's built-in room (issue 69), on its page and the "starting soon" card. */
export function RoomEntry({ bookingId }: { bookingId: string }) {
  const t = useTranslations("SessionRoom");
  return (
    <div className="space-y-2 text-sm">
      <Link href={`/appointments/${bookingId}/room`} className={buttonClass("primary")}>
        {t("enter")}
      </Link>
      <p className="text-muted">{t("enterHint")}</p>
    </div>
  );
}
