import "server-only";
import type { Context } from "hono";
import { z } from "zod";
import { every } from "hono/combine";
import { requireTherapistSecondFactor } from "@/features/accounts/server/service";
import { requireAuth, type AuthEnv } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import {
  clientIp,
  createRouter,
  ok,
  okSaid,
  paged,
  parseInput,
  readMultipart,
  validate,
} from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import { answers, data, file as fileAnswer, marks, page } from "@/lib/server/openapi";
import {
  clientNotesQuerySchema,
  createNoteSchema,
  noteAccessSchema,
  noteSchema,
  updateNoteSchema,
} from "../schemas";
import { exportClientNotes } from "./export";
import * as notes from "./notes";

/**
 * Any signed-in user passes the guard; the service's one access check answers NOT_FOUND to anyone
 * but the note's author, so a client or another therapist learns nothing, not even a 403. A
 * therapist needs a second factor once THERAPIST_MFA_REQUIRED_FROM has come (decision 0521).
 */
// `every` runs both in turn; it loses the guard's type, which says what `viewer` is.
// `every` also hides requireAuth's declaration (decision 0042): the combined guard declares it.
const signedIn = marks(
  every(requireAuth(), requireTherapistSecondFactor),
  ["UNAUTHORIZED", "TOKEN_EXPIRED", "MFA_REQUIRED"],
  { security: [{ bearer: [] }] },
) as ReturnType<typeof requireAuth>;

const caller = (c: Context<AuthEnv>): notes.Caller => ({
  viewer: c.get("viewer"),
  address: clientIp(c),
});

/** A note's multipart body: its fields, and the file if one was sent. */
async function noteForm(c: Context<AuthEnv>) {
  const { fields, all } = await readMultipart(c);
  return { fields, file: all("file").at(-1) };
}

const clientParam = z.object({ clientId: z.uuid("invalidId") });

/** What every note route can answer: nobody's note but one's own is found. */
const NOTE_ERRORS = ["NOT_FOUND"] as const;
const noteSaid = data(noteSchema.extend({ message: z.string() }));
const noteForm_ = (create: boolean) => ({
  multipart: (create ? createNoteSchema : updateNoteSchema).and(
    z.object({ file: z.file().optional() }),
  ),
});

/** Mounted at /note (spec section 7: Notes). */
export const noteRoutes = createRouter()
  .post(
    "/",
    signedIn,
    answers(
      { 201: noteSaid },
      [
        ...NOTE_ERRORS,
        "CLIENT_ID_MISSING",
        "VALIDATION_FAILED",
        "NOT_YOUR_CLIENT",
        "BODY_TOO_LARGE",
      ],
      noteForm_(true),
    ),
    async (c) => {
      const { fields, file } = await noteForm(c);
      // "Client ID is missing" (spec section 8) before anything else about a client note.
      if (fields.type === "client" && !fields.reference?.trim())
        throw new DomainError("CLIENT_ID_MISSING");
      const input = parseInput(createNoteSchema, fields);
      const upload = await notes.readUpload(input.type, file);
      const note = await notes.createNote(caller(c), input, upload);
      return okSaid(c, note, note.type === "booking" ? "sessionNoteAdded" : "clientNoteAdded", 201);
    },
  )
  .get(
    "/booking/:id",
    signedIn,
    answers({ 200: data(z.array(noteSchema)) }, [...NOTE_ERRORS]),
    validate("param", idParamSchema),
    async (c) => ok(c, await notes.bookingNotes(caller(c), c.req.valid("param").id)),
  )
  .get(
    "/client/:clientId",
    signedIn,
    answers({ 200: page(noteSchema) }, [...NOTE_ERRORS]),
    validate("param", clientParam),
    validate("query", clientNotesQuerySchema),
    async (c) => {
      const { data, meta } = await notes.clientNotes(
        caller(c),
        c.req.valid("param").clientId,
        c.req.valid("query"),
      );
      return paged(c, data, meta);
    },
  )
  .get(
    "/client/:clientId/export",
    signedIn,
    answers({ 200: fileAnswer("text/markdown", "The client's notes as Markdown.") }, [
      ...NOTE_ERRORS,
    ]),
    validate("param", clientParam),
    async (c) => {
      const file = await exportClientNotes(
        caller(c),
        c.req.valid("param").clientId,
        c.get("locale"),
        new Date(),
      );
      return c.body(file.body, 200, {
        "content-type": "text/markdown; charset=utf-8",
        "content-disposition": `attachment; filename="${file.filename}"`,
        "cache-control": "private, no-store",
      });
    },
  )
  .get(
    "/:id",
    signedIn,
    answers({ 200: data(noteSchema) }, [...NOTE_ERRORS]),
    validate("param", idParamSchema),
    async (c) => ok(c, await notes.getNote(caller(c), c.req.valid("param").id)),
  )
  .get(
    "/:id/history",
    signedIn,
    answers({ 200: data(z.array(noteAccessSchema)) }, [...NOTE_ERRORS]),
    validate("param", idParamSchema),
    async (c) => ok(c, await notes.noteHistory(caller(c), c.req.valid("param").id)),
  )
  .get(
    "/:id/file",
    signedIn,
    answers({ 200: fileAnswer("", "The note's file, as uploaded.") }, [
      ...NOTE_ERRORS,
      "FILE_NOT_FOUND",
    ]),
    validate("param", idParamSchema),
    async (c) => {
      const file = await notes.downloadFile(caller(c), c.req.valid("param").id);
      const inline = c.req.query("download") === undefined;
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": file.contentType,
        "content-disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
    },
  )
  .put(
    "/:id",
    signedIn,
    answers(
      { 200: noteSaid },
      [...NOTE_ERRORS, "NOTE_CHANGED", "VALIDATION_FAILED", "BODY_TOO_LARGE"],
      noteForm_(false),
    ),
    validate("param", idParamSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { fields, file } = await noteForm(c);
      const input = parseInput(updateNoteSchema, fields);
      const current = await notes.getType(c.get("viewer"), id);
      const upload = await notes.readUpload(current, file);
      const note = await notes.updateNote(caller(c), id, input, upload);
      return okSaid(c, note, note.type === "booking" ? "sessionNoteUpdated" : "clientNoteUpdated");
    },
  )
  .delete(
    "/:id",
    signedIn,
    answers(
      {
        200: data(
          z.strictObject({
            identifier: z.string(),
            type: z.enum(["booking", "client"]),
            message: z.string(),
          }),
        ),
      },
      [...NOTE_ERRORS],
    ),
    validate("param", idParamSchema),
    async (c) => {
      const result = await notes.deleteNote(caller(c), c.req.valid("param").id);
      return okSaid(
        c,
        result,
        result.type === "booking" ? "sessionNoteDeleted" : "clientNoteDeleted",
      );
    },
  );
