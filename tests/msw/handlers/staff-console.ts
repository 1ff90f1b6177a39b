import { http, HttpResponse } from "msw";
import { reviewReportSchema, type ModeratedReview } from "@/features/reviews";
import {
  addStaffSchema,
  pageQuerySchema,
  reviewsQuerySchema,
  roleParamSchema,
  STAFF_PAGE_SIZE,
  staffReasonSchema,
  type ExpiringLicence,
  type FailedEmail,
  type StaffMemberRow,
} from "@/features/staff/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { demoClient } from "../fixtures/accounts";
import { apiError, invalidInput } from "./errors";
import { apiPath } from "./lang";
import { MOCK_STAFF_TOKEN } from "./staff";

const STAFF_ID = "7c0d8a5e-1b2c-4d3e-8f90-0a1b2c3d4e5f";
export const MOCK_REVIEW = "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f";
export const MOCK_ANONYMOUS_REVIEW = "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a";
export const MOCK_FAILED_EMAIL = "6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b";
const DAY = 86_400_000;

const reviews: ModeratedReview[] = [
  {
    identifier: MOCK_REVIEW,
    therapistId: "5b7e2a10-3c4d-4e5f-9a0b-1c2d3e4f5a6b",
    therapistName: "James Carter",
    rating: 1,
    comment: "Not what I hoped for at all.",
    isAnonymous: false,
    authorName: "Emily B.",
    createdAt: new Date(Date.now() - 3 * DAY).toISOString(),
    hiddenAt: null,
    hiddenReason: null,
    openReports: 2,
    reasons: [
      { reason: "abusive", count: 1 },
      { reason: "personal_information", count: 1 },
    ],
    lastReportedAt: new Date(Date.now() - DAY).toISOString(),
  },
  {
    identifier: MOCK_ANONYMOUS_REVIEW,
    therapistId: "5b7e2a10-3c4d-4e5f-9a0b-1c2d3e4f5a6b",
    therapistName: "James Carter",
    rating: 2,
    comment: null,
    isAnonymous: true,
    authorName: null,
    createdAt: new Date(Date.now() - 7 * DAY).toISOString(),
    hiddenAt: null,
    hiddenReason: null,
    openReports: 1,
    reasons: [{ reason: "spam", count: 1 }],
    lastReportedAt: new Date(Date.now() - 2 * DAY).toISOString(),
  },
];
const emails: FailedEmail[] = [
  {
    identifier: MOCK_FAILED_EMAIL,
    recipient: "c***@demo.therapy",
    kind: "password-reset",
    attempts: 8,
    lastError: "550 5.1.1 mailbox unavailable",
    createdAt: new Date(Date.now() - DAY).toISOString(),
  },
];
const expiring: ExpiringLicence[] = [
  {
    identifier: "5b7e2a10-3c4d-4e5f-9a0b-1c2d3e4f5a6b",
    firstName: "James",
    lastName: "Carter",
    email: "james.carter@demo.therapy",
    expiresAt: new Date(Date.now() + 12 * DAY).toISOString(),
    daysLeft: 12,
  },
];
const team: StaffMemberRow[] = [
  {
    identifier: STAFF_ID,
    firstName: "Oliver",
    lastName: "Grant",
    email: "oliver.grant@demo.therapy",
    roles: ["admin"],
  },
];
/** Accounts the mocked console can make staff: the demo client. */
const accounts = () => [{ id: demoClient.identifier, ...demoClient }];

