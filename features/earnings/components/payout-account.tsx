"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useFormatter, useTranslations } from "next-intl";
import { useLocalDateTime } from "@/components/ui/local-time";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { TextField, useFieldError } from "@/components/ui/text-field";
import { useBankDetails, useSaveBankDetails } from "../api";
import {
  ACCOUNT_OWNERSHIPS,
  ACCOUNT_TYPES,
  bankDetailsSchema,
  type BankDetails,
  type BankDetailsInput,
} from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";
import { TIME_FORMATS } from "@/lib/time/formats";

const FIELDS = [
  "accountName",
  "bankCode",
  "bankName",
  "accountNumber",
  "address",
  "postalCode",
  "accountType",
  "accountOwnership",
  "dateOfBirth",
] as const;

type Account = NonNullable<BankDetails["account"]>;

/** The bank account earnings are paid into: shown without its number, changed in full. */
export function PayoutAccount() {
  const t = useTranslations("Earnings");
  const details = useBankDetails();
  const [editing, setEditing] = useState(false);

  return (
    <section
      aria-labelledby="payout-title"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6"
    >
      <div>
        <h2 id="payout-title" className="text-xl font-semibold">
          {t("payoutTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("payoutIntro")}</p>
      </div>
      {details.isPending ? (
        <Spinner label={t("loading")} />
      ) : details.isError ? (
        <LoadFailed
          message={t("loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => details.refetch()}
        />
      ) : details.data.account && !editing ? (
        <SavedAccount
          account={details.data.account}
          variant={details.data.variant}
          onChange={() => setEditing(true)}
        />
      ) : (
        <>
          {!details.data.account && (
            <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {t("payoutMissing")}
            </p>
          )}
          <BankDetailsForm
            details={details.data}
            onDone={() => setEditing(false)}
            onCancel={details.data.account ? () => setEditing(false) : undefined}
          />
        </>
      )}
    </section>
  );
}

function SavedAccount({
  account,
  variant,
  onChange,
}: {
  account: Account;
  variant: BankDetails["variant"];
  onChange: () => void;
}) {
  const t = useTranslations("Earnings");
  const format = useFormatter();
  const localTime = useLocalDateTime();
  const rows: [string, string][] = [
    [t("accountName"), account.accountName],
    [t("bankName"), account.bankName],
    [t(variant === "gb" ? "sortCode" : "bankCode"), account.bankCode],
    [t("accountNumber"), t("accountEnding", { ending: account.accountNumberEnding })],
    [t("accountType"), t(`accountTypes.${account.accountType}`)],
    [t("accountOwnership"), t(`ownerships.${account.accountOwnership}`)],
    [t("address"), `${account.address}, ${account.postalCode}`],
    ...(account.dateOfBirth
      ? [
          [
            t("dateOfBirth"),
            format.dateTime(new Date(`${account.dateOfBirth}T12:00:00Z`), {
              ...TIME_FORMATS.recordDay,
              timeZone: "UTC",
            }),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-muted">
          {t("updated", {
            date: localTime(account.updatedAt, "recordDay"),
          })}
        </p>
        <Button variant="secondary" onClick={onChange}>
          {t("change")}
        </Button>
      </div>
    </div>
  );
}

function RadioGroup({
  legend,
  error,
  options,
  field,
}: {
  legend: string;
  error?: string;
  options: { value: string; label: string }[];
  field: ReturnType<ReturnType<typeof useForm<BankDetailsInput>>["register"]>;
}) {
  const message = useFieldError()(error);
  return (
    <fieldset aria-invalid={message ? true : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 ring-stone-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-500"
          >
            <input type="radio" value={option.value} className="accent-brand-600" {...field} />
            {option.label}
          </label>
        ))}
      </div>
      {message && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}

function BankDetailsForm({
  details,
  onDone,
  onCancel,
}: {
  details: BankDetails;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const t = useTranslations("Earnings");
  const gb = details.variant === "gb";
  const saved = details.account;
  const save = useSaveBankDetails();
  const [failure, setFailure] = useState<string>();
  const schema = useMemo(() => bankDetailsSchema(details.variant), [details.variant]);
  const form = useForm<BankDetailsInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      accountName: saved?.accountName ?? "",
      bankCode: saved?.bankCode ?? "",
      bankName: saved?.bankName ?? "",
      accountNumber: "",
      address: saved?.address ?? "",
      postalCode: saved?.postalCode ?? "",
      accountType: saved?.accountType,
      accountOwnership: saved?.accountOwnership,
      dateOfBirth: saved?.dateOfBirth ?? "",
    },
  });
  const errors = form.formState.errors;

  const showError = useFormError(form.setError, FIELDS, setFailure);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const answer = await save.mutateAsync(values);
      toast.success(answer.message);
      onDone();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("accountName")}
          autoComplete="name"
          error={errors.accountName?.message}
          {...form.register("accountName")}
        />
        <TextField
          label={t("bankName")}
          error={errors.bankName?.message}
          {...form.register("bankName")}
        />
        <TextField
          label={t(gb ? "sortCode" : "bankCode")}
          inputMode="numeric"
          error={errors.bankCode?.message}
          {...form.register("bankCode")}
        />
        <TextField
          label={t("accountNumber")}
          inputMode="numeric"
          autoComplete="off"
          hint={saved ? t("accountNumberKept", { ending: saved.accountNumberEnding }) : undefined}
          error={errors.accountNumber?.message}
          {...form.register("accountNumber")}
        />
        <TextField
          label={t("address")}
          autoComplete="street-address"
          error={errors.address?.message}
          {...form.register("address")}
        />
        <TextField
          label={t("postalCode")}
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...form.register("postalCode")}
        />
      </div>
      <RadioGroup
        legend={t("accountType")}
        error={errors.accountType?.message}
        options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`accountTypes.${value}`) }))}
        field={form.register("accountType")}
      />
      <RadioGroup
        legend={t("accountOwnership")}
        error={errors.accountOwnership?.message}
        options={ACCOUNT_OWNERSHIPS.map((value) => ({ value, label: t(`ownerships.${value}`) }))}
        field={form.register("accountOwnership")}
      />
      {gb && (
        <Controller
          control={form.control}
          name="dateOfBirth"
          render={({ field }) => (
            <DateField
              label={t("dateOfBirth")}
              autoComplete="bday"
              className="sm:max-w-xs"
              error={errors.dateOfBirth?.message}
              {...field}
            />
          )}
        />
      )}
      {failure && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("saving") : t("save")}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
