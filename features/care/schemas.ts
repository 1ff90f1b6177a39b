import { z } from "zod";
import { ANSWER_VALUES, INSTRUMENTS, type Band } from "./instruments/definitions";

/** Measures come every N held sessions: at most once a session, at least once a year of weeks. */
export const MEASURE_EVERY_MIN = 1;
export const MEASURE_EVERY_MAX = 52;
export const MEASURE_EVERY_DEFAULT = 4;

/** POST /care/measures/{id}/answer: one value 0 to 3 per item (the count is checked per instrument). */
export const answerMeasureSchema = z.object({
  answers: z
    .array(
      z.union(
        ANSWER_VALUES.map((v) => z.literal(v)),
        "careAnswerRequired",
      ),
      "careAnswerRequired",
    )
    .min(7, "careAnswerRequired")
    .max(9, "careAnswerRequired"),
});
export type AnswerMeasureInput = z.input<typeof answerMeasureSchema>;

/** POST /care/client/{clientId}/request: the therapist sends a measure now. */
export const requestMeasureSchema = z.object({ instrument: z.enum(INSTRUMENTS, "careInstrument") });

export const clientParamSchema = z.object({ clientId: z.uuid("invalidId") });

/** PUT /care/settings: a therapist's N, a client's choice to hide their own chart. */
export const careSettingsSchema = z.object({
  measureEvery: z
    .number("careMeasureEvery")
    .int("careMeasureEvery")
    .min(MEASURE_EVERY_MIN, "careMeasureEvery")
    .max(MEASURE_EVERY_MAX, "careMeasureEvery")
    .optional(),
  hideOwnChart: z.boolean().optional(),
});

const band = z.enum([
  "minimal",
  "mild",
  "moderate",
  "moderatelySevere",
  "severe",
]) satisfies z.ZodType<Band>;

/** One measure as its client or therapist reads it; score and band only once answered. */
export const measure = z.strictObject({
  identifier: z.uuid(),
  providerId: z.uuid(),
  clientId: z.uuid(),
  instrument: z.enum(INSTRUMENTS),
  reason: z.enum(["first", "interval", "request"]),
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
  score: z.number().int().nullable(),
  band: band.nullable(),
});
export type Measure = z.infer<typeof measure>;

export const crisisHelp = z.strictObject({
  countryCode: z.string().nullable(),
  emergency: z.strictObject({ number: z.string(), source: z.string() }).nullable(),
  lines: z.array(
    z.strictObject({
      name: z.string(),
      number: z.string(),
      kind: z.enum(["crisisLine", "emotionalSupport"]),
      source: z.string(),
    }),
  ),
});
export type CrisisHelpAnswer = z.infer<typeof crisisHelp>;

/** A client's own measure names the therapist who sent it (a client may see several). */
export const ownMeasure = measure.extend({ therapistName: z.string().nullable() });
export type OwnMeasure = z.infer<typeof ownMeasure>;

/** GET /care/measures: the client's own measures, from every therapist, and their chart choice. */
export const ownMeasuresAnswer = z.strictObject({
  measures: z.array(ownMeasure),
  hideOwnChart: z.boolean(),
});

/** POST /care/measures/{id}/answer: the result, and the help to show first when item 9 is above 0. */
export const answerMeasureAnswer = z.strictObject({
  measure,
  crisis: z.boolean(),
  help: crisisHelp.nullable(),
});

export const careAlert = z.strictObject({
  identifier: z.uuid(),
  measureId: z.uuid(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
});
export type CareAlert = z.infer<typeof careAlert>;

/** GET /care/client/{clientId}: the therapist's view on a client's page. */
export const clientCareAnswer = z.strictObject({
  measures: z.array(measure),
  alerts: z.array(careAlert),
  measureEvery: z.number().int(),
});
export type ClientCare = z.infer<typeof clientCareAnswer>;

export const requestMeasureAnswer = measure;
export const acknowledgeAlertAnswer = careAlert;
export const careSettingsAnswer = z.strictObject({
  measureEvery: z.number().int(),
  hideOwnChart: z.boolean(),
});
export const crisisHelpAnswer = crisisHelp;

/**
 * GET /care/access: who read the client's answers, forms and safety plans (their therapist, or
 * they themselves), when. A measure names its instrument, a form its title.
 */
export const careAccessAnswer = z.array(
  z.strictObject({
    subject: z.enum(["measure", "form", "safetyPlan"]),
    subjectId: z.uuid(),
    instrument: z.enum(INSTRUMENTS).nullable(),
    title: z.string().nullable(),
    action: z.enum(["answered", "wrote", "read"]),
    byYou: z.boolean(),
    actorName: z.string().nullable(),
    at: z.string(),
  }),
);
export type CareAccess = z.infer<typeof careAccessAnswer>[number];
