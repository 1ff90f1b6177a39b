"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button, buttonClass } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { shortFileName } from "@/lib/files/sniff";
import { Link } from "@/lib/i18n/navigation";
import { useInsurance, useQualifications, useSubmitVerification } from "../api";
import type { Qualification } from "../schemas";
import { sizeInKb } from "./insurance-files";

/**
 * The document-review modal (spec section 2): every qualification, the license first, and the
 * insurance documents the therapist is about to submit, confirmed before they go; afterwards
 * "Back To Dashboard" leads to /overview.
 */
export function DocumentReviewModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tc = useTranslations("Credentials");
  const common = useTranslations("Common");
  const qualifications = useQualifications();
  const insurance = useInsurance();
  const submit = useSubmitVerification();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (submit.isPending) return;
    onClose();
    setDone(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await submit.mutateAsync();
      toast.success(tc("verification.submitted"));
      setDone(true);
    } catch (error) {
      setFailure(errorToMessage(error, common("genericError")));
    }
  };

  const list = [...(qualifications.data ?? [])].sort(
    (a, b) => Number(b.type === "license") - Number(a.type === "license"),
  );
  return (
    <Modal open={open} onClose={close} title={tc("review.title")} wide>
      {done ? (
        <div className="space-y-4">
          <p role="status">{tc("review.done")}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {common("close")}
            </Button>
            <Link href="/overview" className={buttonClass("primary")}>
              {tc("review.backToDashboard")}
            </Link>
          </div>
        </div>
      ) : qualifications.isPending || insurance.isPending ? (
        <Spinner label={common("loading")} />
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-muted">{tc("review.intro")}</p>
          <section aria-labelledby="review-qualifications">
            <h3 id="review-qualifications" className="font-semibold">
              {tc("qualifications.title")}
            </h3>
            <ul className="mt-2 space-y-2">
              {list.map((q) => (
                <ReviewedQualification key={q.identifier} qualification={q} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="review-insurance">
            <h3 id="review-insurance" className="font-semibold">
              {tc("insurance.title")}
            </h3>
            {insurance.data?.length ? (
              <ul className="mt-2 space-y-1 text-sm">
                {insurance.data.map((f) => (
                  <li key={f.identifier} className="flex flex-wrap gap-x-2" title={f.filename}>
                    <span className="font-medium">{shortFileName(f.filename)}</span>
                    <span className="text-muted">
                      {tc("insurance.size", { size: sizeInKb(f.size) })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted">
                {insurance.isError ? tc("insurance.loadError") : tc("review.noInsurance")}
              </p>
            )}
          </section>
          <DialogActions
            failure={failure}
            busy={submit.isPending}
            busyLabel={tc("working")}
            label={tc("review.confirm")}
            onCancel={close}
            onConfirm={confirm}
            disabled={!list.length}
          />
        </div>
      )}
    </Modal>
  );
}

function ReviewedQualification({ qualification: q }: { qualification: Qualification }) {
  const tc = useTranslations("Credentials");
  const d = q.details;
  return (
    <li className="rounded-xl bg-stone-50 p-3 text-sm">
      <p className="font-semibold">{tc(`qualifications.types.${q.type}`)}</p>
      {"body" in d ? (
        <p>
          {d.body} · {tc("qualifications.number", { number: d.credentialNumber })}
        </p>
      ) : (
        <p>{d.title}</p>
      )}
      <ul className="mt-1 text-muted">
        {q.files.map((f) => (
          <li key={f.identifier} title={f.filename} className="break-words">
            {shortFileName(f.filename)}
          </li>
        ))}
      </ul>
    </li>
  );
}
