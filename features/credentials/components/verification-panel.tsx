"use client";

import { useTranslations } from "next-intl";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Button } from "@/components/ui/button";
import { useModal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { useQualifications, useVerification } from "../api";
import type { VerificationStatus } from "../schemas";
import { DocumentReviewModal } from "./document-review-modal";
import { LoadError, SectionCard } from "./parts";

const badge: Record<VerificationStatus, string> = {
  not_submitted: "bg-stone-100 text-stone-800",
  submitted: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
};

/**
 * Where the therapist's verification stands, and the button that opens the document review
 * before their credentials are submitted: disabled with its reason until there is a license,
 * "Submit again" once they changed something after submitting.
 */
export function VerificationPanel() {
  const tc = useTranslations("Credentials");
  const common = useTranslations("Common");
  const localTime = useLocalDateTime();
  const verification = useVerification();
  const qualifications = useQualifications();
  const review = useModal("document-review");

  if (verification.isPending)
    return (
      <SectionCard id="verification-title" title={tc("verification.title")}>
        <Spinner label={common("loading")} />
      </SectionCard>
    );
  if (verification.isError)
    return (
      <SectionCard id="verification-title" title={tc("verification.title")}>
        <LoadError message={tc("verification.loadError")} onRetry={() => verification.refetch()} />
      </SectionCard>
    );

  const v = verification.data;
  const list = qualifications.data ?? [];
  const reason = !qualifications.data
    ? null
    : !list.length
      ? tc("verification.reasonNoQualification")
      : !list.some((q) => q.type === "license")
        ? tc("verification.reasonNoLicense")
        : null;
  const offered = v.status === "not_submitted" || v.changedSinceSubmission;
  const day = (iso: string | null) => (iso ? localTime(iso, "recordDay") : "");
  const date = v.status === "approved" || v.status === "rejected" ? v.reviewedAt : v.submittedAt;

  return (
    <SectionCard id="verification-title" title={tc("verification.title")}>
      <div className="space-y-3">
        <p>
          <span
            className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${badge[v.status]}`}
          >
            {tc(`verification.status.${v.status}`)}
          </span>
        </p>
        <p className="text-sm text-muted">
          {tc(`verification.hint.${v.status}`, { date: day(date) })}
        </p>
        {v.status === "rejected" && v.note ? (
          <div className="rounded-2xl bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">{tc("verification.reviewerNote")}</p>
            <p className="mt-1 whitespace-pre-line">{v.note}</p>
          </div>
        ) : null}
        {v.changedSinceSubmission ? (
          <p className="text-sm font-medium">{tc("verification.changed")}</p>
        ) : v.status === "rejected" ? (
          <p className="text-sm font-medium">{tc("verification.changeThenSubmit")}</p>
        ) : null}
        {offered ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button
              onClick={review.show}
              disabled={Boolean(reason) || !qualifications.data}
              aria-describedby={reason ? "verification-reason" : undefined}
            >
              {v.status === "not_submitted"
                ? tc("verification.submit")
                : tc("verification.submitAgain")}
            </Button>
            {reason ? (
              <p id="verification-reason" className="text-sm text-muted">
                {reason}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <DocumentReviewModal open={review.open} onClose={review.hide} />
    </SectionCard>
  );
}
