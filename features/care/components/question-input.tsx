"use client";

import { useTranslations } from "next-intl";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField, useFieldError } from "@/components/ui/text-field";
import { FORM_LIMITS, type FormAnswerValue, type FormQuestion } from "../forms/schemas";

type Props = {
  question: FormQuestion;
  value: FormAnswerValue | undefined;
  onChange: (value: FormAnswerValue) => void;
  error?: string;
};

const choice =
  "flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm ring-1 ring-stone-300 has-[:checked]:bg-brand-100 has-[:checked]:ring-brand-600";

/** One question of an intake or consent form, by its kind; the answer is the parent's. */
export function QuestionInput({ question, value, onChange, error }: Props) {
  const t = useTranslations("Care.forms");
  const message = useFieldError()(error);
  const label = question.required ? `${question.label} (${t("required")})` : question.label;
  const text = typeof value === "string" ? value : "";
  switch (question.kind) {
    case "shortText":
      return (
        <TextField
          label={label}
          value={text}
          maxLength={FORM_LIMITS.shortText}
          required={question.required}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "longText":
      return (
        <TextAreaField
          label={label}
          value={text}
          maxLength={FORM_LIMITS.longText}
          count={{ length: text.length, max: FORM_LIMITS.longText }}
          required={question.required}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "date":
      return (
        <TextField
          type="date"
          label={label}
          value={text}
          hint={t("dateHint")}
          required={question.required}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  const picked = (option: string | number) =>
    Array.isArray(value) ? value.includes(String(option)) : value === option;
  const options: (string | number)[] =
    question.kind === "scale"
      ? Array.from({ length: question.max - question.min + 1 }, (_, i) => question.min + i)
      : question.options;
  return (
    <fieldset aria-invalid={message ? true : undefined}>
      <legend className="text-sm font-medium text-ink">{label}</legend>
      {question.kind === "scale" && (
        <p className="text-xs text-muted">
          {t("scaleOf", { min: question.min, max: question.max })}
        </p>
      )}
      <div
        className={
          question.kind === "scale" ? "mt-2 flex flex-wrap gap-2" : "mt-2 grid gap-2 sm:grid-cols-2"
        }
      >
        {options.map((option) => (
          <label key={option} className={choice}>
            <input
              type={question.kind === "multiple" ? "checkbox" : "radio"}
              name={question.id}
              value={option}
              checked={picked(option)}
              onChange={(e) => {
                if (question.kind !== "multiple") return onChange(option);
                const current = Array.isArray(value) ? value : [];
                onChange(
                  e.target.checked
                    ? question.options.filter((o) => o === option || current.includes(o))
                    : current.filter((o) => o !== option),
                );
              }}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {message && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** An answer as text, for the read-only view. */
export function answerText(value: FormAnswerValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.length ? value.join(", ") : undefined;
  const text = String(value);
  return text.trim() ? text : undefined;
}
