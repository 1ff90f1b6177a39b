"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { LoadFailed } from "@/components/ui/load-failed";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { useFormError } from "@/lib/forms/use-form-error";
import { useRequestAdjustment, useStaffWallet, type AdjustmentBody } from "../money-api";
import {
  ADJUSTMENT_DIRECTIONS,
  adjustmentFormSchema,
  majorToMinor,
  type AdjustmentFormValues,
} from "../money-schemas";
import { STAFF_REASON_MAX } from "../schemas";
import { FormStepButtons, Refusal, useConfirmStep } from "./confirm-step";
import { useMoney, useStaffFieldError } from "./money-format";

type Wallet = { currency: string; approvalAbove: number };
type Person = { identifier: string; name: string };

/** Credit or debit, the amount in major units and the reason; Continue checks them here first. */
function AdjustmentForm({
  person,
  wallet,
  onReady,
  onCancel,
}: {
  person: Person;
  wallet: Wallet;
  onReady: (body: AdjustmentBody) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("Staff.money.adjustments");
  const common = useTranslations("Common");
  const fieldError = useStaffFieldError();
  const money = useMoney();
  const form = useForm<AdjustmentFormValues>({
    resolver: zodResolver(adjustmentFormSchema),
    defaultValues: { direction: "credit", amount: "", reason: "" },
  });
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: "reason" });
  const submit = form.handleSubmit((values) =>
    onReady({
      userId: person.identifier,
      direction: values.direction,
      amount: majorToMinor(values.amount) ?? 0,
      reason: values.reason.trim(),
    }),
  );
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium">{t("direction")}</legend>
        <div className="mt-1 flex gap-4">
          {ADJUSTMENT_DIRECTIONS.map((direction) => (
            <label key={direction} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={direction}
                className="size-4"
                {...form.register("direction")}
              />
              {t(direction)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t("amount", { currency: wallet.currency })}
        inputMode="decimal"
        autoComplete="off"
        hint={t("amountHint", { limit: money(wallet.approvalAbove, wallet.currency) })}
        error={fieldError(errors.amount?.message)}
        {...form.register("amount")}
      />
      <TextAreaField
        label={t("reason")}
        rows={3}
        maxLength={STAFF_REASON_MAX}
        count={{ length: reason.length, max: STAFF_REASON_MAX }}
        error={fieldError(errors.reason?.message)}
        {...form.register("reason")}
      />
      <p className="text-sm text-muted">{t("reasonHint")}</p>
      <FormStepButtons
        backLabel={common("cancel")}
        onBack={onCancel}
        continueLabel={t("continue")}
      />
    </form>
  );
}

/**
 * "Adjust wallet" (decision 0810): the person's balance and the approval limit, the form, then a
 * confirmation saying whether it applies at once or waits for a second finance person.
 */
export function AdjustWalletDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const t = useTranslations("Staff.money.adjustments");
  const ts = useTranslations("Staff");
  const money = useMoney();
  const wallet = useStaffWallet(person.identifier);
  const request = useRequestAdjustment();
  const { ready, refusal, setRefusal, proceed, back } = useConfirmStep<AdjustmentBody>();
  const showError = useFormError(() => undefined, [] as const, setRefusal);

  const confirm = (body: AdjustmentBody) =>
    request.mutate(body, {
      onSuccess: (made) => {
        toast.success(made.status === "applied" ? t("appliedDone") : t("pendingDone"));
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
      onClose={request.isPending ? () => undefined : onClose}
      title={t("adjustFor", { name: person.name })}
    >
      {wallet.isPending ? (
        <Spinner label={t("balance")} />
      ) : wallet.isError ? (
        <LoadFailed
          message={t("walletFailed")}
          retryLabel={ts("retry")}
          onRetry={() => wallet.refetch()}
        />
      ) : (
        <div className="space-y-4">
          <p className="text-sm">
            {t("balance")}:{" "}
            <span className="font-semibold tabular-nums">
              {money(wallet.data.balance, wallet.data.currency)}
            </span>
          </p>
          <Refusal message={refusal} />
          {/* Kept while confirming, so Back finds what was typed. */}
          <div hidden={Boolean(ready)}>
            <AdjustmentForm
              person={person}
              wallet={wallet.data}
              onCancel={onClose}
              onReady={proceed}
            />
          </div>
          {ready && (
            <div className="space-y-4">
              <p className="font-medium">
                {t(ready.amount > wallet.data.approvalAbove ? "confirmPending" : "confirmApplied", {
                  direction: ready.direction,
                  amount: money(ready.amount, wallet.data.currency),
                  name: person.name,
                  limit: money(wallet.data.approvalAbove, wallet.data.currency),
                })}
              </p>
              <p className="break-words text-sm text-muted">
                {t("reason")}: {ready.reason}
              </p>
              <DialogActions
                label={t("confirmButton")}
                busyLabel={t("saving")}
                busy={request.isPending}
                cancelLabel={ts("money.back")}
                onCancel={back}
                onConfirm={() => confirm(ready)}
              />
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
