"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal } from "@/components/ui/modal";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { withdrawalPaidSchema } from "@/features/wallet";
import { errorToMessage } from "@/lib/api/error-message";
import { useSettleWithdrawal, type StaffWithdrawalRow } from "../money-api";
import { staffReasonSchema } from "../schemas";
import { FormStepButtons, Refusal, useConfirmStep } from "./confirm-step";
import { useMoney, useStaffFieldError } from "./money-format";

/**
 * "Record as paid" (with the transfer's reference) or "Record as failed" (with the reason, which
 * the client reads) for one requested withdrawal, then a confirmation saying what happens
 * (decision 0114). A refusal (someone settled it first) shows in the dialog.
 */
export function SettleWithdrawalDialog({
  row,
  outcome,
  onClose,
}: {
  row: StaffWithdrawalRow;
  outcome: "paid" | "failed";
  onClose: () => void;
}) {
  const t = useTranslations("Staff.money");
  const tc = useTranslations("Common");
  const fieldError = useStaffFieldError();
  const money = useMoney();
  const settle = useSettleWithdrawal();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const { ready, refusal, setRefusal, proceed, back } = useConfirmStep<true>();
  const name = `${row.person.firstName} ${row.person.lastName}`;
  const amount = money(row.amount, row.currency);
  const paid = outcome === "paid";

  const check = () => {
    const parsed = paid
      ? withdrawalPaidSchema.safeParse({ reference: text })
      : staffReasonSchema.safeParse({ reason: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    proceed(true);
  };
  const confirm = () =>
    settle.mutate(
      paid
        ? { id: row.identifier, outcome, reference: text.trim() }
        : { id: row.identifier, outcome, reason: text.trim() },
      {
        onSuccess: () => {
          toast.success(paid ? t("withdrawals.paidDone", { name }) : t("withdrawals.failedDone"));
          onClose();
        },
        onError: (e) => {
          back();
          setRefusal(errorToMessage(e, tc("genericError")));
        },
      },
    );

  return (
    <Modal
      open
      onClose={settle.isPending ? () => undefined : onClose}
      title={t(paid ? "withdrawals.paidTitle" : "withdrawals.failedTitle", { name })}
    >
      <Refusal message={refusal} className="mb-3" />
      {!ready ? (
        <form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            check();
          }}
        >
          <p className="text-sm text-muted">
            {amount} ·{" "}
            {t("withdrawals.account", {
              name: row.accountName,
              bank: row.bankName,
              code: row.bankCode,
              number: row.accountNumber,
            })}
          </p>
          {paid ? (
            <TextField
              label={t("withdrawals.reference")}
              hint={t("withdrawals.referenceHint")}
              autoComplete="off"
              maxLength={100}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={fieldError(error)}
            />
          ) : (
            <TextAreaField
              label={t("withdrawals.reason")}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={fieldError(error)}
            />
          )}
          <FormStepButtons
            backLabel={t("back")}
            onBack={onClose}
            continueLabel={t("withdrawals.continue")}
          />
        </form>
      ) : (
        <div className="space-y-4">
          <p className="font-medium">
            {paid
              ? t("withdrawals.confirmPaid", { amount, name, reference: text.trim() })
              : t("withdrawals.confirmFailed", { amount, name })}
          </p>
          <DialogActions
            label={t(paid ? "withdrawals.markPaid" : "withdrawals.markFailed")}
            busyLabel={t("withdrawals.saving")}
            busy={settle.isPending}
            danger={!paid}
            cancelLabel={t("back")}
            onCancel={back}
            onConfirm={confirm}
          />
        </div>
      )}
    </Modal>
  );
}
