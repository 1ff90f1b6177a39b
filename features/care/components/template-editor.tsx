"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { errorToMessage } from "@/lib/api/error-message";
import { useUpdateTemplate } from "../forms-api";
import {
  FORM_LIMITS,
  formTemplateInputSchema,
  QUESTION_KINDS,
  type FormQuestion,
  type FormTemplate,
  type QuestionKind,
} from "../forms/schemas";

/** A question while it is edited: every kind's fields, so switching kinds loses nothing. */
type Draft = {
  id: string;
  kind: QuestionKind;
  label: string;
  required: boolean;
  options: string;
  min: 0 | 1;
  max: number;
};

const toDraft = (q: FormQuestion): Draft => ({
  id: q.id,
  kind: q.kind,
  label: q.label,
  required: q.required,
  options: "options" in q ? q.options.join("\n") : "",
  min: q.kind === "scale" ? q.min : 0,
  max: q.kind === "scale" ? q.max : 10,
});

function toQuestion(d: Draft): FormQuestion {
  const base = { id: d.id, label: d.label, required: d.required };
  if (d.kind === "single" || d.kind === "multiple")
    return {
      ...base,
      kind: d.kind,
      options: d.options
        .split("\n")
        .map((o) => o.trim())
        .filter(Boolean),
    };
  if (d.kind === "scale") return { ...base, kind: "scale", min: d.min, max: d.max };
  return { ...base, kind: d.kind };
}

const newId = () => `q-${Math.random().toString(36).slice(2, 10)}`;
const field = "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-ink";

/** The therapist's edit of one template: its title, text, questions and whether it is sent. */
export function TemplateEditor({
  template,
  onDone,
}: {
  template: FormTemplate;
  onDone: () => void;
}) {
  const t = useTranslations("Care.forms.templates");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const update = useUpdateTemplate(template.identifier);
  const [title, setTitle] = useState(template.title);
  const [body, setBody] = useState(template.body);
  const [send, setSend] = useState(template.sendToNewClients);
  const [drafts, setDrafts] = useState(template.questions.map(toDraft));
  const [problem, setProblem] = useState<string>();

  const set = (i: number, change: Partial<Draft>) =>
    setDrafts(drafts.map((d, j) => (j === i ? { ...d, ...change } : d)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { title, body, questions: drafts.map(toQuestion), sendToNewClients: send };
    const parsed = formTemplateInputSchema.safeParse(input);
    if (!parsed.success) {
      const key = parsed.error.issues[0]!.message;
      setProblem(tv.has(key as never) ? tv(key as never) : key);
      return;
    }
    setProblem(undefined);
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t("saved"));
        onDone();
      },
      onError: (error) => setProblem(errorToMessage(error, tc("genericError"))),
    });
  };

  return (
    <form method="post" onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        label={t("formTitle")}
        value={title}
        maxLength={FORM_LIMITS.title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextAreaField
        label={template.kind === "consent" ? t("consentBody") : t("intakeBody")}
        value={body}
        rows={template.kind === "consent" ? 8 : 3}
        maxLength={FORM_LIMITS.body}
        count={{ length: body.length, max: FORM_LIMITS.body }}
        onChange={(e) => setBody(e.target.value)}
      />
      <fieldset className="space-y-3">
        <legend className="font-semibold">{t("questions")}</legend>
        {drafts.map((d, i) => (
          <div key={d.id} className="space-y-3 rounded-xl p-3 ring-1 ring-stone-200">
            <TextField
              label={`${t("question")} ${i + 1}`}
              value={d.label}
              maxLength={FORM_LIMITS.label}
              onChange={(e) => set(i, { label: e.target.value })}
            />
            <div className="flex flex-wrap items-end gap-4">
              <label className="text-sm font-medium">
                {t("kind")}
                <select
                  className={field}
                  value={d.kind}
                  onChange={(e) => set(i, { kind: e.target.value as QuestionKind })}
                >
                  {QUESTION_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`questionKinds.${k}`)}
                    </option>
                  ))}
                </select>
              </label>
              {d.kind === "scale" && (
                <>
                  <label className="text-sm font-medium">
                    {t("scaleFrom")}
                    <select
                      className={field}
                      value={d.min}
                      onChange={(e) => set(i, { min: Number(e.target.value) as 0 | 1 })}
                    >
                      <option value={0}>0</option>
                      <option value={1}>1</option>
                    </select>
                  </label>
                  <label className="text-sm font-medium">
                    {t("scaleTo")}
                    <select
                      className={field}
                      value={d.max}
                      onChange={(e) => set(i, { max: Number(e.target.value) })}
                    >
                      {[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                </>
              )}
              <label className="flex items-center gap-2 pb-3 text-sm">
                <input
                  type="checkbox"
                  checked={d.required}
                  onChange={(e) => set(i, { required: e.target.checked })}
                />
                {t("required")}
              </label>
            </div>
            {(d.kind === "single" || d.kind === "multiple") && (
              <TextAreaField
                label={t("options")}
                rows={4}
                value={d.options}
                onChange={(e) => set(i, { options: e.target.value })}
              />
            )}
            <div className="flex gap-3">
              {i > 0 && (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() =>
                    setDrafts([
                      ...drafts.slice(0, i - 1),
                      d,
                      drafts[i - 1]!,
                      ...drafts.slice(i + 1),
                    ])
                  }
                >
                  {t("moveUp")}
                </Button>
              )}
              <Button
                type="button"
                variant="secondary"
                onClick={() => setDrafts(drafts.filter((_, j) => j !== i))}
              >
                {t("remove")}
              </Button>
            </div>
          </div>
        ))}
        {drafts.length < FORM_LIMITS.questions && (
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              setDrafts([
                ...drafts,
                {
                  id: newId(),
                  kind: "shortText",
                  label: t("newQuestion"),
                  required: false,
                  options: "",
                  min: 0,
                  max: 10,
                },
              ])
            }
          >
            {t("addQuestion")}
          </Button>
        )}
      </fieldset>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={send} onChange={(e) => setSend(e.target.checked)} />
        {t("sendToNew")}
      </label>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {t("save")}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t("close")}
        </Button>
      </div>
    </form>
  );
}
