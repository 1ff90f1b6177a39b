import { z } from "zod";
import { pageNumber } from "@/lib/validation/common";

export const NOTE_TITLE_MIN = 3;
export const NOTE_TITLE_MAX = 32;
export const NOTE_CONTENT_MAX = 4000;
export const NOTES_PAGE_SIZE = 10;
/** The success dialog closes itself after this long (spec section 9). */
export const NOTE_SUCCESS_DIALOG_MS = 2000;

export const noteTypes = ["booking", "client"] as const;
export type NoteType = (typeof noteTypes)[number];

const title = z
  .string("noteTitleLength")
  .trim()
  .min(NOTE_TITLE_MIN, "noteTitleLength")
  .max(NOTE_TITLE_MAX, "noteTitleLength");
const content = z.string().trim().max(NOTE_CONTENT_MAX, "noteContentMax");

/**
 * POST /note (multipart: title, content, reference, type, file optional). `reference` is the
 * booking of a session note or the client of a client note; a session note needs its content.
 */
export const createNoteSchema = z
  .object({
    type: z.enum(noteTypes, "noteType"),
    title,
    content: content.optional(),
    reference: z.string().trim().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === "booking" && !v.content)
      ctx.addIssue({ code: "custom", path: ["content"], message: "noteContentRequired" });
    if (v.type === "booking" && !z.uuid().safeParse(v.reference).success)
      ctx.addIssue({ code: "custom", path: ["reference"], message: "noteBookingRequired" });
  });
export type CreateNoteInput = z.input<typeof createNoteSchema>;

/** PUT /note/{id}: title again, content optional (spec section 5). */
export const updateNoteSchema = z.object({
  title,
  content: content.optional(),
  removeFile: z.enum(["true", "false"]).optional(),
});
export type UpdateNoteInput = z.input<typeof updateNoteSchema>;

const day = z.iso.date("dateFormat");

/** GET /note/client/{clientId}?type&page&title&fromDate&toDate */
export const clientNotesQuerySchema = z
  .object({
    type: z.enum(noteTypes, "noteType").optional(),
    page: pageNumber(),
    title: z.string().trim().max(NOTE_TITLE_MAX, "noteTitleLength").optional(),
    fromDate: day.optional(),
    toDate: day.optional(),
  })
  .refine((v) => !v.fromDate || !v.toDate || v.fromDate <= v.toDate, {
    path: ["toDate"],
    message: "dateRange",
  });
export type ClientNotesQuery = z.input<typeof clientNotesQuerySchema>;

/** A note on the wire: the spec's names, decrypted for its author only. */
export const noteSchema = z
  .strictObject({
    identifier: z.string(),
    type: z.enum(noteTypes),
    title: z.string(),
    content: z.string().nullable(),
    reference: z.string(),
    clientId: z.string(),
    bookingId: z.string().nullable(),
    file: z.strictObject({ name: z.string(), kind: z.string(), size: z.number() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Note" });
export type Note = z.infer<typeof noteSchema>;

export const noteAccessSchema = z
  .strictObject({
    identifier: z.number(),
    action: z.enum(["create", "read", "list", "update", "delete", "download", "export"]),
    actorId: z.string(),
    address: z.string(),
    at: z.string(),
  })
  .meta({ id: "NoteAccess" });
export type NoteAccess = z.infer<typeof noteAccessSchema>;

/**
 * The note dialog's form (spec section 4): typed notes have a title and content; uploads a title,
 * a file and optional words. A session note needs its content when it is created.
 */
export const noteFormSchema = (type: NoteType, editing: boolean, upload: boolean) =>
  z
    .object({
      title,
      content: content.optional(),
      file: z.custom<File | null | undefined>().optional(),
    })
    .superRefine((v, ctx) => {
      if (type === "booking" && !editing && !v.content)
        ctx.addIssue({ code: "custom", path: ["content"], message: "noteContentRequired" });
      if (upload && !editing && !v.file)
        ctx.addIssue({ code: "custom", path: ["file"], message: "noteFileRequired" });
    });
export type NoteFormInput = z.input<ReturnType<typeof noteFormSchema>>;