const refuse = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${MOCK_STAFF_TOKEN}`
    ? null
    : apiError(request, ErrorCode.NOT_FOUND);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const paged = <T>(rows: T[], page: number) =>
  HttpResponse.json({
    data: rows.slice((page - 1) * STAFF_PAGE_SIZE, page * STAFF_PAGE_SIZE),
    meta: { page, pageSize: STAFF_PAGE_SIZE, total: rows.length },
  });
const bodyOf = (request: Request) => request.json().catch(() => null);

/** The console's reviews, failed emails, expiring licences and staff (decision 0808). */
export const staffConsoleHandlers = [
  http.get(apiPath("/staff/licences/expiring"), ({ request }) => {
    const query = pageQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidInput(request, query.error.issues);
    return refuse(request) ?? paged(expiring, query.data.page);
  }),
  http.get(apiPath("/staff/reviews"), ({ request }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const query = reviewsQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidInput(request, query.error.issues);
    const rows = reviews.filter((r) =>
      query.data.status === "hidden" ? r.hiddenAt : !r.hiddenAt && r.openReports > 0,
    );
    return paged(rows, query.data.page);
  }),
  http.post(apiPath("/staff/reviews/:id/:action"), async ({ request, params }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const action = String(params.action);
    if (!["hide", "restore", "dismiss"].includes(action))
      return apiError(request, ErrorCode.NOT_FOUND);
    const body = staffReasonSchema.safeParse(await bodyOf(request));
    if (!body.success) return invalidInput(request, body.error.issues);
    const review = reviews.find((r) => r.identifier === params.id);
    if (!review) return apiError(request, ErrorCode.NOT_FOUND);
    const stale =
      (action === "hide" && review.hiddenAt) ||
      (action === "restore" && !review.hiddenAt) ||
      (action === "dismiss" && review.openReports === 0);
    if (stale) return apiError(request, ErrorCode.REVIEW_MODERATION_CHANGED);
    if (action === "hide")
      Object.assign(review, {
        hiddenAt: new Date().toISOString(),
        hiddenReason: body.data.reason,
        openReports: 0,
        reasons: [],
        lastReportedAt: null,
      });
    if (action === "restore") Object.assign(review, { hiddenAt: null, hiddenReason: null });
    if (action === "dismiss")
      Object.assign(review, { openReports: 0, reasons: [], lastReportedAt: null });
    return HttpResponse.json({ data: { hidden: Boolean(review.hiddenAt) } });
  }),
  http.get(apiPath("/staff/emails"), ({ request }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const query = pageQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidInput(request, query.error.issues);
    return paged(emails, query.data.page);
  }),
  http.post(apiPath("/staff/emails/:id/retry"), ({ request, params }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const at = emails.findIndex((e) => e.identifier === params.id);
    if (at < 0) return apiError(request, ErrorCode.NOT_FOUND);
    const [email] = emails.splice(at, 1);
    return HttpResponse.json({
      data: { identifier: email!.identifier, kind: email!.kind, delivery: "pending" },
    });
  }),
  http.get(
    apiPath("/staff/team"),
    ({ request }) => refuse(request) ?? HttpResponse.json({ data: team }),
  ),
  http.post(apiPath("/staff/team"), async ({ request }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const body = addStaffSchema.safeParse(await bodyOf(request));
    if (!body.success) return invalidInput(request, body.error.issues);
    const account = accounts().find((a) => a.email.toLowerCase() === body.data.email);
    if (!account)
      return invalidInput(request, [
        { path: ["email"], message: "@Staff.validation.noSuchAccount" },
      ]);
    const member = team.find((m) => m.identifier === account.id) ?? {
      identifier: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      roles: [],
    };
    member.roles = [...new Set([...member.roles, ...body.data.roles])].sort();
    if (!team.includes(member)) team.push(member);
    return HttpResponse.json({ data: { userId: member.identifier, roles: member.roles } });
  }),
  http.delete(apiPath("/staff/team/:id/roles/:role"), ({ request, params }) => {
    const refused = refuse(request);
    if (refused) return refused;
    const parsed = roleParamSchema.safeParse(params);
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const member = team.find((m) => m.identifier === parsed.data.id);
    if (!member?.roles.includes(parsed.data.role)) return apiError(request, ErrorCode.NOT_FOUND);
    const admins = team.filter((m) => m.roles.includes("admin")).length;
    if (parsed.data.role === "admin" && admins <= 1) return apiError(request, ErrorCode.LAST_ADMIN);
    member.roles = member.roles.filter((r) => r !== parsed.data.role);
    return HttpResponse.json({ data: { userId: member.identifier, roles: member.roles } });
  }),
  // A signed-in person reports a review shown on a profile (any review the mock does not know
  // of is one the demo profiles show).
  http.post(apiPath("/review/:id/report"), async ({ request }) => {
    if (!request.headers.get("authorization")) return apiError(request, ErrorCode.UNAUTHORIZED);
    const body = reviewReportSchema.safeParse(await bodyOf(request));
    if (!body.success) return invalidInput(request, body.error.issues);
    return HttpResponse.json({ data: { reported: true } });
  }),
];
