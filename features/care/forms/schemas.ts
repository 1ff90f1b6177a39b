import { z } from "zod";

/** Intake and consent forms (issue 70, decision 0707): the limits of a template and an answer. */
export const FORM_KINDS = ["intake", "consent"] as const;
export type FormKind = (typeof FORM_KINDS)[number];
export const QUESTION_KINDS = [
  "shortText",
  "longText",
  "single",
  "multiple",
  "date",
  "scale",
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const FORM_STATES = ["sent", "started", "completed"] as const;
export type FormState = (typeof FORM_STATES)[number];

export const FORM_LIMITS = {
  title: 120,
  body: 10_000,
  questions: 40,
  label: 300,
  options: 12,
  option: 100,
  shortText: 200,
  longText: 4_000,
  signedName: 200,
} as const;

const questionId = z.string().regex(/^[a-z0-9-]{1,40}$/, "careFormQuestion");
const label = z.string().trim().min(1, "careFormLabel").max(FORM_LIMITS.label, "careFormLabel");
const option = z.string().trim().min(1, "careFormOption").max(FORM_LIMITS.option, "careFormOption");

/** One question: a short or long text, one or several of a list, a date, or a point on a scale. */
export const formQuestionSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      id: questionId,
      kind: z.enum(["shortText", "longText", "date"]),
      label,
      required: z.boolean(),
    }),
    z.strictObject({
      id: questionId,
      kind: z.enum(["single", "multiple"]),
      label,
      required: z.boolean(),
      options: z
        .array(option)
        .min(2, "careFormOptions")
        .max(FORM_LIMITS.options, "careFormOptions"),
    }),
    z.strictObject({
      id: questionId,
      kind: z.literal("scale"),
      label,
      required: z.boolean(),
      min: z.union([z.literal(0), z.literal(1)], "careFormScale"),
      max: z
        .number("careFormScale")
        .int("careFormScale")
        .min(2, "careFormScale")
        .max(10, "careFormScale"),
    }),
  ],
  "careFormQuestion",
);
export type FormQuestion = z.infer<typeof formQuestionSchema>;

/** PUT /care/form-templates/{id}: the therapist's edited copy. */
export const formTemplateInputSchema = z.object({
  title: z.string().trim().min(1, "careFormTitle").max(FORM_LIMITS.title, "careFormTitle"),
  body: z.string().max(FORM_LIMITS.body, "careFormBody"),
  questions: z
    .array(formQuestionSchema)
    .max(FORM_LIMITS.questions, "careFormQuestions")
    .refine((list) => new Set(list.map((q) => q.id)).size === list.length, "careFormQuestion"),
  sendToNewClients: z.boolean(),
});
export type FormTemplateInput = z.input<typeof formTemplateInputSchema>;

/** POST /care/form-templates: a copy of a starter, in the page's language. */
export const copyStarterSchema = z.object({ starter: z.enum(FORM_KINDS, "careFormKind") });

/** An answer: a text, a date (YYYY-MM-DD), one choice, several, or a point on the scale. */
export const formAnswerValue = z.union([
  z.string().max(FORM_LIMITS.longText, "careFormAnswer"),
  z.array(z.string().max(FORM_LIMITS.option, "careFormAnswer")).max(FORM_LIMITS.options),
  z.number().int(),
]);
export type FormAnswerValue = z.infer<typeof formAnswerValue>;
export const formAnswersSchema = z
  .record(questionId, formAnswerValue)
  .refine((r) => Object.keys(r).length <= FORM_LIMITS.questions, "careFormAnswer");
export type FormAnswers = z.infer<typeof formAnswersSchema>;

/** PUT /care/forms/{id}/answers: saved as the client types. */
export const saveFormSchema = z.object({ answers: formAnswersSchema });
/** POST /care/forms/{id}/complete: every required answer; a consent's signature, the full name. */
export const completeFormSchema = z.object({
  answers: formAnswersSchema,
  signedName: z.string().trim().max(FORM_LIMITS.signedName, "careSignatureName").optional(),
});
export type CompleteFormInput = z.input<typeof completeFormSchema>;

// --- answers (decision 0042: strict objects, the wire types read off them) ----------------

export const formTemplate = z.strictObject({
  identifier: z.uuid(),
  kind: z.enum(FORM_KINDS),
  title: z.string(),
  body: z.string(),
  questions: z.array(formQuestionSchema),
  sendToNewClients: z.boolean(),
  updatedAt: z.string(),
});
export type FormTemplate = z.infer<typeof formTemplate>;

/** A form's state, for the therapist's page and the client's to-do: no answers in it. */
export const formSummary = z.strictObject({
  identifier: z.uuid(),
  providerId: z.uuid(),
  clientId: z.uuid(),
  bookingId: z.uuid().nullable(),
  kind: z.enum(FORM_KINDS),
  title: z.string(),
  state: z.enum(FORM_STATES),
  sentAt: z.string(),
  savedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  therapistName: z.string().nullable(),
});
export type FormSummary = z.infer<typeof formSummary>;

export const formSignature = z.strictObject({
  name: z.string(),
  signedAt: z.string(),
  accountId: z.uuid().nullable(),
  textHash: z.string(),
});

/** GET /care/forms/{id}: the copy as sent, the answers so far, the signature once signed. */
export const formDetail = formSummary.extend({
  body: z.string(),
  questions: z.array(formQuestionSchema),
  answers: z.record(z.string(), formAnswerValue),
  signature: formSignature.nullable(),
});
export type FormDetail = z.infer<typeof formDetail>;
