"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useFieldError } from "@/components/ui/text-field";
import { errorToMessage, isAxiosError } from "@/lib/api/error-message";
import { useDeleteInsurance, useInsurance, useUploadInsurance } from "../api";
import {
  CREDENTIAL_FILE_ACCEPT,
  CREDENTIAL_FILE_MAX_BYTES,
  CREDENTIAL_FILES_MAX,
  hasAcceptedExtension,
  type InsuranceFile,
} from "../schemas";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { UploadProgress } from "@/components/ui/upload-progress";
import { FilePicker } from "@/components/ui/file-picker";
import { FileLinks, LoadError, SectionCard } from "./parts";

/** Spec section 5: the insurance list shows each size in kb. */
export const sizeInKb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** What the browser can tell about picked files before they travel (the server checks again). */
export function insuranceFilesProblem(files: File[]) {
  if (!files.length) return "insuranceFileRequired";
  if (files.length > CREDENTIAL_FILES_MAX) return "insuranceFileCount";
  if (files.some((f) => f.size > CREDENTIAL_FILE_MAX_BYTES)) return "insuranceFileSize";
  if (files.some((f) => !hasAcceptedExtension(f.name))) return "insuranceFileType";
  return null;
}

/** The indemnity insurance documents: the list, several uploaded at once, each deletable. */
export function InsuranceSection() {
  const tc = useTranslations("Credentials");
  const common = useTranslations("Common");
  const fieldError = useFieldError();
  const query = useInsurance();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<InsuranceFile | null>(null);
  const upload = useUploadInsurance(setProgress);
  const remove = useDeleteInsurance();

  const send = async (files: File[]) => {
    const local = insuranceFilesProblem(files);
    setProblem(local);
    if (local) return;
    setProgress(0);
    try {
      await upload.mutateAsync(files);
      toast.success(tc("insurance.uploaded"));
    } catch (error) {
      const errors = isAxiosError(error)
        ? (error.response?.data as { errors?: Record<string, string> } | undefined)?.errors
        : undefined;
      if (errors?.file) setProblem(errors.file);
      else toast.error(errorToMessage(error, common("genericError")));
    } finally {
      setProgress(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.identifier);
      toast.success(tc("insurance.deleted"));
      setDeleting(null);
    } catch (error) {
      toast.error(errorToMessage(error, common("genericError")));
    }
  };

  const message = fieldError(problem ?? undefined);
  return (
    <SectionCard id="insurance-title" title={tc("insurance.title")} intro={tc("insurance.intro")}>
      <div>
        <FilePicker
          id="insurance-files"
          label={tc("insurance.upload")}
          multiple
          accept={CREDENTIAL_FILE_ACCEPT}
          disabled={upload.isPending}
          aria-invalid={message ? true : undefined}
          aria-describedby="insurance-files-hint"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = "";
            if (files.length) void send(files);
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
        {upload.isPending && progress !== null ? (
          <UploadProgress
            className="mt-3"
            percent={progress}
            label={tc("uploading")}
            caption={tc("uploadProgress", { percent: progress })}
          />
        ) : null}
      </div>

      <div className="mt-5">
        {query.isPending ? (
          <Spinner label={common("loading")} />
        ) : query.isError ? (
          <LoadError message={tc("insurance.loadError")} onRetry={() => query.refetch()} />
        ) : !query.data.length ? (
          <p className="rounded-2xl bg-stone-50 p-4 text-sm text-muted">{tc("insurance.empty")}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {query.data.map((f) => (
              <li
                key={f.identifier}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <FileLinks
                  file={f}
                  extra={
                    <span className="text-sm text-muted">
                      {tc("insurance.size", { size: sizeInKb(f.size) })}
                    </span>
                  }
                />
                <Button
                  variant="ghost"
                  className="self-start px-4 text-red-700 sm:self-auto"
                  aria-label={tc("insurance.deleteNamed", { name: f.filename })}
                  onClick={() => setDeleting(f)}
                >
                  {tc("delete")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={Boolean(deleting)}
        danger
        title={tc("insurance.deleteTitle")}
        body={tc("insurance.deleteBody", { name: deleting?.filename ?? "" })}
        confirmLabel={tc("delete")}
        busyLabel={tc("working")}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
