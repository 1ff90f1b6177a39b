import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { fieldError } from "@/lib/server/errors";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { decodeCsv } from "@/lib/csv";
import { clientRowsFromCsv, type ImportRow } from "../csv";
import { answers, data, page } from "@/lib/server/openapi";
import { z } from "zod";
import {
  claimAnswerSchema,
  importedClientSchema,
  importResultSchema,
  invitationSchema,
  claimSchema,
  CSV_MAX_BYTES,
  emailsOf,
  IMPORT_MAX_ROWS,
  importListQuerySchema,
  importSchema,
} from "../schemas";
import * as imports from "./imports";

const provider = requireAuth("provider");
const signedIn = requireAuth();

const rowsFromEmails = (text: string): ImportRow[] =>
  emailsOf(text).map((email, i) => ({ row: i + 1, email }));

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/** Mounted at /client-import: the therapist imports and lists; the invited person claims. */
export const clientImportRoutes = createRouter()
  .post(
    "/",
    provider,
    answers({ 200: data(importResultSchema) }, ["IMPORT_LIMIT"]),
    validate("json", importSchema),
    async (c) => {
      const input = c.req.valid("json");
      const rows: ImportRow[] =
        input.mode === "emails"
          ? rowsFromEmails(input.emails)
          : input.clients.map((v, i) => ({
              row: i + 1,
              email: str(v.email) ?? "",
              firstName: str(v.firstName),
              lastName: str(v.lastName),
              phone: str(v.phone),
            }));
      if (!rows.length)
        throw fieldError(input.mode === "emails" ? "emails" : "clients", "importEmpty");
      if (rows.length > IMPORT_MAX_ROWS) throw fieldError("emails", "importTooMany");
      return ok(
        c,
        await imports.importClients(c.get("viewer").userId, rows, {
          locale: c.get("locale"),
          namesRequired: input.mode === "manual",
          language: input.language,
        }),
      );
    },
  )
  .post(
    "/csv",
    provider,
    answers({ 200: data(importResultSchema) }, ["VALIDATION_FAILED", "IMPORT_LIMIT"], {
      multipart: z.object({ file: z.file(), language: z.enum(["en", "de"]).optional() }),
    }),
    async (c) => {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = body.file;
      if (!(file instanceof File)) throw fieldError("file", "importCsvInvalid");
      if (file.size > CSV_MAX_BYTES) throw fieldError("file", "importCsvTooLarge");
      const rows = clientRowsFromCsv(decodeCsv(new Uint8Array(await file.arrayBuffer())));
      if (!rows) throw fieldError("file", "importCsvInvalid");
      if (!rows.length) throw fieldError("file", "importEmpty");
      if (rows.length > IMPORT_MAX_ROWS) throw fieldError("file", "importTooMany");
      const language = str(body.language);
      return ok(
        c,
        await imports.importClients(c.get("viewer").userId, rows, {
          locale: c.get("locale"),
          namesRequired: false,
          language: language === "de" || language === "en" ? language : undefined,
        }),
      );
    },
  )
  .get(
    "/",
    provider,
    answers({ 200: page(importedClientSchema) }),
    validate("query", importListQuerySchema),
    async (c) => {
      const { data, meta } = await imports.listImports(
        c.get("viewer").userId,
        c.req.valid("query").page,
      );
      return paged(c, data, meta);
    },
  )
  .get(
    "/invitation/:token",
    answers({ 200: data(invitationSchema) }, ["INVALID_LINK"]),
    async (c) => ok(c, await imports.invitation(c.req.param("token"))),
  )
  .post(
    "/claim",
    signedIn,
    answers({ 200: data(claimAnswerSchema) }, ["INVALID_LINK", "IMPORT_CLIENTS_ONLY"]),
    validate("json", claimSchema),
    async (c) => ok(c, await imports.claim(c.req.valid("json").token, c.get("viewer"))),
  );
