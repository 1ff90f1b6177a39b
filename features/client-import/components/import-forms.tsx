"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField, useFieldError } from "@/components/ui/text-field";
import { emailsOf, manualFormSchema, type ImportResult, type ManualForm } from "../schemas";

export type ManualRows = ManualForm["clients"];

/** The ways to import, as tabs: the page offers all three, the modal the first two. */
export function ModeTabs<M extends string>({
  modes,
  mode,
  onChange,
}: {
  modes: [M, string][];
  mode: M;
  onChange: (mode: M) => void;
}) {
  const t = useTranslations("ClientImport");
  return (
    <div role="tablist" aria-label={t("howToImport")} className="flex flex-wrap gap-2">
      {modes.map(([value, label]) => (
        <button
          key={value}
          role="tab"
          type="button"
          aria-selected={mode === value}
          onClick={() => onChange(value)}
          className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 transition ${mode === value ? "bg-brand-400 ring-brand-400" : "bg-white ring-stone-300 hover:bg-stone-50"}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function EmailsForm({
  busy,
  initial = "",
  onSubmit,
  onKeep,
}: {
  busy: boolean;
  initial?: string;
  onSubmit: (emails: string) => Promise<ImportResult | null>;
  /** What the box holds, as typed and after an import, for a form opened again (the modal's). */
  onKeep?: (emails: string) => void;
}) {
  const t = useTranslations("ClientImport");
  const tv = useTranslations("Validation");
  const [emails, setEmails] = useState(initial);
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
        if (!answer) return;
        const left = refusedOf(answer, emailsOf(emails)).join("\n");
        setEmails(left);
        onKeep?.(left);
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
        onChange={(e) => {
          setEmails(e.target.value);
          onKeep?.(e.target.value);
        }}
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
export const refusedOf = <T,>(answer: ImportResult, sent: T[]) =>
  answer.failed.flatMap((f) => (sent[f.row - 1] === undefined ? [] : [sent[f.row - 1]!]));

export const emptyRow = { firstName: "", lastName: "", email: "", phone: "" };

export function ManualForm({
  busy,
  initial,
  onSubmit,
  onKeep,
}: {
  busy: boolean;
  initial?: ManualRows;
  onSubmit: (clients: ManualRows) => Promise<ImportResult | null>;
  /** The rows that stay after an import, for a form opened again (the modal's). */
  onKeep?: (clients: ManualRows) => void;
}) {
  const t = useTranslations("ClientImport");
  const fieldError = useFieldError();
  const form = useForm<ManualForm>({
    resolver: zodResolver(manualFormSchema),
    defaultValues: { clients: initial ?? [emptyRow] },
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
        const left = refused.length ? refused : [emptyRow];
        form.reset({ clients: left });
        onKeep?.(left);
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
