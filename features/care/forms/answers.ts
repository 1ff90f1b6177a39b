import { FORM_LIMITS, type FormAnswers, type FormAnswerValue, type FormQuestion } from "./schemas";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date, written YYYY-MM-DD. */
export function isCalendarDate(value: string) {
  if (!DATE.test(value)) return false;
  const day = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Whether an answer says nothing: no text, no choice. */
export const isEmptyAnswer = (value: FormAnswerValue | undefined) =>
  value === undefined ||
  (typeof value === "string" && !value.trim()) ||
  (Array.isArray(value) && !value.length);

/** Whether a value fits its question's kind and limits (an empty one always does). */
export function fitsQuestion(question: FormQuestion, value: FormAnswerValue): boolean {
  if (isEmptyAnswer(value)) return true;
  switch (question.kind) {
    case "shortText":
      return typeof value === "string" && value.length <= FORM_LIMITS.shortText;
    case "longText":
      return typeof value === "string" && value.length <= FORM_LIMITS.longText;
    case "date":
      return typeof value === "string" && isCalendarDate(value);
    case "single":
      return typeof value === "string" && question.options.includes(value);
    case "multiple":
      return (
        Array.isArray(value) &&
        new Set(value).size === value.length &&
        value.every((v) => question.options.includes(v))
      );
    case "scale":
      return typeof value === "number" && value >= question.min && value <= question.max;
  }
}

/**
 * The first question an answer set fails, or null: an answer to no question, one that does not
 * fit, or (when completing) a required one left empty. A draft may leave anything empty.
 */
export function firstProblem(
  questions: FormQuestion[],
  answers: FormAnswers,
  { complete }: { complete: boolean },
): string | null {
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const [id, value] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question || !fitsQuestion(question, value)) return id;
  }
  if (complete)
    for (const q of questions) if (q.required && isEmptyAnswer(answers[q.id])) return q.id;
  return null;
}

/** The answers worth keeping: empty ones are dropped, texts kept as typed. */
export const keptAnswers = (answers: FormAnswers): FormAnswers =>
  Object.fromEntries(Object.entries(answers).filter(([, v]) => !isEmptyAnswer(v)));

const normalName = (name: string) =>
  name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase();

/** A consent is signed by typing one's full name: first and last, as the account has them. */
export const isFullName = (typed: string, person: { firstName: string; lastName: string }) =>
  normalName(typed) === normalName(`${person.firstName} ${person.lastName}`);

/** The exact text a consent's signature covers: its title, its text and its questions. */
export const signedText = (form: { title: string; body: string; questions: FormQuestion[] }) =>
  JSON.stringify({ title: form.title, body: form.body, questions: form.questions });

/** Sent, started (answers saved) or completed. */
export const formStateOf = (row: { savedAt: Date | null; completedAt: Date | null }) =>
  row.completedAt ? ("completed" as const) : row.savedAt ? ("started" as const) : ("sent" as const);
