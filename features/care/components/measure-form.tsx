"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { NotFound } from "@/features/shell";
import { errorToMessage } from "@/lib/api/error-message";
import { useRouter } from "@/lib/i18n/navigation";
import { useAnswerMeasure, useOwnMeasures } from "../api";
import { ANSWER_VALUES, isAnswerValue, type AnswerValue } from "../instruments/definitions";
import { wordingOf } from "../instruments/texts";

/**
 * /care/{id}: one questionnaire, its published wording in the page's language. Sent answers with
 * item 9 above 0 lead to the crisis help before anything else.
 */
export function MeasureForm({ id }: { id: string }) {
  const t = useTranslations("Care");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const router = useRouter();
  const query = useOwnMeasures();
  const answer = useAnswerMeasure();
  const [answers, setAnswers] = useState<(AnswerValue | undefined)[]>([]);
  const [missing, setMissing] = useState(false);

  if (query.isPending) return <Spinner label={t("loading")} />;
  if (query.isError)
    return (
      <LoadFailed message={t("failed")} retryLabel={t("retry")} onRetry={() => query.refetch()} />
    );
  // Sent: the list now holds it answered while the next page opens.
  if (answer.isSuccess) return <Spinner label={t("submitting")} />;
  const measure = query.data.measures.find((m) => m.identifier === id);
  if (!measure || measure.answeredAt) return <NotFound />;
  const wording = wordingOf(locale, measure.instrument);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const full = wording.items.map((_, i) => answers[i]).filter(isAnswerValue);
    if (full.length < wording.items.length) {
      setMissing(true);
      return;
    }
    answer.mutate(
      { id, answers: full },
      {
        onSuccess: (result) => {
          if (result.crisis) router.push("/care/help?after=answer");
          else {
            toast.success(t("saved"));
            router.push("/care");
          }
        },
        onError: (error) => toast.error(errorToMessage(error, tc("genericError"))),
      },
    );
  };

  return (
    <form method="post" onSubmit={submit} className="space-y-5" noValidate>
      <div>
        <h1 className="text-2xl font-semibold">{t(`instruments.${measure.instrument}`)}</h1>
        <p className="mt-2">{wording.stem}</p>
      </div>
      <ol className="space-y-4">
        {wording.items.map((item, i) => (
          <li key={i} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <fieldset>
              <legend className="font-medium">
                <span className="sr-only">
                  {t("question", { n: i + 1, total: wording.items.length })}:{" "}
                </span>
                {i + 1}. {item}
              </legend>
              <div className="mt-3 grid gap-2 sm:grid-cols-4">
                {ANSWER_VALUES.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm ring-1 ring-stone-300 has-[:checked]:bg-brand-100 has-[:checked]:ring-brand-600"
                  >
                    <input
                      type="radio"
                      name={`item-${i}`}
                      value={value}
                      checked={answers[i] === value}
                      onChange={() => {
                        const next = [...answers];
                        next[i] = value;
                        setAnswers(next);
                      }}
                    />
                    <span>
                      {wording.options[value]} ({value})
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {missing && answers.filter((a) => a !== undefined).length < wording.items.length && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("answerAll")}
        </p>
      )}
      <Button type="submit" disabled={answer.isPending}>
        {answer.isPending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
