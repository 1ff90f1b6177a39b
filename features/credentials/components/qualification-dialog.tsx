"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal } from "@/components/ui/modal";
import { TextField, useFieldError } from "@/components/ui/text-field";
import { shortFileName } from "@/lib/files/sniff";
import { useFormError } from "@/lib/forms/use-form-error";
import { useCreateQualification, useUpdateQualification } from "../api";
import {
  CREDENTIAL_FILE_ACCEPT,
  CREDENTIAL_FILES_MAX,
  qualificationFormSchema,
  qualificationTypes,
  type Qualification,
  type QualificationFormInput,
} from "../schemas";
import { UploadProgress } from "@/components/ui/upload-progress";
import { FilePicker } from "@/components/ui/file-picker";
import { FileLinks } from "./parts";

const FIELDS = ["type", "body", "credentialNumber", "title", "files"] as const;

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-xl border bg-white px-3 py-2.5 text-ink shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${invalid ? "border-red-600" : "border-stone-300"}`;

/**
 * Adding a qualification (type first, then that type's fields and its files) or editing one (its
 * type fixed). What the therapist typed and picked stays in the form when the server refuses.
 */
export function QualificationDialog({
  qualification,
  onClose,
  onSaved,
}: {
  qualification?: Qualification;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const tc = useTranslations("Credentials");
  const fieldError = useFieldError();
  const editing = Boolean(qualification);
  const [removed, setRemoved] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateQualification(setProgress);
  const update = useUpdateQualification(setProgress);
  const busy = create.isPending || update.isPending;
  const kept = (qualification?.files.length ?? 0) - removed.length;
  const details = qualification?.details;
  const form = useForm<QualificationFormInput>({
    resolver: zodResolver(qualificationFormSchema({ editing, keptFiles: kept })),
    defaultValues: {
      type: qualification?.type ?? ("" as QualificationFormInput["type"]),
      body: details && "body" in details ? details.body : "",
      credentialNumber: details && "credentialNumber" in details ? details.credentialNumber : "",
      title: details && "title" in details ? details.title : "",
      files: [],
    },
  });
  const type = useWatch({ control: form.control, name: "type" });
  const files = useWatch({ control: form.control, name: "files" });
  const errors = form.formState.errors;
  const showError = useFormError(form.setError, FIELDS);

  const setFiles = (next: File[]) =>
    form.setValue("files", next, { shouldValidate: form.formState.isSubmitted });
  const toggleRemoved = (id: string) => {
    setRemoved((r) => (r.includes(id) ? r.filter((x) => x !== id) : [...r, id]));
    form.clearErrors("files");
  };

  const save = form.handleSubmit(async (values) => {
    setProgress(values.files.length ? 0 : null);
    try {
      if (qualification) {
        await update.mutateAsync({
          id: qualification.identifier,
          ...values,
          type: qualification.type,
          removeFiles: removed,
        });
        onSaved(tc("qualifications.saved"));
      } else {
        await create.mutateAsync(values);
        onSaved(tc("qualifications.added"));
      }
    } catch (error) {
      showError(error);
    } finally {
      setProgress(null);
    }
  });

  const filesError = fieldError(errors.files?.message);
  const typeError = fieldError(errors.type?.message);
  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title={editing ? tc("qualifications.editTitle") : tc("qualifications.addTitle")}
    >
      <form method="post" onSubmit={save} noValidate className="space-y-4">
        {qualification ? (
          <div>
            <p className="block text-sm font-medium text-ink">{tc("qualifications.type")}</p>
            <p className="mt-1 font-semibold">{tc(`qualifications.types.${qualification.type}`)}</p>
            <p className="mt-1 text-sm text-muted">{tc("qualifications.typeFixed")}</p>
          </div>
        ) : (
          <div>
            <label htmlFor="qualification-type" className="block text-sm font-medium text-ink">
              {tc("qualifications.type")}
            </label>
            <select
              id="qualification-type"
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? "qualification-type-error" : undefined}
              className={inputClass(Boolean(typeError))}
              {...form.register("type", { onChange: () => form.clearErrors() })}
            >
              <option value="" disabled>
                {tc("qualifications.chooseType")}
              </option>
              {qualificationTypes.map((q) => (
                <option key={q} value={q}>
                  {tc(`qualifications.types.${q}`)}
                </option>
              ))}
            </select>
            {typeError ? (
              <p id="qualification-type-error" role="alert" className="mt-1 text-sm text-red-700">
                {typeError}
              </p>
            ) : null}
          </div>
        )}

        {type === "license" ? (
          <>
            <TextField
              label={tc("qualifications.body")}
              error={errors.body?.message}
              {...form.register("body")}
            />
            <TextField
              label={tc("qualifications.credentialNumber")}
              hint={tc("qualifications.credentialNumberHint")}
              autoComplete="off"
              error={errors.credentialNumber?.message}
              {...form.register("credentialNumber")}
            />
          </>
        ) : type ? (
          <TextField
            label={tc("qualifications.titleField")}
            error={errors.title?.message}
            {...form.register("title")}
          />
        ) : null}

        {type ? (
          <div>
            <FilePicker
              id="qualification-files"
              label={tc("qualifications.files")}
              multiple
              accept={CREDENTIAL_FILE_ACCEPT}
              aria-invalid={filesError ? true : undefined}
              aria-describedby="qualification-files-hint"
              onChange={(e) => {
                setFiles([...files, ...Array.from(e.target.files ?? [])]);
                e.target.value = "";
              }}
            />
            <p id="qualification-files-hint" className="mt-1 text-xs text-muted">
              {tc("qualifications.filesHint", { max: CREDENTIAL_FILES_MAX })}
            </p>
            {filesError ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {filesError}
              </p>
            ) : null}
            {qualification?.files.length ? (
              <div className="mt-3">
                <p className="text-sm font-medium">{tc("qualifications.currentFiles")}</p>
                <ul className="mt-1 space-y-1 text-sm">
                  {qualification.files.map((f) => {
                    const gone = removed.includes(f.identifier);
                    return (
                      <li key={f.identifier} className={gone ? "opacity-60" : undefined}>
                        <FileLinks
                          file={f}
                          extra={
                            <>
                              {gone ? (
                                <span className="text-xs">({tc("qualifications.removing")})</span>
                              ) : null}
                              <button
                                type="button"
                                onClick={() => toggleRemoved(f.identifier)}
                                aria-label={tc(
                                  gone ? "qualifications.keepFile" : "qualifications.removeFile",
                                  { name: f.filename },
                                )}
                                className="text-sm font-semibold text-red-700 underline underline-offset-4"
                              >
                                {tc(gone ? "qualifications.keep" : "qualifications.remove")}
                              </button>
                            </>
                          }
                        />
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
            {files.length ? (
              <div className="mt-3">
                <p className="text-sm font-medium">{tc("qualifications.chosenFiles")}</p>
                <ul className="mt-1 space-y-1 text-sm">
                  {files.map((f, i) => (
                    <li key={`${f.name}-${i}`} className="flex items-center gap-3">
                      <span title={f.name} className="min-w-0 break-all">
                        {shortFileName(f.name)}
                      </span>
                      <button
                        type="button"
                        onClick={() => setFiles(files.filter((_, j) => j !== i))}
                        aria-label={tc("qualifications.removeFile", { name: f.name })}
                        className="text-sm font-semibold text-red-700 underline underline-offset-4"
                      >
                        {tc("qualifications.remove")}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}

        {busy && progress !== null ? (
          <UploadProgress
            className="mt-3"
            percent={progress}
            label={tc("uploading")}
            caption={tc("uploadProgress", { percent: progress })}
          />
        ) : null}
        <DialogActions
          busy={busy}
          busyLabel={tc("working")}
          label={editing ? tc("qualifications.save") : tc("qualifications.add")}
          onCancel={onClose}
          className="pt-2"
        />
      </form>
    </Modal>
  );
}
