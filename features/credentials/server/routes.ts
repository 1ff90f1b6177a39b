import "server-only";
import { z } from "zod";
import { answers, data, file } from "@/lib/server/openapi";
import type { Context } from "hono";
import { requireAuth, type AuthEnv } from "@/lib/server/auth-guard";
import {
  createRouter,
  ok,
  parseInput,
  readMultipart,
  setMultipartLimit,
  validate,
} from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import {
  CREDENTIAL_FILE_MAX_BYTES,
  CREDENTIAL_FILES_MAX,
  createQualificationSchema,
  updateQualificationSchema,
  insuranceFileSchema,
  qualificationSchema,
  verificationSchema,
} from "../schemas";
import { checkUploads } from "./files";
import * as insurance from "./insurance";
import * as qualifications from "./qualifications";
import { submitVerification, verificationOf } from "./verification";

const provider = requireAuth("provider");
/** The file routes: opened by links, which send the token cookie but no bearer header. */
const providerOpening = requireAuth("provider", { cookie: true });

// Each request may carry CREDENTIAL_FILES_MAX files of up to 10 MB, more than the platform's one.
const uploadLimit = CREDENTIAL_FILES_MAX * CREDENTIAL_FILE_MAX_BYTES + 1024 * 1024;
setMultipartLimit("/api/provider/qualification/file/upload", uploadLimit);
setMultipartLimit(/^\/api\/provider\/qualification\/files\/[^/]+$/, uploadLimit);
setMultipartLimit("/api/provider/indemnity-insurance", uploadLimit);

/** A stored file, for its owner: inline unless `?download`, never kept by any cache. */
function fileAnswer(
  c: Context<AuthEnv>,
  file: { bytes: Uint8Array; name: string; contentType: string },
) {
  const inline = c.req.query("download") === undefined;
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "content-type": file.contentType,
    "content-disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
    // Opened from our own origin, a file runs nothing there. Not for a PDF: Chromium will not show
    // one in a sandboxed page, and its viewer runs PDFs in a sandbox of its own.
    ...(file.contentType === "application/pdf"
      ? {}
      : { "content-security-policy": "default-src 'none'; sandbox" }),
  });
}

/** Mounted at /provider (spec section 7: qualifications, indemnity insurance, verification). */
export const credentialsRoutes = createRouter()
  .get(
    "/qualification/files",
    provider,
    answers({ 200: data(z.array(qualificationSchema)) }),
    async (c) => ok(c, await qualifications.listQualifications(c.get("viewer").userId)),
  )
  .post(
    "/qualification/file/upload",
    provider,
    answers({ 201: data(qualificationSchema) }, ["VALIDATION_FAILED", "MALFORMED_BODY"], {
      multipart: createQualificationSchema.and(z.object({ files: z.array(z.file()) })),
    }),
    async (c) => {
      const { fields, all } = await readMultipart(c);
      const input = parseInput(createQualificationSchema, fields);
      const uploads = await checkUploads(all("files"), "files", "qualification");
      const created = await qualifications.createQualification(
        c.get("viewer").userId,
        input,
        uploads,
      );
      return ok(c, created, 201);
    },
  )
  .get(
    "/qualification/verification-note",
    provider,
    answers({ 200: data(verificationSchema) }),
    async (c) => ok(c, await verificationOf(c.get("viewer").userId)),
  )
  .get(
    "/qualification/file/:id",
    providerOpening,
    answers({ 200: file("", "The file, as uploaded.") }, ["NOT_FOUND", "FILE_NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) =>
      fileAnswer(
        c,
        await qualifications.downloadQualificationFile(
          c.get("viewer").userId,
          c.req.valid("param").id,
        ),
      ),
  )
  .get(
    "/qualification/:id",
    provider,
    answers({ 200: data(qualificationSchema) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) =>
      ok(c, await qualifications.getQualification(c.get("viewer").userId, c.req.valid("param").id)),
  )
  .put(
    "/qualification/files/:id",
    provider,
    answers(
      { 200: data(qualificationSchema) },
      ["NOT_FOUND", "VALIDATION_FAILED", "MALFORMED_BODY"],
      {
        multipart: updateQualificationSchema.and(z.object({ files: z.array(z.file()).optional() })),
      },
    ),
    validate("param", idParamSchema),
    async (c) => {
      const { fields, all } = await readMultipart(c);
      const input = parseInput(updateQualificationSchema, {
        ...fields,
        removeFiles: all("removeFiles"),
      });
      const uploads = await checkUploads(all("files"), "files", "qualification");
      const updated = await qualifications.updateQualification(
        c.get("viewer").userId,
        c.req.valid("param").id,
        input,
        uploads,
      );
      return ok(c, updated);
    },
  )
  .delete(
    "/qualification/files/:id",
    provider,
    answers({ 200: data(z.strictObject({ identifier: z.string() })) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) =>
      ok(
        c,
        await qualifications.deleteQualification(c.get("viewer").userId, c.req.valid("param").id),
      ),
  )
  .get(
    "/indemnity-insurance",
    provider,
    answers({ 200: data(z.array(insuranceFileSchema)) }),
    async (c) => ok(c, await insurance.listInsurance(c.get("viewer").userId)),
  )
  .post(
    "/indemnity-insurance",
    provider,
    answers({ 201: data(z.array(insuranceFileSchema)) }, ["VALIDATION_FAILED", "MALFORMED_BODY"], {
      multipart: z.object({ file: z.array(z.file()) }),
    }),
    async (c) => {
      const { all } = await readMultipart(c);
      const uploads = await checkUploads(all("file"), "file", "insurance");
      return ok(c, await insurance.addInsurance(c.get("viewer").userId, uploads), 201);
    },
  )
  .get(
    "/indemnity-insurance/:id",
    providerOpening,
    answers({ 200: file("", "The file, as uploaded.") }, ["NOT_FOUND", "FILE_NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) =>
      fileAnswer(
        c,
        await insurance.downloadInsurance(c.get("viewer").userId, c.req.valid("param").id),
      ),
  )
  .delete(
    "/indemnity-insurance/:id",
    provider,
    answers({ 200: data(z.strictObject({ identifier: z.string() })) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) =>
      ok(c, await insurance.deleteInsurance(c.get("viewer").userId, c.req.valid("param").id)),
  )
  .put(
    "/verification-submission",
    provider,
    answers({ 200: data(verificationSchema) }, [
      "VERIFICATION_NOTHING_TO_SUBMIT",
      "VERIFICATION_LICENSE_REQUIRED",
    ]),
    async (c) => ok(c, await submitVerification(c.get("viewer").userId)),
  );
