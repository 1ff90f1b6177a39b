"use client";

import { useLocale, useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useBooking } from "../api";

export function BookingDetail({ id, role }: { id: string; role: "client" | "provider" }) {
  const t = useTranslations("Booking");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const booking = useBooking(role, id);
  if (booking.isLoading) return <Spinner label={tc("loading")} />;
  if (!booking.data) return <p role="alert">{errorToMessage(booking.error, tc("genericError"))}</p>;
  const b = booking.data;
  const other = role === "client" ? b.provider : b.client;
  return (
    <article className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h1 className="text-2xl font-bold">
        {b.therapyCategory.name} · {other.firstName} {other.lastName}
      </h1>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t("time")}</dt>
          <dd className="font-medium">
            {b.startTime ? (
              <LocalTime iso={b.startTime} options={{ dateStyle: "full" }} />
            ) : (
              t("timeLater")
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("status")}</dt>
          <dd className="font-medium">{t(`statuses.${b.status}`)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("modality")}</dt>
          <dd className="font-medium">{b.modality}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("price")}</dt>
          <dd className="font-medium">
            {b.isFree ? t("free") : formatMoney(b.amount, b.currency, locale)}
          </dd>
        </div>
      </dl>
      {b.note && <p className="rounded-xl bg-stone-50 p-3 text-sm">{b.note}</p>}
      {role === "client" && b.status === "pending" && (
        <Link href={`/payment/${b.identifier}`} className={buttonClass()}>
          {t("continueToPayment")}
        </Link>
      )}
      <Link href="/appointments" className="block text-sm font-medium text-brand-800 underline">
        {t("toBookings")}
      </Link>
    </article>
  );
}
