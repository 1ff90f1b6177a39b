"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { NotFound } from "@/features/shell";
import { errorToMessage, isAxiosError } from "@/lib/api/error-message";
import { useCompleteForm, useForm, useSaveForm } from "../forms-api";
import { FORM_LIMITS, type FormAnswers, type FormDetail } from "../forms/schemas";
import { answerText, QuestionInput } from "./question-input";

/** How long typing rests before the answers are saved. */
export const SAVE_AFTER_MS = 800;

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200";

/**
 * /care/forms/{id}: an intake or consent form. Its client fills it in, saved as they type, and
 * sends it (a consent signed with their full name); once sent, or for the therapist, it reads.
 */
export function FormFill({ id, role }: { id: string; role: "client" | "provider" }) {
  const t = useTranslations("Care.forms");
  const query = useForm(id);
  if (query.isPending) return <Spinner label={t("loading")} />;
  if (query.isError) {
    if (isAxiosError(query.error) && query.error.response?.status === 404) return <NotFound />;
    return (
      <LoadFailed message={t("failed")} retryLabel={t("retry")} onRetry={() => query.refetch()} />
    );
  }
  const form = query.data;
  return role === "client" && form.state !== "completed" ? (
    <FillIn form={form} />
  ) : (
    <FormRead form={form} role={role} />
  );
}

function FormHeading({ form }: { form: FormDetail }) {
  const t = useTranslations("Care.forms");
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t(`kinds.${form.kind}`)}
        {form.therapistName ? ` · ${form.therapistName}` : ""}
      </p>
      <h1 className="text-2xl font-semibold">{form.title}</h1>
      {form.body && <p className="whitespace-pre-line">{form.body}</p>}
      {form.kind === "consent" && (
        <p>
          <a
            href="/policy/client-cancellation"
            target="_blank"
            rel="noopener"
            className="text-sm font-semibold text-brand-800 underline underline-offset-4"
          >
            {t("cancellationPolicy")}
          </a>
        </p>
      )}
    </div>
  );
}

type Errors = Record<string, string>;
/** The refused fields, by their Validation key: worded in the page's language, whatever the API's. */
const fieldErrors = (error: unknown): Errors => {
  const errors = isAxiosError(error)
    ? (error.response?.data as { errors?: unknown } | undefined)?.errors
    : undefined;
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors as Errors).map(([field, message]) => [
      field,
      field === "signedName"
        ? "careSignatureName"
        : field.startsWith("answers.")
          ? "careFormAnswer"
          : message,
    ]),
  );
};

function FillIn({ form }: { form: FormDetail }) {
  const t = useTranslations("Care.forms");
  const tc = useTranslations("Common");
  const [answers, setAnswers] = useState<FormAnswers>(form.answers);
  const [signedName, setSignedName] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveForm(form.identifier);
  const complete = useCompleteForm(form.identifier);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(answers);

  const pending = useRef(false);
  const mutateSave = save.mutate;
  // A change still waiting when the client leaves for another page is saved on the way out.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (pending.current) mutateSave(latest.current);
    },
    [mutateSave],
  );

  const change = (questionId: string, value: FormAnswers[string]) => {
    const next = { ...latest.current, [questionId]: value };
    latest.current = next;
    setAnswers(next);
    clearTimeout(timer.current);
    pending.current = true;
    timer.current = setTimeout(() => {
      pending.current = false;
      save.mutate(latest.current, {
        onError: (error) => setErrors(fieldErrors(error)),
        onSuccess: () => setErrors({}),
      });
    }, SAVE_AFTER_MS);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    pending.current = false;
    complete.mutate(
      { answers: latest.current, ...(form.kind === "consent" ? { signedName } : {}) },
      {
        onSuccess: () => toast.success(t("done")),
        onError: (error) => {
          const found = fieldErrors(error);
          setErrors(found);
          if (!Object.keys(found).length) toast.error(errorToMessage(error, tc("genericError")));
        },
      },
    );
  };

  const status = save.isPending
    ? t("saving")
    : save.isError
      ? t("saveFailed")
      : save.isSuccess
        ? t("savedDraft")
        : "";
  return (
    <form method="post" onSubmit={submit} className="space-y-5" noValidate>
      <FormHeading form={form} />
      {form.questions.length > 0 && (
        <ol className="space-y-4">
          {form.questions.map((q) => (
            <li key={q.id} className={card}>
              <QuestionInput
                question={q}
                value={answers[q.id]}
                error={errors[`answers.${q.id}`]}
                onChange={(value) => change(q.id, value)}
              />
            </li>
          ))}
        </ol>
      )}
      {form.kind === "consent" && (
        <div className={card}>
          <TextField
            label={t("signLabel")}
            autoComplete="name"
            value={signedName}
            maxLength={FORM_LIMITS.signedName}
            hint={t("signHint")}
            error={errors.signedName}
            onChange={(e) => setSignedName(e.target.value)}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={complete.isPending}>
          {complete.isPending ? t("sending") : form.kind === "consent" ? t("sign") : t("send")}
        </Button>
        <p aria-live="polite" className={`text-sm ${save.isError ? "text-red-700" : "text-muted"}`}>
          {status}
        </p>
      </div>
    </form>
  );
}

function FormRead({ form, role }: { form: FormDetail; role: "client" | "provider" }) {
  const t = useTranslations("Care.forms");
  const format = useLocalDateTime();
  const at = (iso: string) => format(iso, "record");
  return (
    <div className="space-y-5">
      <FormHeading form={form} />
      {role === "provider" && form.state !== "completed" ? (
        <p className={card}>
          {t("notSent")} ({t(`states.${form.state}`)})
        </p>
      ) : (
        <>
          {form.questions.length > 0 && (
            <dl className={`${card} space-y-4`}>
              {form.questions.map((q) => (
                <div key={q.id}>
                  <dt className="text-sm font-medium text-muted">{q.label}</dt>
                  <dd className="mt-1 whitespace-pre-line">
                    {answerText(form.answers[q.id]) ?? (
                      <span className="text-muted">{t("noAnswer")}</span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <p className="text-sm text-muted">
            {form.signature
              ? t("signedBy", { name: form.signature.name, at: at(form.signature.signedAt) })
              : form.completedAt
                ? t("completedOn", { at: at(form.completedAt) })
                : null}
          </p>
        </>
      )}
    </div>
  );
}
