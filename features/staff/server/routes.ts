import "server-only";
import type { Context } from "hono";
import { idParamSchema } from "@/lib/validation/common";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { answers, data, file, page } from "@/lib/server/openapi";
import { z } from "zod";
import { overviewQuerySchema, staffOverviewSchema } from "../overview-schemas";
import { actingRole, areasOf, STAFF_AREAS } from "../roles";
import {
  auditEntry,
  auditQuerySchema,
  impersonationAnswer,
  peopleQuerySchema,
  personActionAnswer,
  personDetail,
  personRow,
  queuedTherapist,
  staffMeAnswer,
  verificationCase as verificationCaseSchema,
  verificationDecisionAnswer,
  staffReasonSchema,
  verificationDecisionSchema,
  verificationQueueQuerySchema,
} from "../schemas";
import { auditCsv, listAudit, recordAudit } from "./audit";
import { requireStaff, type StaffEnv } from "./guard";
import { startImpersonation } from "./impersonation";
import { consoleRoutes } from "./console-routes";
import { moneyRoutes } from "./money-routes";
import { staffOverview } from "./overview";
import { personDetail as personDetailOf, revokeSessions, searchPeople, setLocked } from "./people";
import {
  caseFile,
  decideVerification,
  verificationCase,
  verificationQueue,
} from "./verification-queue";

const anyStaff = requireStaff(["support", "reviewer", "finance", "admin"]);
const reviewer = requireStaff(STAFF_AREAS.verification);
// A document previewed in a frame or <img> cannot send a bearer header: the token cookie counts.
const reviewerOpening = requireStaff(STAFF_AREAS.verification, { cookie: true });
const support = requireStaff(STAFF_AREAS.people);
const admin = requireStaff(STAFF_AREAS.audit);
const fileParams = z.object({ id: z.uuid("invalidId"), fileId: z.uuid("invalidId") });

/** A case's document, inline, never cached, run in nothing of ours (as credentials' own route). */
function fileAnswer(c: Context, file: { bytes: Uint8Array; name: string; contentType: string }) {
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "content-type": file.contentType,
    "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
    ...(file.contentType === "application/pdf"
      ? {}
      : { "content-security-policy": "default-src 'none'; sandbox" }),
  });
}

/**
 * The operations console's API (issue 68), mounted at /api/staff. Every route: 404 NOT_FOUND to
 * anyone without the role (clients, therapists, anonymous), 401 TOKEN_EXPIRED for an expired
 * token, 403 STAFF_MFA_REQUIRED to staff without a second factor. Each action is audited.
 */
