import { z } from "zod";
import { inMonthRange, inputToMonth, latestStartMonth, parseMonth } from "./months";

export const WORK_HISTORY_TEXT_MAX = 100;
export const WORK_HISTORY_DESCRIPTION_MAX = 1000;
/** The most jobs one therapist may list (a server rule; the 51st POST is refused). */
export const WORK_HISTORY_MAX_ENTRIES = 50;

/** A job on the wire (spec section 3: Work history), months as MM-YYYY. */
export const experienceAnswerSchema = z
  .strictObject({
    identifier: z.string(),
    companyName: z.string(),
    jobTitle: z.string(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    description: z.string().nullable(),
    currentlyWorksHere: z.boolean(),
  })
  .meta({ id: "Experience" });
export type Experience = z.infer<typeof experienceAnswerSchema>;

/** GET and PUT /provider/experience/visibility (decision 0211). */
export const visibilityAnswerSchema = z.strictObject({ showOnProfile: z.boolean() });
export type WorkHistoryVisibility = z.infer<typeof visibilityAnswerSchema>;
export const visibilitySchema = z.object({ showOnProfile: z.boolean("invalid") });

/** A job as a public profile shows it: no identifier. */
export const publicExperienceSchema = experienceAnswerSchema.omit({ identifier: true });
export type PublicExperience = z.infer<typeof publicExperienceSchema>;

const text = (required: string, max: string) =>
  z.string(required).trim().min(1, required).max(WORK_HISTORY_TEXT_MAX, max);

/**
 * One job's fields and rules (spec section 5: months between 1900-01 and 2099-12 with a
 * four-digit year; the end date cleared when currentlyWorksHere is set). `read` turns a month as
 * typed into MM-YYYY: the API takes MM-YYYY as it is, the form's month inputs give YYYY-MM.
 */
function experienceRules(read: (value: string) => string) {
  return z
    .object({
      companyName: text("workHistoryCompanyRequired", "workHistoryCompanyMax"),
      jobTitle: text("workHistoryJobTitleRequired", "workHistoryJobTitleMax"),
      description: z
        .string("workHistoryDescriptionMax")
        .trim()
        .max(WORK_HISTORY_DESCRIPTION_MAX, "workHistoryDescriptionMax")
        .nullish()
        .transform((v) => v || null),
      startDate: z.string("workHistoryStartRequired").transform(read),
      // Checked below only for a job that ended: a current job's end is dropped, whatever it was.
      endDate: z
        .unknown()
        .optional()
        .transform((v) => (typeof v === "string" && v.trim() ? read(v) : null)),
      currentlyWorksHere: z.boolean("workHistoryCurrentInvalid").default(false),
    })
    .superRefine((v, ctx) => {
      const month = (value: string | null, path: string, required: string) => {
        if (!value) {
          ctx.addIssue({ code: "custom", path: [path], message: required });
          return null;
        }
        const parsed = parseMonth(value);
        if (parsed === null)
          ctx.addIssue({ code: "custom", path: [path], message: "workHistoryMonthFormat" });
        else if (!inMonthRange(parsed))
          ctx.addIssue({ code: "custom", path: [path], message: "workHistoryMonthRange" });
        else return parsed;
        return null;
      };
      const start = month(v.startDate, "startDate", "workHistoryStartRequired");
      // Read at parse time, so the route and the form both judge by the moment they check.
      if (start !== null && start > latestStartMonth(new Date()))
        ctx.addIssue({ code: "custom", path: ["startDate"], message: "workHistoryStartFuture" });
      if (v.currentlyWorksHere) return;
      const end = month(v.endDate, "endDate", "workHistoryEndRequired");
      if (start !== null && end !== null && end < start)
        ctx.addIssue({ code: "custom", path: ["endDate"], message: "workHistoryEndBeforeStart" });
    })
    .transform((v) => ({ ...v, endDate: v.currentlyWorksHere ? null : v.endDate }));
}

/** POST /provider/experience and PUT /provider/experience/{id}: the whole job. */
export const experienceSchema = experienceRules((value) => value.trim());
export type ExperienceInput = z.input<typeof experienceSchema>;
/** What the service saves: months as MM-YYYY, a current job without an end. */
export type ExperienceValues = z.output<typeof experienceSchema>;

/**
 * The add/edit dialog's form: the same rules over its month inputs (YYYY-MM); what it hands to
 * the submit handler is the API's body.
 */
export const experienceFormSchema = experienceRules(inputToMonth);
export type ExperienceFormInput = z.input<typeof experienceFormSchema>;
