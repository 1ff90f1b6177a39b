"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { AmountField } from "@/components/ui/amount-field";
import { CopyButton } from "@/components/ui/copy-button";
import { errorCode, errorToMessage } from "@/lib/api/error-message";
import { ErrorCode } from "@/lib/api/error-codes";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney, MINOR_UNITS_PER_MAJOR } from "@/lib/money/currency";
import {
  useGenerateVirtualAccount,
  useRequeryTransfers,
  useSandboxTransfer,
  useVirtualAccount,
  useWalletBalance,
  useWalletBalanceUntil,
} from "../api";
import { topUpFormSchema, type TopUpFormValues, type VirtualAccount } from "../schemas";
import { amountInputToMinor } from "@/lib/money/currency";
import { TRANSFER_REQUERY_AGAIN_MS } from "../top-up";
import { LeaveTopUp } from "./leave-top-up";
import { PaymentSuccess, type NextStep } from "./payment-outcome";
import { SpinnerIcon } from "./spinner-icon";

/**
 * Bank transfer (spec sections 2 and 4): the client's own account number, opened on request, then
 * "I Have Made The Payment". `onSent` gets the balance before the transfer, to see it arrive.
 */
export function BankStep({
  currency,
  onBack,
  onCard,
  onSent,
}: {
  currency: string | undefined;
  onBack: () => void;
  /** Where bank transfer is not available: top up by card instead. */
  onCard: () => void;
  onSent: (balanceBefore: number | undefined) => void;
}) {
  const t = useTranslations("Payment");
  const answer = useVirtualAccount();
  const balance = useWalletBalance();
  const requery = useRequeryTransfers();
  // The balance as the client starts: a test transfer sent from this step still counts as arriving.
  const [before, setBefore] = useState<number>();
  if (before === undefined && balance.data) setBefore(balance.data.balance);
  const account = answer.data?.account;
  const unavailable = answer.data && !account && !answer.data.available;

  return (
    <div className="space-y-4">
      {!unavailable && <p className="text-sm text-muted">{t("bankIntro")}</p>}
      {answer.isPending && (
        <p role="status" className="flex items-center gap-3 py-4 text-muted">
          <SpinnerIcon />
          {t("accountLoading")}
        </p>
      )}
      {answer.isError && (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm text-red-700">
          {t("accountFailed")}
          <Button variant="ghost" onClick={() => answer.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      )}
      {account && <AccountDetails account={account} currency={currency} />}
      {answer.data && !account && answer.data.available && <GetAccount />}
      {unavailable && (
        <div className="rounded-xl bg-stone-50 p-4 text-sm ring-1 ring-stone-200">
          {t("bankNoAccount")}
        </div>
      )}
      {account?.testMode && <TestTransfer currency={currency} />}
      <div className="flex justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          {t("back")}
        </Button>
        {unavailable ? (
          <Button onClick={onCard}>{t("payByCard")}</Button>
        ) : (
          <Button
            onClick={() => {
              requery.mutate();
              onSent(before);
            }}
            disabled={!account}
          >
            {t("madePayment")}
          </Button>
        )}
      </div>
    </div>
  );
}

function GetAccount() {
  const t = useTranslations("Payment");
  const tc = useTranslations("Common");
  const generate = useGenerateVirtualAccount();
  const error = generate.error;
  return (
    <div className="space-y-3 rounded-xl bg-stone-50 p-4 text-sm ring-1 ring-stone-200">
      <p>{t("getAccountText")}</p>
      {error && (
        <p role="alert" className="text-red-700">
          {errorToMessage(error, tc("genericError"))}{" "}
          {errorCode(error) === ErrorCode.NAME_REQUIRED && (
            <Link href="/account" className="font-medium underline">
              {t("updateProfile")}
            </Link>
          )}
        </p>
      )}
      <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
        {generate.isPending ? t("gettingAccount") : t("getAccount")}
      </Button>
    </div>
  );
}

function AccountDetails({
  account,
  currency,
}: {
  account: VirtualAccount;
  currency: string | undefined;
}) {
  const t = useTranslations("Payment");
  return (
    <section
      aria-label={t("yourAccount")}
      className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200"
    >
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-muted">{t("bankName")}</dt>
          <dd className="font-medium">{account.bankName}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("accountNumber")}</dt>
          <dd className="flex flex-wrap items-center gap-3">
            <span className="font-mono text-2xl font-semibold tracking-wider">
              {account.accountNumber}
            </span>
            <CopyButton
              text={account.accountNumber}
              label={t("copy")}
              copiedMessage={t("copied")}
            />
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("accountName")}</dt>
          <dd className="font-medium">{account.accountName}</dd>
        </div>
      </dl>
      {currency && <p className="text-xs text-muted">{t("sendCurrencyOnly", { currency })}</p>}
    </section>
  );
}

