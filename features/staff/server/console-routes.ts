import "server-only";
import type { Context } from "hono";
import { z } from "zod";
import { moderateReview, moderationList } from "@/features/reviews/server/service";
import { moderatedReviewSchema } from "@/features/reviews";
import { failedMail, retryFailedMail } from "@/lib/server/failed-mail";
import { DomainError } from "@/lib/server/errors";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { answers, data, page } from "@/lib/server/openapi";
import { idParamSchema } from "@/lib/validation/common";
import { STAFF_AREAS } from "../roles";
import {
  addStaffSchema,
  emailRetryAnswer,
  expiringLicence,
  failedEmail,
  pageQuerySchema,
  REVIEW_MODERATIONS,
  reviewModerationAnswer,
  reviewsQuerySchema,
  roleParamSchema,
  staffMemberRow,
  staffReasonSchema,
  staffRolesAnswer,
} from "../schemas";
import { recordAudit } from "./audit";
import { requireStaff, type StaffEnv } from "./guard";
import { addStaff, removeStaffRole, staffTeam } from "./team";
import { expiringLicences } from "./verification-queue";

const reviewer = requireStaff(STAFF_AREAS.verification);
const moderator = requireStaff(STAFF_AREAS.reviews);
const mailer = requireStaff(STAFF_AREAS.emails);
const admin = requireStaff(STAFF_AREAS.team);
const staffOf = (c: Context) => (c as unknown as Context<StaffEnv>).get("staff");
const audit = (c: Context, facts: Parameters<typeof recordAudit>[1]) =>
  recordAudit(c as unknown as Context<StaffEnv>, facts);

/**
 * The console's routes of decision 0808, mounted inside /api/staff (routes.ts): the same guard
 * (404 to anyone without the role), each change audited after the service succeeded.
 */
export const consoleRoutes = createRouter()
  // GET /staff/licences/expiring: approvals ending within 60 days, soonest first (reviewer).
  .get(
    "/licences/expiring",
    reviewer,
    answers({ 200: page(expiringLicence) }),
    validate("query", pageQuerySchema),
    async (c) => {
      const { data: rows, meta } = await expiringLicences(c.req.valid("query").page, new Date());
      return paged(c, rows, meta);
    },
  )
  // GET /staff/reviews?status=reported|hidden (support). Anonymous authors are never named.
  .get(
    "/reviews",
    moderator,
    answers({ 200: page(moderatedReviewSchema) }),
    validate("query", reviewsQuerySchema),
    async (c) => {
      const { data: rows, meta } = await moderationList(c.req.valid("query"));
      return paged(c, rows, meta);
    },
  )
  // POST /staff/reviews/{id}/hide|restore|dismiss with a reason (support).
  .post(
    "/reviews/:id/:action{hide|restore|dismiss}",
    moderator,
    answers({ 200: data(reviewModerationAnswer) }, ["REVIEW_MODERATION_CHANGED"]),
    validate("param", idParamSchema.extend({ action: z.enum(REVIEW_MODERATIONS) })),
    validate("json", staffReasonSchema),
    async (c) => {
      const { id, action } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const done = await moderateReview(id, action, reason, new Date());
      // About the therapist the review is of: an anonymous review's author is named nowhere.
      await audit(c, {
        action: `review.${action}`,
        targetId: done.therapistId,
        reason,
        details: { reviewId: id },
      });
      return ok(c, { hidden: done.hidden });
    },
  )
  // GET /staff/emails: emails SMTP refused for good, recipient masked, never a body (support).
  .get(
    "/emails",
    mailer,
    answers({ 200: page(failedEmail) }),
    validate("query", pageQuerySchema),
    async (c) => {
      const { data: rows, meta } = await failedMail(c.req.valid("query").page);
      return paged(c, rows, meta);
    },
  )
  // POST /staff/emails/{id}/retry: back in the queue, due now (support).
  .post(
    "/emails/:id/retry",
    mailer,
    answers({ 200: data(emailRetryAnswer) }),
    validate("param", idParamSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const retried = await retryFailedMail(id, new Date());
      if (!retried) throw new DomainError("NOT_FOUND");
      await audit(c, { action: "email.retry", details: { emailId: id, kind: retried.kind } });
      return ok(c, retried);
    },
  )
  // GET /staff/team: the staff and their roles (admin).
  .get("/team", admin, answers({ 200: data(z.array(staffMemberRow)) }), async (c) =>
    ok(c, await staffTeam()),
  )
  // POST /staff/team: roles for an existing account, by its email (admin).
  .post(
    "/team",
    admin,
    answers({ 200: data(staffRolesAnswer) }),
    validate("json", addStaffSchema),
    async (c) => {
      const input = c.req.valid("json");
      const granted = await addStaff(staffOf(c).userId, input, new Date());
      await audit(c, {
        action: "staff.grant",
        targetId: granted.userId,
        details: { roles: input.roles.join(",") },
      });
      return ok(c, granted);
    },
  )
  // DELETE /staff/team/{id}/roles/{role}: one role taken away; never the last admin's (admin).
  .delete(
    "/team/:id/roles/:role",
    admin,
    answers({ 200: data(staffRolesAnswer) }, ["LAST_ADMIN"]),
    validate("param", roleParamSchema),
    async (c) => {
      const { id, role } = c.req.valid("param");
      const left = await removeStaffRole(id, role);
      await audit(c, { action: "staff.revoke", targetId: id, details: { role } });
      return ok(c, left);
    },
  );
