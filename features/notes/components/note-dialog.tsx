"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { TextField, useFieldError } from "@/components/ui/text-field";
import { errorToMessage } from "@/lib/api/error-message";
import { useCreateNote, useUpdateNote } from "../api";
import { acceptOf, acceptsFileName, NOTE_FILE_MAX_BYTES, shortFileName } from "../file-rules";
import {
  NOTE_CONTENT_MAX,
  noteFormSchema,
  type Note,
  type NoteFormInput,
  type NoteType,
} from "../schemas";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { UploadProgress } from "@/components/ui/upload-progress";
import { FilePicker } from "@/components/ui/file-picker";

type Step = "choice" | "form" | "confirm";

/**
 * Adding or editing a note (spec section 4): the therapist first chooses to type or to upload;
 * cancel in the form returns to that choice. Saving asks for confirmation, shows the upload's
 * progress, then hands the server's message to `onSaved` (toast and success dialog).
 */
export function NoteDialog({
  type,
  reference,
  note,
  onClose,
  onSaved,
}: {
  type: NoteType;
  reference: string;
  note?: Note;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useTranslations("Notes");
  const editing = Boolean(note);
  const [step, setStep] = useState<Step>(editing ? "form" : "choice");
  const [upload, setUpload] = useState(Boolean(note?.file));
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateNote(setProgress);
  const update = useUpdateNote(setProgress);
  const busy = create.isPending || update.isPending;
  const form = useForm<NoteFormInput>({
    resolver: zodResolver(noteFormSchema(type, editing, upload)),
    defaultValues: { title: note?.title ?? "", content: note?.content ?? "", file: null },
  });
  const fieldError = useFieldError();
  const file = useWatch({ control: form.control, name: "file" });
  const content = useWatch({ control: form.control, name: "content" }) ?? "";

  const choose = (asUpload: boolean) => {
    setUpload(asUpload);
    form.clearErrors();
    setStep("form");
  };

  const pickFile = (picked: File | undefined) => {
    const refused =
      picked && !acceptsFileName(type, picked.name)
        ? "noteFileType"
        : picked && picked.size > NOTE_FILE_MAX_BYTES
          ? "noteFileSize"
          : null;
    if (refused) {
      form.setValue("file", null);
      form.setError("file", { message: refused });
      return;
    }
    form.clearErrors("file");
    form.setValue("file", picked ?? null);
  };

  const submit = form.handleSubmit(() => {
    // Spec section 8: a client note without its client never reaches the server.
    if (type === "client" && !reference) {
      toast.error(t("clientIdMissing"));
      return;
    }
    setStep("confirm");
  });

  const save = async () => {
    const values = form.getValues();
    setProgress(values.file ? 0 : null);
    try {
      const saved = note
        ? await update.mutateAsync({ id: note.identifier, ...values })
        : await create.mutateAsync({ type, reference, ...values });
      onSaved(saved.message);
    } catch (error) {
      toast.error(errorToMessage(error, t("genericError")));
      setStep("form");
    } finally {
      setProgress(null);
    }
  };

  if (step === "confirm")
    return (
      <ConfirmDialog
        open
        title={editing ? t("confirmEditTitle") : t("confirmAddTitle")}
        body={editing ? t("confirmEditBody") : t("confirmAddBody")}
        confirmLabel={editing ? t("saveChanges") : t("addNote")}
        busyLabel={t("working")}
        busy={busy}
        onConfirm={save}
        onCancel={() => setStep("form")}
      >
        {busy && progress !== null ? (
          <UploadProgress
            className="mt-4"
            percent={progress}
            label={t("uploading")}
            caption={t("uploadProgress", { percent: progress })}
          />
        ) : null}
      </ConfirmDialog>
    );

  if (step === "choice")
    return (
      <Modal open onClose={onClose} title={t("addTitle", { kind: type })}>
        <p className="text-sm text-muted">{t("chooseHow")}</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <button
            type="button"
            onClick={() => choose(false)}
            className="rounded-2xl border border-stone-300 p-4 text-left transition hover:border-brand-600 hover:bg-brand-50"
          >
            <span className="block font-semibold">{t("typeNote")}</span>
            <span className="mt-1 block text-sm text-muted">{t("typeNoteHint")}</span>
          </button>
          <button
            type="button"
            onClick={() => choose(true)}
            className="rounded-2xl border border-stone-300 p-4 text-left transition hover:border-brand-600 hover:bg-brand-50"
          >
            <span className="block font-semibold">{t("uploadNote")}</span>
            <span className="mt-1 block text-sm text-muted">{t("uploadNoteHint")}</span>
          </button>
        </div>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
        </div>
      </Modal>
    );

  const fileError = fieldError(form.formState.errors.file?.message);
  const contentError = fieldError(form.formState.errors.content?.message);
  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? t("editTitle", { kind: type }) : t("addTitle", { kind: type })}
    >
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t("title")}
          error={form.formState.errors.title?.message}
          {...form.register("title")}
        />
        {upload ? (
          <div>
            <FilePicker
              id="note-file"
              label={t("file")}
              accept={acceptOf(type)}
              aria-invalid={fileError ? true : undefined}
              onChange={(e) => pickFile(e.target.files?.[0])}
            />
            <p className="mt-1 text-xs text-muted">
              {file
                ? t("chosenFile", { name: shortFileName(file.name) })
                : note?.file
                  ? t("currentFile", { name: shortFileName(note.file.name) })
                  : t("fileHint", { kinds: acceptOf(type).replaceAll(",", ", ") })}
            </p>
            {fileError ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {fileError}
              </p>
            ) : null}
          </div>
        ) : null}
        <div>
          <label htmlFor="note-content" className="block text-sm font-medium text-ink">
            {upload ? t("description") : t("content")}
          </label>
          <textarea
            id="note-content"
            rows={upload ? 3 : 8}
            aria-invalid={contentError ? true : undefined}
            className={`mt-1 block w-full rounded-xl border bg-white px-3 py-2.5 text-ink shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${contentError ? "border-red-600" : "border-stone-300"}`}
            {...form.register("content")}
          />
          <div className="mt-1 flex justify-between gap-2 text-xs">
            {contentError ? (
              <p role="alert" className="text-sm text-red-700">
                {contentError}
              </p>
            ) : (
              <span />
            )}
            <span className={content.length > NOTE_CONTENT_MAX ? "text-red-700" : "text-muted"}>
              {content.length}/{NOTE_CONTENT_MAX}
            </span>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => (editing ? onClose() : setStep("choice"))}>
            {t("cancel")}
          </Button>
          <Button type="submit">{editing ? t("saveChanges") : t("addNote")}</Button>
        </div>
      </form>
    </Modal>
  );
}