export const staffRoutes = createRouter()
  // GET /staff/me: 404 NOT_FOUND, 401 TOKEN_EXPIRED, 403 STAFF_MFA_REQUIRED
  .get("/me", anyStaff, answers({ 200: data(staffMeAnswer.shape.data) }), (c) => {
    const staff = (c as unknown as Context<StaffEnv>).get("staff");
    return ok(c, {
      userId: staff.userId,
      name: staff.name,
      roles: staff.roles,
      areas: areasOf(staff.roles),
    });
  })
  // GET /staff/overview?days=30|90: any staff; revenue and refunds null but to finance and admin.
  .get(
    "/overview",
    anyStaff,
    answers({ 200: data(staffOverviewSchema) }),
    validate("query", overviewQuerySchema),
    async (c) => {
      const staff = (c as unknown as Context<StaffEnv>).get("staff");
      const withMoney = actingRole(staff.roles, STAFF_AREAS.money) !== null;
      const days = Number(c.req.valid("query").days);
      return ok(c, await staffOverview(days, new Date(), { withMoney }));
    },
  )
  // GET /staff/audit: + 400 VALIDATION_FAILED
  .get(
    "/audit",
    admin,
    answers({ 200: page(auditEntry) }),
    validate("query", auditQuerySchema),
    async (c) => {
      const { data, meta } = await listAudit(c.req.valid("query"));
      return paged(c, data, meta);
    },
  )
  // GET /staff/audit/export (CSV): + 400 VALIDATION_FAILED
  .get(
    "/audit/export",
    admin,
    answers({ 200: file("text/csv", "The filtered audit log as CSV.") }),
    validate("query", auditQuerySchema),
    async (c) => {
      const { page: _page, ...filters } = c.req.valid("query");
      const csv = await auditCsv(filters);
      // Recorded after reading, so an export does not list itself.
      await recordAudit(c as unknown as Context<StaffEnv>, {
        action: "audit.export",
        targetId: filters.target ?? null,
        details: { filters: JSON.stringify(filters) },
      });
      return c.body(`\uFEFF${csv}`, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="staff-audit.csv"`,
        "cache-control": "private, no-store",
      });
    },
  )
  // GET /staff/verifications: + 400 VALIDATION_FAILED
  .get(
    "/verifications",
    reviewer,
    answers({ 200: page(queuedTherapist) }),
    validate("query", verificationQueueQuerySchema),
    async (c) => {
      const { data, meta } = await verificationQueue(c.req.valid("query"), new Date());
      return paged(c, data, meta);
    },
  )
  // GET /staff/verifications/{id}: + 404 NOT_FOUND (no such therapist)
  .get(
    "/verifications/:id",
    reviewer,
    answers({ 200: data(verificationCaseSchema) }),
    validate("param", idParamSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const answer = await verificationCase(id);
      await recordAudit(c as unknown as Context<StaffEnv>, {
        action: "verification.view",
        targetId: id,
      });
      return ok(c, answer);
    },
  )
  // GET /staff/verifications/{id}/files/{fileId}: + 404 NOT_FOUND, FILE_NOT_FOUND
  .get(
    "/verifications/:id/files/:fileId",
    reviewerOpening,
    answers({ 200: file("", "The document, inline, as uploaded.") }, ["FILE_NOT_FOUND"]),
    validate("param", fileParams),
    async (c) => {
      const { id, fileId } = c.req.valid("param");
      const file = await caseFile(id, fileId);
      await recordAudit(c as unknown as Context<StaffEnv>, {
        action: "verification.file",
        targetId: id,
        details: { fileId },
      });
      return fileAnswer(c, file);
    },
  )
  // POST /staff/verifications/{id}/decision: + 400 VALIDATION_FAILED, 404, 409 VERIFICATION_NOT_SUBMITTED
  .post(
    "/verifications/:id/decision",
    reviewer,
    answers({ 200: data(verificationDecisionAnswer.shape.data) }, ["VERIFICATION_NOT_SUBMITTED"]),
    validate("param", idParamSchema),
    validate("json", verificationDecisionSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const answer = await decideVerification(id, input, new Date());
      await recordAudit(c as unknown as Context<StaffEnv>, {
        action: `verification.${input.decision}`,
        targetId: id,
        reason: input.note ?? null,
        details: input.until ? { until: input.until } : undefined,
      });
      return ok(c, answer);
    },
  )
  // GET /staff/people: + 400 VALIDATION_FAILED
  .get(
    "/people",
    support,
    answers({ 200: page(personRow) }),
    validate("query", peopleQuerySchema),
    async (c) => {
      const { data, meta } = await searchPeople(c.req.valid("query"));
      return paged(c, data, meta);
    },
  )
  // GET /staff/people/{id}: + 404 NOT_FOUND
  .get(
    "/people/:id",
    support,
    answers({ 200: data(personDetail) }),
    validate("param", idParamSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const answer = await personDetailOf(id, c.get("locale"));
      await recordAudit(c as unknown as Context<StaffEnv>, { action: "person.view", targetId: id });
      return ok(c, answer);
    },
  )
  // POST /staff/people/{id}/lock and /unlock: + 400 VALIDATION_FAILED, 404, 409 STAFF_SELF_ACTION
  .post(
    "/people/:id/:change{lock|unlock}",
    support,
    answers({ 200: data(personActionAnswer.shape.data) }, ["STAFF_SELF_ACTION"]),
    validate("param", idParamSchema.extend({ change: z.enum(["lock", "unlock"]) })),
    validate("json", staffReasonSchema),
    async (c) => {
      const { id, change } = c.req.valid("param");
      const staff = (c as unknown as Context<StaffEnv>).get("staff");
      const answer = await setLocked(staff.userId, id, change === "lock");
      await recordAudit(c as unknown as Context<StaffEnv>, {
        action: `person.${change}`,
        targetId: id,
        reason: c.req.valid("json").reason,
      });
      return ok(c, answer);
    },
  )
  // POST /staff/impersonate/{id}: + 400 VALIDATION_FAILED, 404 NOT_FOUND (no such person, or staff)
  .post(
    "/impersonate/:id",
    support,
    answers({ 200: data(impersonationAnswer.shape.data) }),
    validate("param", idParamSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const staff = (c as unknown as Context<StaffEnv>).get("staff");
      const answer = await startImpersonation(staff, id);
      await recordAudit(c as unknown as Context<StaffEnv>, {
        action: "impersonation.start",
        targetId: id,
      });
      return ok(c, answer);
    },
  )
  // POST /staff/people/{id}/revoke-sessions: + 400 VALIDATION_FAILED, 404
  .post(
    "/people/:id/revoke-sessions",
    support,
    answers({ 200: data(personActionAnswer.shape.data) }),
    validate("param", idParamSchema),
    validate("json", staffReasonSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const answer = await revokeSessions(id);
      await recordAudit(c as unknown as Context<StaffEnv>, {
        action: "person.revoke-sessions",
        targetId: id,
        reason: c.req.valid("json").reason,
        details: { sessionsEnded: answer.sessionsEnded },
      });
      return ok(c, answer);
    },
  )
  // Reviews, failed emails, expiring licences and staff management (decision 0808).
  .route("/", consoleRoutes)
  // Payouts due and wallet adjustments (decision 0810).
  .route("/", moneyRoutes);
