import { http, HttpResponse } from "msw";
import { clientRowsFromCsv, type ImportRow } from "@/features/client-import/csv";
import {
  emailsOf,
  IMPORTS_PAGE_SIZE,
  manualClientSchema,
  type ImportedClient,
  type ImportResult,
} from "@/features/client-import/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { mockTherapist, notesState, saveNotesState } from "../fixtures/notes";
import { apiError, fieldMessage } from "./errors";
import { apiPath } from "./lang";

const isTherapist = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${mockTherapist.token}`;

/** The real import's row rules on the mocked therapist's list (no accounts to link to). */
function importRows(request: Request, rows: ImportRow[], namesRequired: boolean): ImportResult {
  const result: ImportResult = { invited: 0, alreadyImported: 0, duplicates: 0, failed: [] };
  const state = notesState();
  const seen = new Set<string>();
  for (const row of rows) {
    const parsed = manualClientSchema.safeParse({
      firstName: row.firstName ?? (namesRequired ? "" : "-"),
      lastName: row.lastName ?? (namesRequired ? "" : "-"),
      email: row.email,
      phone: row.phone,
    });
    if (!parsed.success) {
      result.failed.push({
        row: row.row,
        reason: fieldMessage(request, parsed.error.issues[0]!.message),
      });
      continue;
    }
    const email = row.email.trim().toLowerCase();
    if (seen.has(email)) {
      result.duplicates++;
      continue;
    }
    seen.add(email);
    if (state.imports.some((c) => c.email === email)) {
      result.alreadyImported++;
      continue;
    }
    const client: ImportedClient = {
      identifier: crypto.randomUUID(),
      email,
      firstName: row.firstName ?? null,
      lastName: row.lastName ?? null,
      phone: row.phone || null,
      status: "invited",
      clientId: null,
      createdAt: new Date().toISOString(),
      claimedAt: null,
    };
    state.imports.unshift(client);
    result.invited++;
  }
  saveNotesState(state);
  return result;
}

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

export const clientImportHandlers = [
  http.post(apiPath("/client-import/csv"), async ({ request }) => {
    if (!isTherapist(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const file = (await request.formData()).get("file");
    const rows = file instanceof File ? clientRowsFromCsv(await file.text()) : null;
    if (!rows)
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { file: fieldMessage(request, "importCsvInvalid") },
      });
    return HttpResponse.json({ data: importRows(request, rows, false) });
  }),
  http.post(apiPath("/client-import"), async ({ request }) => {
    if (!isTherapist(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const body = (await request.json()) as {
      mode: string;
      emails?: string;
      clients?: Record<string, unknown>[];
    };
    const rows: ImportRow[] =
      body.mode === "emails"
        ? emailsOf(body.emails ?? "").map((email, i) => ({ row: i + 1, email }))
        : (body.clients ?? []).map((c, i) => ({
            row: i + 1,
            email: str(c.email) ?? "",
            firstName: str(c.firstName),
            lastName: str(c.lastName),
            phone: str(c.phone),
          }));
    return HttpResponse.json({ data: importRows(request, rows, body.mode === "manual") });
  }),
  http.get(apiPath("/client-import"), ({ request }) => {
    if (!isTherapist(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
    const all = notesState().imports;
    return HttpResponse.json({
      data: all.slice((page - 1) * IMPORTS_PAGE_SIZE, page * IMPORTS_PAGE_SIZE),
      meta: { page, pageSize: IMPORTS_PAGE_SIZE, total: all.length },
    });
  }),
];
