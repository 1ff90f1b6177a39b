"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/money/currency";
import { usePaymentStatus, useWalletBalance } from "../api";
import { LeaveTopUp } from "./leave-top-up";
import { SpinnerIcon } from "./spinner-icon";

export type NextStep = { label: string; run: () => void };

/** Back from the checkout: polls the payment every 5 seconds until it succeeded or failed. */
export function PaymentOutcome({
  reference,
  onRetry,
  backToBooking,
  then,
}: {
  reference: string;
  onRetry: () => void;
  /** Begun on a booking's payment page: the way out closes back to it. */
  backToBooking?: () => void;
  then?: NextStep;
}) {
  const t = useTranslations("Payment");
  const locale = useLocale();
  const payment = usePaymentStatus(reference);
  const status = payment.data?.status;
  const toasted = useRef(false);

  useEffect(() => {
    if (status === "success" && !toasted.current) {
      toasted.current = true;
      // One toast per payment, even if the outcome is shown again (an id replaces, not adds).
      toast.success(t("success"), { id: `payment-${reference}` });
    }
  }, [status, t, reference]);

  if (status === "success") {
    const added = formatMoney(payment.data!.amount, payment.data!.currency, locale);
    return (
      <PaymentSuccess
        text={t("added", { amount: added })}
        backToBooking={backToBooking}
        then={then}
      />
    );
  }

  // Spec section 8: any status other than success that is final reads as a failure.
  if (status === "failure" || (payment.error && !payment.data)) {
    return (
      <div role="alert" className="space-y-4 text-center">
        <div className="mx-auto grid size-14 place-items-center rounded-full bg-red-100 text-red-700">
          <svg
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            aria-hidden
          >
            <path d="M7 7l10 10M17 7L7 17" />
          </svg>
        </div>
        <h3 className="text-xl font-semibold">{t("failed")}</h3>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onRetry}>{t("tryAgain")}</Button>
          <LeaveTopUp backToBooking={backToBooking} />
        </div>
      </div>
    );
  }

  return (
    <div role="status" className="space-y-3 py-4 text-center">
      <SpinnerIcon />
      <p className="font-medium">{t("checking")}</p>
      <p className="text-sm text-muted">{t("checkingHint")}</p>
    </div>
  );
}

/** Money arrived: the spec's "Payment successful!", what was added and the new balance. */
export function PaymentSuccess({
  text,
  backToBooking,
  then,
}: {
  text: string;
  backToBooking?: () => void;
  /** The one click that uses the money now (paying the booking the top-up was begun for). */
  then?: NextStep;
}) {
  const t = useTranslations("Payment");
  const locale = useLocale();
  const balance = useWalletBalance();
  return (
    <div className="space-y-4 text-center">
      <div className="mx-auto grid size-14 place-items-center rounded-full bg-green-100 text-green-700">
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </div>
      <h3 className="text-xl font-semibold">{t("success")}</h3>
      <p className="text-muted">{text}</p>
      {balance.data && (
        <p className="rounded-xl bg-brand-50 p-3 font-medium ring-1 ring-brand-200">
          {t("newBalance", {
            balance: formatMoney(balance.data.balance, balance.data.currency, locale),
          })}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {then && <Button onClick={then.run}>{then.label}</Button>}
        <LeaveTopUp backToBooking={backToBooking} variant={then ? "secondary" : "primary"} />
      </div>
    </div>
  );
}
