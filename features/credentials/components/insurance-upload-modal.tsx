"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { FilePicker } from "@/components/ui/file-picker";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal } from "@/components/ui/modal";
import { useFieldError } from "@/components/ui/text-field";
import { UploadProgress } from "@/components/ui/upload-progress";
import { errorToMessage, isAxiosError } from "@/lib/api/error-message";
import { shortFileName } from "@/lib/files/sniff";
import { useUploadInsurance } from "../api";
import { CREDENTIAL_FILE_ACCEPT, CREDENTIAL_FILES_MAX } from "../schemas";
import { insuranceFilesProblem, sizeInKb } from "./insurance-files";

/**
 * The insurance-upload modal (spec section 2): pick several documents, see them, send them with
 * the upload's progress. A refusal keeps the picked files, so the therapist mends and resends.
 */
export function InsuranceUploadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tc = useTranslations("Credentials");
  const common = useTranslations("Common");
  const fieldError = useFieldError();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadInsurance(setProgress);

  const close = () => {
    if (upload.isPending) return;
    onClose();
    setFiles([]);
    setProblem(null);
    setFailure(null);
  };
  const send = async () => {
    const local = insuranceFilesProblem(files);
    setProblem(local);
    setFailure(null);
    if (local) return;
    setProgress(0);
    try {
      await upload.mutateAsync(files);
      toast.success(tc("insurance.uploaded"));
      setProgress(null);
      onClose();
      setFiles([]);
    } catch (error) {
      setProgress(null);
      const errors = isAxiosError(error)
        ? (error.response?.data as { errors?: Record<string, string> } | undefined)?.errors
        : undefined;
      if (errors?.file) setProblem(errors.file);
      else setFailure(errorToMessage(error, common("genericError")));
    }
  };

  const message = fieldError(problem ?? undefined);
  return (
    <Modal open={open} onClose={close} title={tc("insurance.uploadTitle")}>
      <form
        method="post"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
        className="space-y-4"
      >
        <div>
          <FilePicker
            id="insurance-files"
            label={tc("insurance.choose")}
            multiple
            accept={CREDENTIAL_FILE_ACCEPT}
            disabled={upload.isPending}
            aria-invalid={message ? true : undefined}
            aria-describedby="insurance-files-hint"
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              e.target.value = "";
              if (!picked.length) return;
              setFiles(picked);
              setProblem(insuranceFilesProblem(picked));
            }}
          />
          <p id="insurance-files-hint" className="mt-1 text-xs text-muted">
            {tc("insurance.hint", { max: CREDENTIAL_FILES_MAX })}
          </p>
          {message ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {message}
            </p>
          ) : null}
        </div>
        {files.length ? (
          <div>
            <h3 className="text-sm font-semibold">{tc("insurance.chosen")}</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {files.map((f, i) => (
                <li key={`${f.name}-${i}`} title={f.name} className="flex flex-wrap gap-x-2">
                  <span className="font-medium">{shortFileName(f.name)}</span>
                  <span className="text-muted">
                    {tc("insurance.size", { size: sizeInKb(f.size) })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {upload.isPending && progress !== null ? (
          <UploadProgress
            percent={progress}
            label={tc("uploading")}
            caption={tc("uploadProgress", { percent: progress })}
          />
        ) : null}
        <DialogActions
          failure={failure}
          busy={upload.isPending}
          busyLabel={tc("working")}
          label={tc("insurance.send")}
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
