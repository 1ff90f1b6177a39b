"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { DateField } from "@/components/ui/date-field";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useFormError } from "@/lib/forms/use-form-error";
import { useRecordPayout, type PayoutRow, type RecordPayoutBody } from "../money-api";
import { recordPayoutSchema, type RecordPayoutInput } from "../money-schemas";
import { FormStepButtons, Refusal, useConfirmStep } from "./confirm-step";
import { useDayName, useMoney, useMonthName, useStaffFieldError } from "./money-format";

const FIELDS = ["reference", "paidOn"] as const;

/** Today in the reader's own calendar, as the day paid starts out. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * "Record as paid" for one row of the payouts list: the transfer's reference (required) and the
 * day paid, then a confirmation that says what will happen, then the API (decision 0810). A refusal
 * (someone else recorded it first, the amount changed) shows in the dialog, in the reader's words.
 */
export function RecordPayoutDialog({
  row,
  month,
  onClose,
}: {
  row: PayoutRow;
  month: string;
  onClose: () => void;
}) {
  const t = useTranslations("Staff.money");
  const fieldError = useStaffFieldError();
  const money = useMoney();
  const monthName = useMonthName();
  const dayName = useDayName();
  const record = useRecordPayout();
  const { ready, refusal, setRefusal, proceed, back } = useConfirmStep<RecordPayoutBody>();
  const form = useForm<RecordPayoutInput, unknown, RecordPayoutBody>({
    resolver: zodResolver(recordPayoutSchema),
    defaultValues: {
      providerId: row.providerId,
      month,
      currency: row.currency,
      amount: row.amount,
      reference: "",
      paidOn: localToday(),
    },
  });
  const showError = useFormError(form.setError, FIELDS, setRefusal);
  const amount = money(row.amount, row.currency);

  const confirm = (body: RecordPayoutBody) =>
    record.mutate(body, {
      onSuccess: () => {
        toast.success(t("payouts.recordedDone", { name: row.name }));
        onClose();
      },
      onError: (error) => {
        back();
        showError(error);
      },
    });

  return (
    <Modal
      open
      onClose={record.isPending ? () => undefined : onClose}
      title={t("payouts.recordFor", { name: row.name, currency: row.currency })}
    >
      {!ready && (
        <p className="text-sm text-muted">
          {t("payouts.summary", { amount, name: row.name, month: monthName(month) })}
        </p>
      )}
      <Refusal message={refusal} className="mt-3" />
      {!ready ? (
        <form
          method="post"
          noValidate
          className="mt-4 space-y-4"
          onSubmit={form.handleSubmit(proceed)}
        >
          <TextField
            label={t("payouts.reference")}
            hint={t("payouts.referenceHint")}
            autoComplete="off"
            maxLength={100}
            error={fieldError(form.formState.errors.reference?.message)}
            {...form.register("reference")}
          />
          <Controller
            control={form.control}
            name="paidOn"
            render={({ field, fieldState }) => (
              <DateField
                label={t("payouts.paidOn")}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <FormStepButtons
            backLabel={t("back")}
            onBack={onClose}
            continueLabel={t("payouts.continue")}
          />
        </form>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="font-medium">
            {t("payouts.confirm", {
              amount,
              name: row.name,
              month: monthName(month),
              reference: ready.reference,
            })}
          </p>
          <p className="text-sm text-muted">
            {t("payouts.paidOn")}: {dayName(ready.paidOn)}
          </p>
          <DialogActions
            label={t("payouts.record")}
            busyLabel={t("payouts.recording")}
            busy={record.isPending}
            cancelLabel={t("back")}
            onCancel={back}
            onConfirm={() => confirm(ready)}
          />
        </div>
      )}
    </Modal>
  );
}
