import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { createRouter, ok, okSaid, paged, validate } from "@/lib/server/http";
import { answers, page } from "@/lib/server/openapi";
import {
  earningSessionSchema,
  earningSessionsQuerySchema,
  earningsExportQuerySchema,
  earningsQuerySchema,
} from "../schemas";
import { bankDetailsOf, saveBankDetails } from "./bank-details";
import { earningSessions, earningsSummary } from "./earnings";
import { earningsCsv } from "./export";

/** A therapist's earnings and the bank account they are paid into (decision 0105). */
export const earningsRoutes = createRouter()
  .get("/earnings", requireAuth("provider"), validate("query", earningsQuerySchema), async (c) =>
    ok(c, await earningsSummary(c.get("viewer").userId, new Date(), c.req.valid("query").year)),
  )
  .get(
    "/earnings/export",
    requireAuth("provider"),
    validate("query", earningsExportQuerySchema),
    async (c) => {
      const { year } = c.req.valid("query");
      const csv = await earningsCsv(c.get("viewer").userId, year, c.get("locale"));
      // The byte order mark tells a spreadsheet the file is UTF-8 (names like "Müller").
      return c.body(`\uFEFF${csv}`, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="earnings-${year}.csv"`,
        "cache-control": "private, no-store",
      });
    },
  )
  .get(
    "/earnings/sessions",
    requireAuth("provider"),
    answers({ 200: page(earningSessionSchema) }),
    validate("query", earningSessionsQuerySchema),
    async (c) => {
      const { data, meta } = await earningSessions(
        c.get("viewer").userId,
        c.req.valid("query").page,
      );
      return paged(c, data, meta);
    },
  )
  .get("/bank-details", requireAuth("provider"), async (c) =>
    ok(c, await bankDetailsOf(c.get("viewer").userId)),
  )
  // The checks depend on the therapist's country, so the body is validated in the service.
  .put("/bank-details", requireAuth("provider"), async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw new DomainError("MALFORMED_BODY");
    });
    return okSaid(c, await saveBankDetails(c.get("viewer").userId, body), "profileSaved");
  });
