"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { UploadProgress } from "@/components/ui/upload-progress";
import { TextField, useFieldError } from "@/components/ui/text-field";
import { FilePicker } from "@/components/ui/file-picker";
import { errorToMessage } from "@/lib/api/error-message";
import { useImportClients } from "../api";
import {
  CSV_MAX_BYTES,
  emailsOf,
  manualFormSchema,
  type ImportResult,
  type ManualForm,
} from "../schemas";
import { ImportSuccessModal } from "./import-success-modal";

type Mode = "emails" | "manual" | "csv";

/** /clients/imported/email-manual: import by a list of emails, by manual entry, or by a CSV file. */
export function ImportClients() {
  const t = useTranslations("ClientImport");
  const [mode, setMode] = useState<Mode>("emails");
  const [result, setResult] = useState<{ answer: ImportResult; labels: string[] } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useImportClients(setProgress);

  /**
   * Sends one import. `labels` name each row as the therapist typed it (an address), so the
   * answer can say which one was refused; the form keeps the refused rows to be mended.
   */
  const run = async (input: Parameters<typeof mutation.mutateAsync>[0], labels: string[] = []) => {
    setProgress(input.mode === "csv" ? 0 : null);
    try {
      const answer = await mutation.mutateAsync(input);
      setResult({ answer, labels });
      return answer;
    } catch (error) {
      toast.error(errorToMessage(error, t("genericError")));
      return null;
    } finally {
      setProgress(null);
    }
  };

  const tabs: [Mode, string][] = [
    ["emails", t("byEmail")],
    ["manual", t("manual")],
    ["csv", t("csv")],
  ];
  return (
    <div className="space-y-6">
      <div role="tablist" aria-label={t("howToImport")} className="flex flex-wrap gap-2">
        {tabs.map(([value, label]) => (
          <button
            key={value}
            role="tab"
            type="button"
            aria-selected={mode === value}
            onClick={() => setMode(value)}
            className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 transition ${mode === value ? "bg-brand-400 ring-brand-400" : "bg-white ring-stone-300 hover:bg-stone-50"}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        {mode === "emails" ? (
          <EmailsForm
            busy={mutation.isPending}
            onSubmit={(emails) => run({ mode: "emails", emails }, emailsOf(emails))}
          />
        ) : mode === "manual" ? (
          <ManualForm
            busy={mutation.isPending}
            onSubmit={(clients) =>
              run(
                { mode: "manual", clients },
                clients.map((c) => c.email),
              )
            }
          />
        ) : (
          <CsvForm
            busy={mutation.isPending}
            progress={progress}
            onSubmit={async (file) => Boolean(await run({ mode: "csv", file }))}
          />
        )}
      </div>
      <ImportSuccessModal
        result={result?.answer ?? null}
        labels={result?.labels ?? []}
        onClose={() => setResult(null)}
      />
    </div>
  );
}

function EmailsForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (emails: string) => Promise<ImportResult | null>;
}) {
  const t = useTranslations("ClientImport");
  const tv = useTranslations("Validation");
  const [emails, setEmails] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      method="post"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!emails.trim()) return setError(tv("importEmpty"));
        setError(null);
        const answer = await onSubmit(emails);
        // Only the refused addresses stay, to be corrected and sent again.
        if (answer) setEmails(refusedOf(answer, emailsOf(emails)).join("\n"));
      }}
      className="space-y-3"
    >
      <label htmlFor="import-emails" className="block text-sm font-medium">
        {t("emailsLabel")}
      </label>
      <textarea
        id="import-emails"
        rows={6}
        value={emails}
        onChange={(e) => setEmails(e.target.value)}
        placeholder="ada@example.com, alan@example.com"
        aria-invalid={error ? true : undefined}
        className={`block w-full rounded-xl border px-3 py-2.5 shadow-sm ${error ? "border-red-600" : "border-stone-300"}`}
      />
      <p className="text-xs text-muted">{t("emailsHint")}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? t("importing") : t("sendInvitations")}
      </Button>
    </form>
  );
}

/** The rows the server refused, in the order they were sent (rows count from 1). */
const refusedOf = <T,>(answer: ImportResult, sent: T[]) =>
  answer.failed.flatMap((f) => (sent[f.row - 1] === undefined ? [] : [sent[f.row - 1]!]));

const emptyRow = { firstName: "", lastName: "", email: "", phone: "" };

function ManualForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (clients: ManualForm["clients"]) => Promise<ImportResult | null>;
}) {
  const t = useTranslations("ClientImport");
  const fieldError = useFieldError();
  const form = useForm<ManualForm>({
    resolver: zodResolver(manualFormSchema),
    defaultValues: { clients: [emptyRow] },
  });
  const rows = useFieldArray({ control: form.control, name: "clients" });
  const errors = form.formState.errors.clients;
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(async ({ clients }) => {
        const cleaned = clients.map((c) => ({ ...c, phone: c.phone || undefined }));
        const answer = await onSubmit(cleaned);
        if (!answer) return;
        const refused = refusedOf(answer, clients);
        form.reset({ clients: refused.length ? refused : [emptyRow] });
      })}
      className="space-y-4"
    >
      {rows.fields.map((row, i) => (
        <fieldset
          key={row.id}
          className="grid gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-2"
        >
          <legend className="px-1 text-sm font-semibold">
            {t("clientNumber", { number: i + 1 })}
          </legend>
          <TextField
            label={t("firstName")}
            error={errors?.[i]?.firstName?.message}
            {...form.register(`clients.${i}.firstName`)}
          />
          <TextField
            label={t("lastName")}
            error={errors?.[i]?.lastName?.message}
            {...form.register(`clients.${i}.lastName`)}
          />
          <TextField
            label={t("email")}
            type="email"
            error={errors?.[i]?.email?.message}
            {...form.register(`clients.${i}.email`)}
          />
          <TextField
            label={t("phone")}
            type="tel"
            error={errors?.[i]?.phone?.message}
            {...form.register(`clients.${i}.phone`)}
          />
          {rows.fields.length > 1 ? (
            <div className="sm:col-span-2">
              <Button variant="ghost" className="px-3 py-1.5" onClick={() => rows.remove(i)}>
                {t("removeClient")}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {fieldError(errors?.root?.message ?? errors?.message)}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          onClick={() => rows.append(emptyRow)}
          disabled={rows.fields.length >= 50}
        >
          {t("addClient")}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t("importing") : t("sendInvitations")}
        </Button>
      </div>
    </form>
  );
}

function CsvForm({
  busy,
  progress,
  onSubmit,
}: {
  busy: boolean;
  progress: number | null;
  onSubmit: (file: File) => Promise<boolean>;
}) {
  const t = useTranslations("ClientImport");
  const tv = useTranslations("Validation");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      method="post"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!file) return setError(tv("importCsvInvalid"));
        if (file.size > CSV_MAX_BYTES) return setError(tv("importCsvTooLarge"));
        setError(null);
        await onSubmit(file);
      }}
      className="space-y-3"
    >
      <FilePicker
        id="import-csv"
        label={t("csvLabel")}
        accept=".csv,text/csv"
        chosen={file?.name}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <p className="text-xs text-muted">{t("csvHint")}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {busy && progress !== null ? (
        <UploadProgress percent={progress} label={t("uploading")} />
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? t("importing") : t("uploadCsv")}
      </Button>
    </form>
  );
}
