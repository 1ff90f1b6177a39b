import { z } from "zod";
import { acceptOfKinds, hasExtensionOf, UPLOAD_MAX_BYTES, type FileKind } from "@/lib/files/sniff";

/** Spec section 3: the kinds of qualification, in the order the form offers them. */
export const qualificationTypes = [
  "license",
  "education",
  "association",
  "certification",
  "conduct",
] as const;
export type QualificationType = (typeof qualificationTypes)[number];

/** Spec section 5: qualification and insurance files are doc, docx, pdf, jpg/jpeg or png. */
export const credentialFileKinds = [
  "doc",
  "docx",
  "pdf",
  "jpg",
  "png",
] as const satisfies readonly FileKind[];
export const CREDENTIAL_FILE_ACCEPT = acceptOfKinds(credentialFileKinds);
export const CREDENTIAL_FILE_MAX_BYTES = UPLOAD_MAX_BYTES;
/** A qualification holds at most this many files; an insurance upload sends at most this many. */
export const CREDENTIAL_FILES_MAX = 5;
export const QUALIFICATION_TEXT_MAX = 200;
export const CREDENTIAL_NUMBER_MAX = 64;
/** Spec section 5: "Credential number: letters, digits, dashes, slashes." */
export const CREDENTIAL_NUMBER_PATTERN = /^[A-Za-z0-9/-]+$/;

/** An optional text field; empty means absent (a multipart form sends "" for an empty input). */
const text = z
  .string()
  .trim()
  .max(QUALIFICATION_TEXT_MAX, "qualificationTextMax")
  .optional()
  .transform((v) => v || undefined);

const credentialNumber = z
  .string()
  .trim()
  .max(CREDENTIAL_NUMBER_MAX, "qualificationNumberMax")
  .regex(CREDENTIAL_NUMBER_PATTERN, "qualificationNumberFormat")
  .optional()
  .or(z.literal(""))
  .transform((v) => v || undefined);

/** The details the type asks for (spec section 5): license body and number, others a title. */
function requireDetails(
  v: { type: QualificationType; body?: string; credentialNumber?: string; title?: string },
  ctx: z.RefinementCtx,
) {
  if (v.type === "license") {
    if (!v.body)
      ctx.addIssue({ code: "custom", path: ["body"], message: "qualificationBodyRequired" });
    if (!v.credentialNumber)
      ctx.addIssue({
        code: "custom",
        path: ["credentialNumber"],
        message: "qualificationNumberRequired",
      });
  } else if (!v.title)
    ctx.addIssue({ code: "custom", path: ["title"], message: "qualificationTitleRequired" });
}

const detailFields = {
  body: text,
  credentialNumber,
  title: text,
};

/** POST /provider/qualification/file/upload: the text fields (the files are checked apart). */
export const createQualificationSchema = z
  .object({ type: z.enum(qualificationTypes, "qualificationType"), ...detailFields })
  .superRefine(requireDetails);
export type CreateQualificationInput = z.input<typeof createQualificationSchema>;

/**
 * PUT /provider/qualification/files/{id}: details to change (a field left out keeps its value) and
 * files to remove. The type never changes, so the service checks the result against the stored
 * type with `checkDetails`.
 */
export const updateQualificationSchema = z.object({
  ...detailFields,
  removeFiles: z.array(z.uuid("invalidId")).max(50, "invalidId").default([]),
});
export type UpdateQualificationInput = z.input<typeof updateQualificationSchema>;

/** The issues of a type's details, as `{ field: messageKey }` (empty when they are complete). */
export function checkDetails(v: {
  type: QualificationType;
  body?: string | null;
  credentialNumber?: string | null;
  title?: string | null;
}) {
  const result = createQualificationSchema.safeParse({
    type: v.type,
    body: v.body ?? undefined,
    credentialNumber: v.credentialNumber ?? undefined,
    title: v.title ?? undefined,
  });
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
  return errors;
}

/** The dialog's form: the same rules, plus the chosen files (kinds checked again by the server). */
export const qualificationFormSchema = (options: { editing: boolean; keptFiles: number }) =>
  z
    .object({
      type: z.enum(qualificationTypes, "qualificationType"),
      ...detailFields,
      files: z.array(z.instanceof(File)),
    })
    .superRefine((v, ctx) => {
      requireDetails(v, ctx);
      const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["files"], message });
      if (v.files.length + options.keptFiles === 0)
        issue(options.editing ? "qualificationLastFile" : "qualificationFileRequired");
      else if (v.files.length + options.keptFiles > CREDENTIAL_FILES_MAX)
        issue("qualificationFileCount");
      else if (v.files.some((f) => f.size > CREDENTIAL_FILE_MAX_BYTES))
        issue("qualificationFileSize");
      else if (v.files.some((f) => !hasAcceptedExtension(f.name))) issue("qualificationFileType");
    });
export type QualificationFormInput = z.input<ReturnType<typeof qualificationFormSchema>>;

/** What the browser can check before upload; the server sniffs the bytes regardless. */
export const hasAcceptedExtension = (name: string) => hasExtensionOf(credentialFileKinds, name);

// The answers' schemas (decision 0042); the wire types are read off them.
export const credentialFileSchema = z.strictObject({
  identifier: z.string(),
  filename: z.string(),
  size: z.number(),
  url: z.string(),
});
export type CredentialFile = z.infer<typeof credentialFileSchema>;

const detailsSchema = z.union([
  z.strictObject({ body: z.string(), credentialNumber: z.string() }),
  z.strictObject({ title: z.string() }),
]);
export type QualificationDetails = z.infer<typeof detailsSchema>;

/** A qualification on the wire (spec section 3). */
export const qualificationSchema = z
  .strictObject({
    identifier: z.string(),
    type: z.enum(qualificationTypes),
    details: detailsSchema,
    files: z.array(credentialFileSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Qualification" });
export type Qualification = z.infer<typeof qualificationSchema>;

export const insuranceFileSchema = credentialFileSchema.extend({ createdAt: z.string() });
export type InsuranceFile = z.infer<typeof insuranceFileSchema>;

export const verificationStatuses = ["not_submitted", "submitted", "approved", "rejected"] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const verificationSchema = z
  .strictObject({
    status: z.enum(verificationStatuses),
    note: z.string().nullable(),
    submittedAt: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    changedSinceSubmission: z.boolean(),
    /**
     * When a reviewer approved; kept while changed credentials are resubmitted, null after a
     * rejection or a lapse. Listed while set and not expired (decision 0213).
     */
    approvedAt: z.string().nullable(),
    /** Until when an approval holds; past it the approval lapses (decision 0213). */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: "Verification" });
export type Verification = z.infer<typeof verificationSchema>;

/** A therapist keeps at most this many insurance documents. */
export const INSURANCE_FILES_TOTAL_MAX = 20;
