"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { AmountField } from "@/components/ui/amount-field";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal, useModal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { errorCode } from "@/lib/api/error-message";
import { ErrorCode } from "@/lib/api/error-codes";
import { useFormError } from "@/lib/forms/use-form-error";
import {
  amountInputToMinor,
  currencySymbol,
  formatAmountInput,
  formatMoney,
  MINOR_UNITS_PER_MAJOR,
} from "@/lib/money/currency";
import { useRequestWithdrawal, type WithdrawalBody } from "../api";
import { withdrawalFormSchema, type WithdrawalFormValues } from "../schemas";
import { minimumWithdrawal } from "../withdrawal";

const FIELDS = ["amount", "accountName", "bankName", "bankCode", "accountNumber"] as const;

/**
 * "Withdraw" on the wallet (decision 0114): the amount (the balance, in whole units, to start
 * with) and the bank account, then a confirmation saying where the money goes, then the API. A
 * balance under the minimum says so instead of offering a form the server would refuse.
 */
export function WithdrawDialog({ balance, currency }: { balance: number; currency: string }) {
  const t = useTranslations("Wallet.withdraw");
  const modal = useModal("wallet-withdraw");
  const { hide } = modal;
  // Leaving the page must not leave the modal marked open for next time.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- hide() depends on the modal id only
  useEffect(() => hide, []);
  return (
    <>
      <Button variant="secondary" onClick={modal.show}>
        {t("open")}
      </Button>
      <Modal open={modal.open} onClose={modal.hide} title={t("title")}>
        {modal.open && <WithdrawForm balance={balance} currency={currency} onClose={modal.hide} />}
      </Modal>
    </>
  );
}

function WithdrawForm({
  balance,
  currency,
  onClose,
}: {
  balance: number;
  currency: string;
  onClose: () => void;
}) {
  const t = useTranslations("Wallet.withdraw");
  const tv = useTranslations("Validation");
  const locale = useLocale();
  const request = useRequestWithdrawal();
  const [ready, setReady] = useState<WithdrawalBody>();
  const [refusal, setRefusal] = useState<string>();
  const minimum = minimumWithdrawal(currency);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const schema = useMemo(
    () =>
      withdrawalFormSchema(minimum.minor, balance, {
        minimum: tv("withdrawalMinimum", {
          amount: minimum.major.toLocaleString("en"),
          symbol: currencySymbol(currency, locale),
        }),
        balance: t("balanceExceeded", { balance: formatMoney(balance, currency, locale) }),
      }),
    [minimum.minor, minimum.major, balance, currency, locale, t, tv],
  );
  const form = useForm<WithdrawalFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: formatAmountInput(String(Math.floor(balance / MINOR_UNITS_PER_MAJOR))),
      accountName: "",
      bankName: "",
      bankCode: "",
      accountNumber: "",
    },
  });
  const showError = useFormError(form.setError, FIELDS, setRefusal);

  if (balance < minimum.minor) {
    return (
      <div className="space-y-4">
        <p role="status" className="text-sm text-muted">
          {t("tooLow", { minimum: money(minimum.minor) })}
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t("back")}
          </Button>
        </div>
      </div>
    );
  }

  const confirm = (body: WithdrawalBody) =>
    request.mutate(body, {
      onSuccess: (made) => {
        toast.success(t("done", { amount: money(made.amount) }));
        onClose();
      },
      onError: (error) => {
        setReady(undefined);
        // The balance moved since the page read it (a booking, another tab): say what it allows.
        if (errorCode(error) === ErrorCode.INSUFFICIENT_FUNDS) {
          setRefusal(t("balanceExceeded", { balance: money(balance) }));
        } else showError(error);
      },
    });

  if (ready) {
    return (
      <div className="space-y-4">
        <p className="font-medium">
          {t("confirm", {
            amount: money(ready.amount),
            bank: ready.bankName,
            ending: ready.accountNumber.slice(-4),
            name: ready.accountName,
          })}
        </p>
        <DialogActions
          label={t("submit", { amount: money(ready.amount) })}
          busyLabel={t("submitting")}
          busy={request.isPending}
          cancelLabel={t("back")}
          onCancel={() => setReady(undefined)}
          onConfirm={() => confirm(ready)}
        />
      </div>
    );
  }

  return (
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(({ amount, ...account }) => {
        setRefusal(undefined);
        setReady({ ...account, amount: amountInputToMinor(amount) });
      })}
    >
      <p className="text-sm text-muted">{t("intro")}</p>
      {refusal && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <AmountField
        label={t("amount", { symbol: currencySymbol(currency, locale) })}
        hint={t("amountHint", { minimum: money(minimum.minor), balance: money(balance) })}
        error={form.formState.errors.amount?.message}
        field={form.register("amount")}
      />
      <TextField
        label={t("accountName")}
        autoComplete="name"
        error={form.formState.errors.accountName?.message}
        {...form.register("accountName")}
      />
      <TextField
        label={t("bankName")}
        autoComplete="off"
        error={form.formState.errors.bankName?.message}
        {...form.register("bankName")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("bankCode")}
          inputMode="numeric"
          autoComplete="off"
          error={form.formState.errors.bankCode?.message}
          {...form.register("bankCode")}
        />
        <TextField
          label={t("accountNumber")}
          inputMode="numeric"
          autoComplete="off"
          error={form.formState.errors.accountNumber?.message}
          {...form.register("accountNumber")}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t("back")}
        </Button>
        <Button type="submit">{t("continue")}</Button>
      </div>
    </form>
  );
}
