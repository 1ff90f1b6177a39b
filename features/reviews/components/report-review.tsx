"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal, useModal } from "@/components/ui/modal";
import { errorToMessage } from "@/lib/api/error-message";
import { useReportReview } from "../api";
import { REVIEW_REPORT_REASONS, type ReviewReportReason } from "../schemas";

/**
 * "Report" under a review on a therapist's profile, for a signed-in client or therapist: a reason
 * from the closed list goes to the operations console (decision 0808).
 */
export function ReportReview({ reviewId }: { reviewId: string }) {
  const t = useTranslations("Reviews");
  const modal = useModal(`report-review-${reviewId}`);
  const report = useReportReview(reviewId);
  const [reason, setReason] = useState<ReviewReportReason>();
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(t("report.reasonRequired"));
    setError(undefined);
    report.mutate(
      { reason },
      {
        onSuccess: () => {
          modal.hide();
          setReason(undefined);
          toast.success(t("report.sent"));
        },
        onError: (e) => setError(errorToMessage(e, t("report.reasonRequired"))),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        onClick={modal.show}
        aria-label={t("report.openLabel")}
        className="text-xs font-medium text-muted underline hover:text-ink"
      >
        {t("report.open")}
      </button>
      <Modal open={modal.open} onClose={modal.hide} title={t("report.title")}>
        <form method="post" onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-muted">{t("report.intro")}</p>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("report.reason")}</legend>
            {REVIEW_REPORT_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`reason-${reviewId}`}
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4"
                />
                {t(`report.reasons.${r}`)}
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={modal.hide}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {t("report.send")}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