// The test bank's answer and the in-progress screen's both announce one transfer: one toast.
const ARRIVED_TOAST = "bank-transfer-arrived";

/** Test mode only: the test bank sends a transfer, as a real bank would after the client's. */
function TestTransfer({ currency }: { currency: string | undefined }) {
  const t = useTranslations("Payment");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const send = useSandboxTransfer();
  const [error, setError] = useState<string>();
  const schema = useMemo(() => topUpFormSchema(MINOR_UNITS_PER_MAJOR, tv("amountRequired")), [tv]);
  const form = useForm<TopUpFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: "" },
  });
  const onSubmit = form.handleSubmit(async ({ amount }) => {
    setError(undefined);
    const minor = amountInputToMinor(amount);
    try {
      await send.mutateAsync(minor);
      toast.success(t("transferArrived", { amount: formatMoney(minor, currency ?? "", locale) }), {
        id: ARRIVED_TOAST,
      });
      form.reset();
    } catch (err) {
      setError(errorToMessage(err, tc("genericError")));
    }
  });
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4 text-sm"
    >
      <p className="font-medium text-amber-900">
        {t("testTransferTitle")} · {t("testMode")}
      </p>
      <p className="text-amber-900">{t("testTransferText")}</p>
      <AmountField
        label={currency ? t("amountIn", { currency }) : t("amount")}
        error={form.formState.errors.amount?.message}
        field={form.register("amount")}
      />
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
        {t("testTransferSend")}
      </Button>
    </form>
  );
}

/**
 * After "I Have Made The Payment": the in-progress screen, reading the balance every 5 seconds;
 * once it has grown, the transfer arrived.
 */
export function BankInProgress({
  balanceBefore,
  backToBooking,
  then,
}: {
  balanceBefore: number | undefined;
  backToBooking?: () => void;
  then?: NextStep;
}) {
  const t = useTranslations("Payment");
  const locale = useLocale();
  const balance = useWalletBalanceUntil(
    (now) => balanceBefore !== undefined && now.balance > balanceBefore,
  );
  const arrived =
    balanceBefore !== undefined && balance.data ? balance.data.balance - balanceBefore : 0;
  useRequeryUnlessArrived(arrived > 0);
  const toasted = useRef(false);
  useEffect(() => {
    if (arrived > 0 && !toasted.current) {
      toasted.current = true;
      toast.success(t("success"), { id: ARRIVED_TOAST });
    }
  }, [arrived, t]);

  if (arrived > 0) {
    const amount = formatMoney(arrived, balance.data!.currency, locale);
    return (
      <PaymentSuccess text={t("added", { amount })} backToBooking={backToBooking} then={then} />
    );
  }
  return (
    <div role="status" className="space-y-4 text-center">
      <div className="mx-auto grid size-12 place-items-center rounded-full bg-brand-100">
        <SpinnerIcon />
      </div>
      <h3 className="text-lg font-semibold">{t("transferInProgress")}</h3>
      <p className="text-sm text-muted">{t("transferInProgressText")}</p>
      <LeaveTopUp backToBooking={backToBooking} />
    </div>
  );
}

/**
 * The transfer's notice may never have come: once the first requery's window has passed with
 * nothing arrived, ask the gateway once more. Leaving the screen or the money arriving cancels it.
 */
function useRequeryUnlessArrived(arrived: boolean) {
  const { mutate } = useRequeryTransfers();
  useEffect(() => {
    if (arrived) return;
    const timer = setTimeout(() => mutate(), TRANSFER_REQUERY_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [arrived, mutate]);
}
