"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal } from "@/components/ui/modal";
import { TextAreaField } from "@/components/ui/text-area-field";
import { errorToMessage } from "@/lib/api/error-message";
import { useFormError } from "@/lib/forms/use-form-error";
import { useDecideAdjustment, type WalletAdjustmentRow } from "../money-api";
import { STAFF_REASON_MAX, staffReasonSchema, type StaffReason } from "../schemas";
import { useMoney, useStaffFieldError } from "./money-format";

/** Reject with a reason (kept in the audit log); the requester may withdraw their own this way. */
function RejectDialog({ row, onClose }: { row: WalletAdjustmentRow; onClose: () => void }) {
  const t = useTranslations("Staff.money.adjustments");
  const fieldError = useStaffFieldError();
  const decide = useDecideAdjustment();
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<StaffReason>({
    resolver: zodResolver(staffReasonSchema),
    defaultValues: { reason: "" },
  });
  const showError = useFormError(form.setError, ["reason"] as const, setRefusal);
  const reason = useWatch({ control: form.control, name: "reason" });
  const submit = form.handleSubmit(({ reason }) =>
    decide.mutate(
      { id: row.identifier, decision: "reject", reason },
      {
        onSuccess: () => {
          toast.success(t("rejectedDone"));
          onClose();
        },
        onError: showError,
      },
    ),
  );
  return (
    <Modal open onClose={decide.isPending ? () => undefined : onClose} title={t("rejectTitle")}>
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-muted">{row.reason}</p>
        {refusal && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {refusal}
          </p>
        )}
        <TextAreaField
          label={t("rejectReason")}
          rows={3}
          maxLength={STAFF_REASON_MAX}
          count={{ length: reason.length, max: STAFF_REASON_MAX }}
          error={fieldError(form.formState.errors.reason?.message)}
          {...form.register("reason")}
        />
        <DialogActions
          label={t("reject")}
          busyLabel={t("rejecting")}
          busy={decide.isPending}
          onCancel={onClose}
          danger
        />
      </form>
    </Modal>
  );
}

/**
 * A pending adjustment's buttons: Approve (after a confirmation) for anyone but its requester,
 * who reads that another finance person approves it; Reject with a reason for both.
 */
export function DecideAdjustment({ row, mine }: { row: WalletAdjustmentRow; mine: boolean }) {
  const t = useTranslations("Staff.money.adjustments");
  const ts = useTranslations("Staff");
  const money = useMoney();
  const decide = useDecideAdjustment();
  const [open, setOpen] = useState<"approve" | "reject">();
  const approve = () =>
    decide.mutate(
      { id: row.identifier, decision: "approve" },
      {
        onSuccess: () => {
          toast.success(t("approvedDone"));
          setOpen(undefined);
        },
        onError: (error) => {
          toast.error(errorToMessage(error, ts("actionFailed")));
          setOpen(undefined);
        },
      },
    );
  return (
    <div className="space-y-2 sm:text-right">
      {mine && <p className="text-sm text-muted">{t("yours")}</p>}
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {!mine && (
          <Button
            onClick={() => setOpen("approve")}
            aria-label={`${t("approve")}: ${row.person.name}`}
          >
            {t("approve")}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => setOpen("reject")}
          aria-label={`${t("reject")}: ${row.person.name}`}
        >
          {t("reject")}
        </Button>
      </div>
      <ConfirmDialog
        open={open === "approve"}
        title={t("approve")}
        body={t("confirmApprove", {
          direction: row.direction,
          amount: money(row.amount, row.currency),
          name: row.person.name,
          reason: row.reason,
        })}
        confirmLabel={t("approve")}
        busyLabel={t("applying")}
        busy={decide.isPending}
        onConfirm={approve}
        onCancel={() => setOpen(undefined)}
      />
      {open === "reject" && <RejectDialog row={row} onClose={() => setOpen(undefined)} />}
    </div>
  );
}
