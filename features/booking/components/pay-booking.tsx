"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import toast from "react-hot-toast";
import { Button, buttonClass } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import type { Timeslot } from "@/features/availability";
import { useWalletBalance } from "@/features/wallet/api";
import { track } from "@/lib/analytics/track";
import { errorToMessage } from "@/lib/api/error-message";
import { useSingleFlight } from "@/lib/forms/use-single-flight";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useBooking, usePayBooking, useScheduleBooking, useSeries } from "../api";
import type { Booking } from "../schemas";
import { AfterPaying } from "./after-paying";
import { HoldCountdown } from "./hold-countdown";
import { PendingPaymentOverlay } from "./pending-payment-overlay";
import { SlotPicker } from "./slot-picker";

/** What the payment page gives its top-up: the shortfall to prefill, and paying once it arrived. */
export type TopUpFor = { shortfall: number; pay: { label: string; run: () => void } };

/**
 * /payment/{bookingIdentifier}: pays a pending booking from the wallet. When the balance is short
 * it says how much is missing and offers the top-up (`topUp`, which returns here).
 */
export function PayBooking({
  bookingId,
  initial,
  topUp,
  returnedFromTopUp = false,
}: {
  bookingId: string;
  /** What the server already read for the page, shown at once. */
  initial?: Booking;
  topUp: (currency: string, topUpFor: TopUpFor) => ReactNode;
  /** Back from the checkout: the top-up's outcome shows (and polls) whatever the balance. */
  returnedFromTopUp?: boolean;
}) {
  const t = useTranslations("Booking");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const booking = useBooking("client", bookingId, initial);
  const balance = useWalletBalance();
  const pay = usePayBooking(bookingId);
  const schedule = useScheduleBooking(bookingId);
  const series = useSeries("client", bookingId, Boolean(booking.data?.series));
  const [slot, setSlot] = useState<Timeslot | null>(null);
  // A double click fires twice before `isPending` re-renders the button disabled: one request.
  const once = useSingleFlight();

  if (booking.isLoading || balance.isLoading || series.isLoading)
    return <Spinner label={tc("loading")} />;
  if (!booking.data) return <p role="alert">{errorToMessage(booking.error, tc("genericError"))}</p>;
  const b = booking.data;
  const money = (minor: number) => formatMoney(minor, b.currency, locale);
  // Paying one session of a series pays every session of it that still waits for payment.
  const sessions = b.series && series.data ? series.data : [b];
  const unpaid = sessions.filter((s) => s.status === "pending");
  const count = unpaid.length;
  const due = unpaid.reduce((sum, s) => sum + s.amount, 0);
  const missing = balance.data ? Math.max(0, due - balance.data.balance) : due;
  const currencyMismatch = balance.data && !b.isFree && balance.data.currency !== b.currency;

  const confirm = () =>
    once(async () => {
      try {
        await pay.mutateAsync();
        track("booking_payment", { booking: bookingId, value: due / 100 });
        track("finish_booking", { booking: bookingId });
        toast.success(t("confirmedToast", { count }));
      } catch (error) {
        toast.error(errorToMessage(error, tc("genericError")));
      }
    });
  const payLabel = t("payAmount", { amount: money(due) });
  // One place on the page, whatever the balance: the balance growing after a top-up must not
  // mount the top-up again (its outcome would say "Payment successful!" once more).
  const showTopUp = !b.isFree && !currencyMismatch && (missing > 0 || returnedFromTopUp);

  async function pickTime() {
    if (!slot) return;
    try {
      await schedule.mutateAsync(slot.identifier);
      toast.success(t("scheduledToast"));
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  return (
    <div className="space-y-6">
      {pay.isPending && <PendingPaymentOverlay isFree={b.isFree} />}
      <section
        aria-labelledby="summary"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <h2 id="summary" className="text-lg font-semibold">
          {t("summary")}
        </h2>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">{t("therapist")}</dt>
            <dd className="font-medium">
              {b.provider.firstName} {b.provider.lastName}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t("therapy")}</dt>
            <dd className="font-medium">{b.therapyCategory.name}</dd>
          </div>
          <div>
            <dt className="text-muted">{sessions.length > 1 ? t("seriesTimes") : t("time")}</dt>
            <dd className="font-medium">
              {sessions.length > 1 ? (
                <ol className="space-y-1">
                  {sessions.map((s) => (
                    <li key={s.identifier}>
                      <LocalTime iso={s.startTime!} format="session" />
                    </li>
                  ))}
                </ol>
              ) : b.startTime ? (
                <LocalTime iso={b.startTime} format="session" />
              ) : (
                t("timeLater")
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t("price")}</dt>
            <dd className="font-medium">
              {b.isFree
                ? t("free")
                : sessions.length > 1
                  ? t("seriesPriceLine", {
                      each: money(b.amount),
                      weeks: sessions.length,
                      total: money(sessions.reduce((sum, s) => sum + s.amount, 0)),
                    })
                  : money(b.amount)}
            </dd>
          </div>
        </dl>
        {b.createdByProvider && b.status === "pending" && (
          <p className="mt-4 rounded-xl bg-brand-50 p-3 text-sm">
            {t("bookedByTherapist", { name: `${b.provider.firstName} ${b.provider.lastName}` })}
          </p>
        )}
        <p className="mt-4 text-sm">
          {t("status")}: <strong>{t(`statuses.${b.status}`)}</strong>
        </p>
      </section>

      {b.status === "pending" && (
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          {b.holdExpiresAt && (
            <p className="mb-3 text-sm text-muted">
              {t(
                sessions.length > 1
                  ? "heldUntilSeries"
                  : b.startTime
                    ? "heldUntil"
                    : "heldUntilUntimed",
              )}{" "}
              <LocalTime iso={b.holdExpiresAt} format="session" />
              <HoldCountdown until={b.holdExpiresAt} onEnded={() => booking.refetch()} />
            </p>
          )}
          {b.isFree ? (
            <Button onClick={confirm} disabled={pay.isPending}>
              {t("confirmFree")}
            </Button>
          ) : currencyMismatch ? (
            <p role="alert" className="text-red-700">
              {t("currencyMismatch", { booking: b.currency, wallet: balance.data!.currency })}
            </p>
          ) : (
            <div className="space-y-3">
              <p>
                {t("balance")}: <strong>{money(balance.data?.balance ?? 0)}</strong>
              </p>
              {missing > 0 ? (
                <p role="alert" className="font-medium text-red-800">
                  {sessions.length > 1
                    ? t("missingSeries", { amount: money(missing), weeks: sessions.length })
                    : t("missing", { amount: money(missing) })}
                </p>
              ) : (
                <Button onClick={confirm} disabled={pay.isPending}>
                  {payLabel}
                </Button>
              )}
            </div>
          )}
          {showTopUp && (
            <div className="mt-3">
              {topUp(b.currency, {
                shortfall: missing,
                pay: { label: payLabel, run: () => void confirm() },
              })}
            </div>
          )}
        </section>
      )}

      {b.status === "confirmed" && (
        <section
          role="status"
          className="space-y-4 rounded-2xl bg-green-50 p-6 ring-1 ring-green-200"
        >
          <p className="text-lg font-semibold text-green-900">
            {t("confirmedTitle", {
              count: sessions.filter((s) => s.status === "confirmed").length,
            })}
          </p>
          {!b.startTime && (
            <div className="space-y-3">
              <p>{t("pickYourTime")}</p>
              <SlotPicker
                providerId={b.provider.identifier}
                categoryId={b.therapyCategory.identifier}
                timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
                selected={slot}
                onSelect={setSlot}
              />
              <Button onClick={pickTime} disabled={!slot || schedule.isPending}>
                {t("saveTime")}
              </Button>
            </div>
          )}
          {b.startTime && <AfterPaying booking={b} />}
          <Link href="/appointments" className={buttonClass("ghost")}>
            {t("toBookings")}
          </Link>
        </section>
      )}

      {(b.status === "expired" || b.status === "cancelled") && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          {t("notPayable")}{" "}
          <Link
            href={`/therapists/${b.provider.identifier}/book`}
            className="font-medium underline"
          >
            {t("bookAgain")}
          </Link>
        </p>
      )}
    </div>
  );
}
