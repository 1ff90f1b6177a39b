import { z } from "zod";

/** The standard sections of a safety plan (Stanley and Brown), in the order they are used. */
export const SAFETY_SECTIONS = [
  "warningSigns",
  "copingSteps",
  "peopleAndPlaces",
  "professionals",
  "safeEnvironment",
] as const;
export type SafetySection = (typeof SAFETY_SECTIONS)[number];

/** Each item 1 to 300 characters (trimmed), at most 10 items a section. */
export const SAFETY_ITEM_MAX = 300;
export const SAFETY_ITEMS_MAX = 10;

const item = z
  .string("safetyPlanItem")
  .trim()
  .min(1, "safetyPlanItem")
  .max(SAFETY_ITEM_MAX, "safetyPlanItem");
const section = z.array(item, "safetyPlanItems").max(SAFETY_ITEMS_MAX, "safetyPlanItems");

export const safetySectionsSchema = z.strictObject({
  warningSigns: section,
  copingSteps: section,
  peopleAndPlaces: section,
  professionals: section,
  safeEnvironment: section,
});
export type SafetySections = z.infer<typeof safetySectionsSchema>;

export const emptySections = (): SafetySections => ({
  warningSigns: [],
  copingSteps: [],
  peopleAndPlaces: [],
  professionals: [],
  safeEnvironment: [],
});

/**
 * PUT /care/safety-plans/{providerId}/{clientId}: the whole plan, and the version it was written
 * on (0 when there was none yet). A save on an older version answers 409 SAFETY_PLAN_STALE.
 */
export const saveSafetyPlanSchema = z.object({
  version: z.number("safetyPlanVersion").int("safetyPlanVersion").min(0, "safetyPlanVersion"),
  sections: safetySectionsSchema,
});
export type SaveSafetyPlanInput = z.input<typeof saveSafetyPlanSchema>;

export const safetyPairParamSchema = z.object({
  providerId: z.uuid("invalidId"),
  clientId: z.uuid("invalidId"),
});

/** A pair's plan as either of them reads it; version 0 and no times while nothing is written. */
export const safetyPlanAnswer = z.strictObject({
  providerId: z.uuid(),
  clientId: z.uuid(),
  therapistName: z.string().nullable(),
  sections: safetySectionsSchema,
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedByYou: z.boolean().nullable(),
});
export type SafetyPlan = z.infer<typeof safetyPlanAnswer>;

/** GET /care/safety-plans: the client's plans, one per therapist they have or had one with. */
export const ownSafetyPlansAnswer = z.array(safetyPlanAnswer);

/**
 * The form's values: each item an object, as react-hook-form's field arrays keep them, checked
 * with the same item and section limits as the API's schema.
 */
const formSection = z.array(z.object({ text: item })).max(SAFETY_ITEMS_MAX, "safetyPlanItems");
export const safetyPlanFormSchema = z.object({
  warningSigns: formSection,
  copingSteps: formSection,
  peopleAndPlaces: formSection,
  professionals: formSection,
  safeEnvironment: formSection,
});
export type SafetyPlanFormValues = z.input<typeof safetyPlanFormSchema>;

export const toFormValues = (sections: SafetySections): SafetyPlanFormValues =>
  Object.fromEntries(
    SAFETY_SECTIONS.map((s) => [s, sections[s].map((text) => ({ text }))]),
  ) as SafetyPlanFormValues;

export const fromFormValues = (values: SafetyPlanFormValues): SafetySections =>
  Object.fromEntries(
    SAFETY_SECTIONS.map((s) => [s, values[s].map((i) => i.text.trim())]),
  ) as SafetySections;
