"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Link } from "@/lib/i18n/navigation";
import { useBooking } from "../api";
import { HoldCountdown } from "./hold-countdown";

/**
 * Back on the booking form from the payment page (issue 74): the booking sent there still waits
 * for payment, so the way on is to pay it, not to book the same time again. Says nothing once it
 * is paid, gone or its hold has run out (`onGone`).
 */
export function HeldNotice({ bookingId, onGone }: { bookingId: string; onGone: () => void }) {
  const t = useTranslations("Booking");
  const booking = useBooking("client", bookingId);
  const [ended, setEnded] = useState(false);
  const b = booking.data;
  const gone = ended || booking.isError || (b !== undefined && b.status !== "pending");
  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);
  if (!b || gone) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <p className="text-sm">
        <strong className="block">{t("heldAlready")}</strong>
        {b.startTime ? <LocalTime iso={b.startTime} format="session" /> : t("timeLater")}
        {b.holdExpiresAt && (
          <HoldCountdown until={b.holdExpiresAt} onEnded={() => setEnded(true)} />
        )}
      </p>
      <Link href={`/payment/${b.identifier}`} className={buttonClass()}>
        {t("continueToPay")}
      </Link>
    </div>
  );
}
