"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { TextField, useFieldError } from "@/components/ui/text-field";
import { applyFieldErrors } from "@/lib/api/form-errors";
import { errorToMessage } from "@/lib/api/error-message";
import { shortFileName } from "@/lib/files/sniff";
import { useCreateQualification, useUpdateQualification } from "../api";
import {
  CREDENTIAL_FILE_ACCEPT,
  CREDENTIAL_FILES_MAX,
  qualificationFormSchema,
  qualificationTypes,
  type Qualification,
  type QualificationFormInput,
} from "../schemas";
import { FileLinks, UploadProgress } from "./parts";

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
  const t = useTranslations("Credentials.qualifications");
  const tc = useTranslations("Credentials");
  const fieldError = useFieldError();
  const editing = Boolean(qualification);
  const [removed, setRemoved] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
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
        onSaved(t("saved"));
      } else {
        await create.mutateAsync(values);
        onSaved(t("added"));
      }
    } catch (error) {
      const onField = applyFieldErrors(error, form.setError, [
        "type",
        "body",
        "credentialNumber",
        "title",
        "files",
      ] as const);
      if (!onField) toast.error(errorToMessage(error, tc("genericError")));
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
      title={editing ? t("editTitle") : t("addTitle")}
    >
      <form method="post" onSubmit={save} noValidate className="space-y-4">
        {qualification ? (
          <div>
            <p className="block text-sm font-medium text-ink">{t("type")}</p>
            <p className="mt-1 font-semibold">{t(`types.${qualification.type}`)}</p>
            <p className="mt-1 text-sm text-muted">{t("typeFixed")}</p>
          </div>
        ) : (
          <div>
            <label htmlFor="qualification-type" className="block text-sm font-medium text-ink">
              {t("type")}
            </label>
            <select
              id="qualification-type"
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? "qualification-type-error" : undefined}
              className={inputClass(Boolean(typeError))}
              {...form.register("type", { onChange: () => form.clearErrors() })}
            >
              <option value="" disabled>
                {t("chooseType")}
              </option>
              {qualificationTypes.map((q) => (
                <option key={q} value={q}>
                  {t(`types.${q}`)}
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
            <TextField label={t("body")} error={errors.body?.message} {...form.register("body")} />
            <TextField
              label={t("credentialNumber")}
              hint={t("credentialNumberHint")}
              autoComplete="off"
              error={errors.credentialNumber?.message}
              {...form.register("credentialNumber")}
            />
          </>
        ) : type ? (
          <TextField
            label={t("titleField")}
            error={errors.title?.message}
            {...form.register("title")}
          />
        ) : null}

        {type ? (
          <div>
            <label htmlFor="qualification-files" className="block text-sm font-medium text-ink">
              {t("files")}
            </label>
            <input
              ref={fileInput}
              id="qualification-files"
              type="file"
              multiple
              accept={CREDENTIAL_FILE_ACCEPT}
              aria-invalid={filesError ? true : undefined}
              aria-describedby="qualification-files-hint"
              onChange={(e) => {
                setFiles([...files, ...Array.from(e.target.files ?? [])]);
                e.target.value = "";
              }}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-100 file:px-4 file:py-2 file:font-semibold"
            />
            <p id="qualification-files-hint" className="mt-1 text-xs text-muted">
              {t("filesHint", { max: CREDENTIAL_FILES_MAX })}
            </p>
            {filesError ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {filesError}
              </p>
            ) : null}
            {qualification?.files.length ? (
              <div className="mt-3">
                <p className="text-sm font-medium">{t("currentFiles")}</p>
                <ul className="mt-1 space-y-1 text-sm">
                  {qualification.files.map((f) => {
                    const gone = removed.includes(f.identifier);
                    return (
                      <li key={f.identifier} className={gone ? "opacity-60" : undefined}>
                        <FileLinks
                          file={f}
                          extra={
                            <>
                              {gone ? <span className="text-xs">({t("removing")})</span> : null}
                              <button
                                type="button"
                                onClick={() => toggleRemoved(f.identifier)}
                                className="text-sm font-semibold text-red-700 underline underline-offset-4"
                              >
                                {gone
                                  ? t("keepFile", { name: shortFileName(f.filename) })
                                  : t("removeFile", { name: shortFileName(f.filename) })}
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
                <p className="text-sm font-medium">{t("chosenFiles")}</p>
                <ul className="mt-1 space-y-1 text-sm">
                  {files.map((f, i) => (
                    <li key={`${f.name}-${i}`} className="flex items-center gap-3">
                      <span title={f.name}>{shortFileName(f.name)}</span>
                      <button
                        type="button"
                        onClick={() => setFiles(files.filter((_, j) => j !== i))}
                        className="text-sm font-semibold text-red-700 underline underline-offset-4"
                      >
                        {t("removeFile", { name: shortFileName(f.name) })}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}

        {busy && progress !== null ? <UploadProgress percent={progress} /> : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {tc("cancel")}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? tc("working") : editing ? t("save") : t("add")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
