"use client";

import { useLocale, useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { BackLink } from "@/components/ui/back-link";
import { Button, buttonClass } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { MessageButton } from "@/features/messaging";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useBooking, useDownloadCalendarFile, useSeries } from "../api";
import { inCalendar } from "../calendar-rules";
import { wasPaid } from "../receipt-rules";
import type { Booking } from "../schemas";
import { untimedKey } from "../untimed";
import { BookingActions } from "./booking-actions";
import { JoinSession } from "./join-session";

export function BookingDetail({
  id,
  role,
  initial,
}: {
  id: string;
  role: "client" | "provider";
  initial?: Booking;
}) {
  const t = useTranslations("Booking");
  const tc = useTranslations("Common");
  const tm = useTranslations("Messaging");
  const locale = useLocale();
  const booking = useBooking(role, id, initial);
  const series = useSeries(role, id, Boolean(booking.data?.series));
  const calendarFile = useDownloadCalendarFile(role);
  if (booking.isLoading) return <Spinner label={tc("loading")} />;
  if (!booking.data) return <p role="alert">{errorToMessage(booking.error, tc("genericError"))}</p>;
  const b = booking.data;
  const other = role === "client" ? b.provider : b.client;
  // An open waitlist offer: no name until the client accepts (decision 0318).
  const forWaitlist = role === "provider" && b.heldForWaitlist;
  return (
    <article className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h1 className="text-2xl font-bold">
        {b.therapyCategory.name} ·{" "}
        {forWaitlist ? t("waitlistClient") : `${other.firstName} ${other.lastName}`}
      </h1>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t("time")}</dt>
          <dd className="font-medium">
            {b.startTime ? (
              <LocalTime iso={b.startTime} format="session" />
            ) : (
              t(untimedKey(role, b.status))
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("status")}</dt>
          <dd className="font-medium">{t(`statuses.${b.status}`)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("meeting")}</dt>
          <dd className="font-medium">{b.modalityName}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("price")}</dt>
          <dd className="font-medium">
            {b.isFree ? t("free") : formatMoney(b.amount, b.currency, locale)}
          </dd>
        </div>
      </dl>
      {role === "provider" && b.status === "pending" && b.holdExpiresAt && (
        <p className="rounded-xl bg-brand-50 p-3 text-sm">
          {forWaitlist
            ? t("waitlistHeldUntil")
            : t("heldForClientUntil", { name: other.firstName })}{" "}
          <LocalTime iso={b.holdExpiresAt} format="session" />
        </p>
      )}
      <JoinSession booking={b} role={role} />
      {b.note && <p className="rounded-xl bg-stone-50 p-3 text-sm">{b.note}</p>}
      <BookingActions booking={b} role={role} />
      {series.data && series.data.length > 1 && (
        <section aria-labelledby="series-heading" className="text-sm">
          <h2 id="series-heading" className="font-semibold">
            {t("seriesHeading", { weeks: series.data.length })}
          </h2>
          <ol className="mt-2 space-y-1">
            {series.data.map((s) => (
              <li key={s.identifier}>
                {s.identifier === b.identifier ? (
                  <strong>
                    <LocalTime iso={s.startTime!} format="session" />
                  </strong>
                ) : (
                  <Link href={`/appointments/${s.identifier}`} className="underline">
                    <LocalTime iso={s.startTime!} format="session" />
                  </Link>
                )}{" "}
                · {t(`statuses.${s.status}`)}
              </li>
            ))}
          </ol>
        </section>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {role === "provider" && (b.status === "confirmed" || b.status === "completed") && (
          <Link href={`/clients/${b.client.identifier}/book`} className={buttonClass("secondary")}>
            {t("bookAnother", { name: other.firstName })}
          </Link>
        )}
        {role === "client" && b.status === "pending" && (
          <Link href={`/payment/${b.identifier}`} className={buttonClass()}>
            {t("continueToPayment")}
          </Link>
        )}
        {wasPaid(b) && (
          <Link href={`/appointments/${b.identifier}/receipt`} className={buttonClass("secondary")}>
            {t("receipt.link")}
          </Link>
        )}
        {inCalendar(b) && (
          <Button
            variant="secondary"
            disabled={calendarFile.isPending}
            onClick={() =>
              calendarFile.mutate(b, {
                onError: (error) => toast.error(errorToMessage(error, t("calendarFailed"))),
              })
            }
          >
            {t("addToCalendar")}
          </Button>
        )}
        {!forWaitlist && (
          <MessageButton
            userIdentifier={other.identifier}
            label={tm("messageButton", { name: other.firstName })}
          />
        )}
      </div>
      <BackLink href="/appointments" className="block text-sm font-medium text-brand-800 underline">
        {t("toBookings")}
      </BackLink>
    </article>
  );
}
