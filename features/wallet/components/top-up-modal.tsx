"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Modal, useModal } from "@/components/ui/modal";
import { AmountField } from "@/components/ui/amount-field";
import { useStartTopUp } from "../api";
import { topUpFormSchema, type TopUpFormValues } from "../schemas";
import { amountInputToMinor, currencySymbol } from "@/lib/money/currency";
import { minimumTopUp, prefilledTopUp } from "../top-up";
import { browser } from "./browser";
import { PaymentOutcome } from "./payment-outcome";
import { BankInProgress, BankStep } from "./bank-transfer";
import { SpinnerIcon } from "./spinner-icon";
import { useFormError } from "@/lib/forms/use-form-error";

type Step = "method" | "card" | "bank" | "bank-sent" | "outcome";

/**
 * The wallet top-up modal (spec sections 2 and 4): choose a method; card: the amount goes to the
 * gateway's checkout and, back here, the status is polled; bank transfer: an in-progress screen
 * after "I Have Made The Payment". `returnedReference` is the payment the checkout came back with.
 */
export function TopUpModal({
  currency,
  returnedReference,
  returnPath,
  onClosed,
  shortfall = 0,
  then,
}: {
  currency: string | undefined;
  returnedReference?: string;
  /** Back from the checkout to this path instead of the wallet (the booking's payment page). */
  returnPath?: string;
  onClosed?: () => void;
  /** What a booking still lacks (minor units): the card amount starts at it. */
  shortfall?: number;
  /** Once the money arrived, the one click that uses it (paying the booking); closes the modal. */
  then?: { label: string; run: () => void };
}) {
  const t = useTranslations("Payment");
  const modal = useModal("wallet-top-up");
  const [step, setStep] = useState<Step>(returnedReference ? "outcome" : "method");
  const [balanceBefore, setBalanceBefore] = useState<number>();
  const { show, hide } = modal;

  // Leaving the page (e.g. "Back to Home") must not leave the modal marked open for next time.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- hide() depends on the modal id only
  useEffect(() => hide, []);

  // Back from the checkout: open at the outcome (the initial step already is it).
  useEffect(() => {
    if (returnedReference) show();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- open once per returned payment
  }, [returnedReference]);

  const close = () => {
    modal.hide();
    setStep("method");
    onClosed?.();
  };
  const backToBooking = returnPath ? close : undefined;
  const next = then && {
    label: then.label,
    run: () => {
      close();
      then.run();
    },
  };
  const open = () => {
    setStep("method");
    modal.show();
  };

  return (
    <>
      <Button variant="secondary" onClick={open}>
        {t("topUp")}
      </Button>
      <Modal open={modal.open} onClose={close} title={t("modalTitle")}>
        {step === "method" && <MethodStep onChoose={setStep} />}
        {step === "card" && (
          <CardStep
            currency={currency}
            returnPath={returnPath}
            shortfall={shortfall}
            onBack={() => setStep("method")}
          />
        )}
        {step === "bank" && (
          <BankStep
            currency={currency}
            onBack={() => setStep("method")}
            onCard={() => setStep("card")}
            onSent={(before) => {
              setBalanceBefore(before);
              setStep("bank-sent");
            }}
          />
        )}
        {step === "bank-sent" && (
          <BankInProgress balanceBefore={balanceBefore} backToBooking={backToBooking} then={next} />
        )}
        {step === "outcome" && returnedReference && (
          <PaymentOutcome
            reference={returnedReference}
            onRetry={() => setStep("method")}
            backToBooking={backToBooking}
            then={next}
          />
        )}
      </Modal>
    </>
  );
}

function MethodStep({ onChoose }: { onChoose: (step: "card" | "bank") => void }) {
  const t = useTranslations("Payment");
  const [method, setMethod] = useState<"card" | "bank">("card");
  const options = [
    { value: "card", label: t("card"), hint: t("cardHint"), icon: CardIcon },
    { value: "bank", label: t("bankTransfer"), hint: t("bankHint"), icon: BankIcon },
  ] as const;
  return (
    <form
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        onChoose(method);
      }}
      className="space-y-4"
    >
      <fieldset className="space-y-3">
        <legend className="text-sm text-muted">{t("chooseMethod")}</legend>
        {options.map(({ value, label, hint, icon: Icon }) => (
          <label
            key={value}
            className={`flex cursor-pointer items-center gap-3 rounded-xl p-4 ring-1 transition ${
              method === value
                ? "bg-brand-50 ring-2 ring-brand-500"
                : "ring-stone-300 hover:bg-stone-50"
            }`}
          >
            <input
              type="radio"
              name="method"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
              className="size-4 accent-brand-600"
            />
            <Icon />
            <span>
              <span className="block font-medium">{label}</span>
              <span className="block text-sm text-muted">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit">{t("continue")}</Button>
      </div>
    </form>
  );
}

function CardStep({
  currency,
  returnPath,
  shortfall,
  onBack,
}: {
  currency: string | undefined;
  returnPath?: string;
  shortfall: number;
  onBack: () => void;
}) {
  const t = useTranslations("Payment");
  const tv = useTranslations("Validation");
  const locale = useLocale();
  const start = useStartTopUp();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string>();
  const minimum = minimumTopUp(currency ?? "");
  const symbol = currency ? currencySymbol(currency, locale) : "";
  const schema = useMemo(
    () =>
      topUpFormSchema(
        minimum.minor,
        tv("topupMinimum", { amount: minimum.major.toLocaleString("en"), symbol }),
      ),
    [minimum.minor, minimum.major, symbol, tv],
  );
  const form = useForm<TopUpFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: prefilledTopUp(shortfall, currency ?? "") },
  });

  const showError = useFormError(form.setError, ["amount"] as const, setError);
  const onSubmit = form.handleSubmit(async ({ amount }) => {
    setError(undefined);
    try {
      const answer = await start.mutateAsync({ amount: amountInputToMinor(amount), returnPath });
      setLeaving(true);
      browser.assign(answer.metadata.authorizationUrl);
    } catch (err) {
      showError(err);
    }
  });

  if (leaving) {
    return (
      <p role="status" className="flex items-center gap-3 py-6 text-muted">
        <SpinnerIcon />
        {t("redirecting")}
      </p>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <AmountField
        label={currency ? t("amountIn", { currency }) : t("amount")}
        placeholder={minimum.major.toLocaleString("en")}
        hint={t("minimumHint", { amount: minimum.major.toLocaleString("en"), symbol })}
        error={form.formState.errors.amount?.message}
        field={form.register("amount")}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p className="flex items-center gap-2 text-xs text-muted">
        <LockIcon />
        {t("secure")}
      </p>
      <div className="flex justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          {t("back")}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("pay")}
        </Button>
      </div>
    </form>
  );
}

const iconClass = "size-6 shrink-0 text-brand-800";
function CardIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className={iconClass}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </svg>
  );
}
function BankIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className={iconClass}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      <path d="M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />
    </svg>
  );
}
function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
