import { z } from "zod";
import { EMAIL_PATTERN, pageNumber } from "@/lib/validation/common";

/** At most this many rows in one import request: a 1,000-row CSV fits with room to spare. */
export const IMPORT_MAX_ROWS = 2000;
/** New invitations per therapist in any 24 hours, so imports cannot be used to send spam. */
export const IMPORT_DAILY_LIMIT = 2000;
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORTS_PAGE_SIZE = 20;

/** One person in a manual entry: name, email, optional phone (spec section 2). */
export const manualClientSchema = z.object({
  firstName: z.string("nameRequired").trim().min(1, "nameRequired").max(32, "nameMax"),
  lastName: z.string("nameRequired").trim().min(1, "nameRequired").max(32, "nameMax"),
  email: z
    .string("emailRequired")
    .trim()
    .min(1, "emailRequired")
    .regex(EMAIL_PATTERN, "emailInvalid"),
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d*$/, "phoneDigits")
    .refine((v) => v === "" || v.replace(/\D/g, "").length >= 10, "phoneMin")
    .refine((v) => v.replace(/\D/g, "").length <= 13, "phoneMax")
    .optional(),
});
export type ManualClient = z.input<typeof manualClientSchema>;

/**
 * POST /client-import: a list of emails (one per line, or separated by commas or spaces) or
 * manual entries. A CSV goes to POST /client-import/csv as multipart. Rows are checked one by one
 * on the server, so one bad row never stops the others.
 */
/**
 * The addresses of the "By email" form, split on lines, commas, semicolons or spaces; each one's
 * position is its row in the answer, so the form can name the address a row was refused for.
 */
export const emailsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export const importSchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("emails"),
    emails: z.string("importEmpty").max(200_000, "importTooMany"),
    language: z.enum(["en", "de"]).optional(),
  }),
  z.object({
    mode: z.literal("manual"),
    clients: z
      .array(z.record(z.string(), z.unknown()))
      .min(1, "importEmpty")
      .max(IMPORT_MAX_ROWS, "importTooMany"),
    language: z.enum(["en", "de"]).optional(),
  }),
]);

export const importListQuerySchema = z.object({ page: pageNumber() });
export const claimSchema = z.object({
  token: z.string("tokenRequired").min(10, "tokenRequired").max(100, "tokenRequired"),
});

export const IMPORT_STATUSES = ["invited", "claimed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** POST /client-import and /client-import/csv: what became of the rows. */
export const importResultSchema = z.strictObject({
  /** New invitations sent. */
  invited: z.number().int(),
  /** Emails this therapist had imported before (left as they were). */
  alreadyImported: z.number().int(),
  /** Repeats of an email earlier in the same request, counted once. */
  duplicates: z.number().int(),
  /** Rows that could not be imported, with their number and reason. */
  failed: z.array(z.strictObject({ row: z.number().int(), reason: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** GET /client-import: one person the therapist imported. */
export const importedClientSchema = z
  .strictObject({
    identifier: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    status: z.enum(IMPORT_STATUSES),
    clientId: z.string().nullable(),
    createdAt: z.string(),
    claimedAt: z.string().nullable(),
  })
  .meta({ id: "ImportedClient" });
export type ImportedClient = z.infer<typeof importedClientSchema>;

/** GET /client-import/invitation/{token}: who invites, and whether it is taken. */
export const invitationSchema = z.strictObject({
  therapist: z.string(),
  email: z.string(),
  status: z.enum(IMPORT_STATUSES),
});
export type Invitation = z.infer<typeof invitationSchema>;
/** POST /client-import/claim. */
export const claimAnswerSchema = z.strictObject({
  therapistId: z.string(),
  status: z.literal("claimed"),
});

/** The manual-entry form: one or more people. */
export const manualFormSchema = z.object({
  clients: z.array(manualClientSchema).min(1, "importEmpty").max(50, "importTooMany"),
});
export type ManualForm = z.input<typeof manualFormSchema>;
