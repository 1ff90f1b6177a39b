import { http, HttpResponse } from "msw";
import {
  auditQuerySchema,
  peopleQuerySchema,
  STAFF_PAGE_SIZE,
  staffReasonSchema,
  verificationDecisionSchema,
  verificationQueueQuerySchema,
  type AuditEntry,
  type PersonDetail,
  type PersonRow,
  type QueuedTherapist,
  type VerificationCase,
} from "@/features/staff/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { apiError, invalidInput } from "./errors";
import { apiPath } from "./lang";

/** The mocked console's admin (every area): a staff token with a second factor. */
export const MOCK_STAFF_TOKEN = "mock-staff-admin-token";
const STAFF_ID = "7c0d8a5e-1b2c-4d3e-8f90-0a1b2c3d4e5f";
const THERAPIST_ID = "5b7e2a10-3c4d-4e5f-9a0b-1c2d3e4f5a6b";
const PERSON_ID = "2f4e6a80-9b1c-4d2e-8f3a-4b5c6d7e8f90";
const FILE_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

const queue: QueuedTherapist[] = [
  {
    identifier: THERAPIST_ID,
    firstName: "James",
    lastName: "Carter",
    email: "james.carter@demo.therapy",
    submittedAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
    waitingSeconds: 26 * 3600,
  },
];
const caseOf = (status: string): VerificationCase => ({
  therapist: {
    identifier: THERAPIST_ID,
    firstName: "James",
    lastName: "Carter",
    email: "james.carter@demo.therapy",
  },
  verification: {
    status,
    note: null,
    submittedAt: queue[0]!.submittedAt,
    reviewedAt: null,
    changedSinceSubmission: false,
    expiresAt: null,
  },
  qualifications: [
    {
      identifier: "0e1d2c3b-4a59-4687-9a6b-5c4d3e2f1a0b",
      type: "license",
      body: "Health and Care Professions Council",
      credentialNumber: "PYL-04417",
      title: null,
      files: [{ identifier: FILE_ID, filename: "hcpc-registration.pdf", kind: "pdf" }],
    },
  ],
  insurance: [],
});
const people: PersonRow[] = [
  {
    identifier: PERSON_ID,
    firstName: "Chioma",
    lastName: "Eze",
    email: "chioma.eze@demo.therapy",
    userType: "client",
    isActive: true,
    createdAt: "2026-01-05T09:00:00.000Z",
  },
];
const audit: AuditEntry[] = [];

let verificationStatus = "submitted";

function guard(request: Request) {
  return request.headers.get("authorization") === `Bearer ${MOCK_STAFF_TOKEN}`
    ? null
    : apiError(request, ErrorCode.NOT_FOUND);
}
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const paged = <T>(rows: T[], page: number) =>
  HttpResponse.json({
    data: rows.slice((page - 1) * STAFF_PAGE_SIZE, page * STAFF_PAGE_SIZE),
    meta: { page, pageSize: STAFF_PAGE_SIZE, total: rows.length },
  });
function audited(action: string, targetId: string | null, reason: string | null = null) {
  audit.unshift({
    identifier: String(audit.length + 1),
    at: new Date().toISOString(),
    actorId: STAFF_ID,
    actorName: "Oliver Grant",
    role: "admin",
    action,
    targetId,
    reason,
    requestId: crypto.randomUUID(),
    details: null,
  });
}
const matches = (q: string | undefined, ...texts: string[]) =>
  !q || texts.some((t) => t.toLowerCase().includes(q.toLowerCase()));

/** The operations console (issue 68), for the mocked admin; everyone else gets 404 as for real. */
export const staffHandlers = [
  http.get(
    apiPath("/staff/me"),
    ({ request }) =>
      guard(request) ??
      HttpResponse.json({
        data: {
          userId: STAFF_ID,
          name: "Oliver Grant",
          roles: ["admin"],
          areas: [
            "verification",
            "people",
            "reviews",
            "emails",
            "support",
            "money",
            "audit",
            "team",
          ],
        },
      }),
  ),
  http.get(apiPath("/staff/audit"), ({ request }) => {
    const refused = guard(request);
    if (refused) return refused;
    const query = auditQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidInput(request, query.error.issues);
    const { target, action } = query.data;
    const rows = audit.filter(
      (e) => (!target || e.targetId === target) && (!action || e.action === action),
    );
    return paged(rows, query.data.page);
  }),
  http.get(apiPath("/staff/audit/export"), ({ request }) => {
    const refused = guard(request);
    if (refused) return refused;
    const header = "time,actor id,actor,role,action,target,reason,request id\n";
    const rows = audit.map((e) =>
      [
        e.at,
        e.actorId,
        e.actorName,
        e.role,
        e.action,
        e.targetId ?? "",
        e.reason ?? "",
        e.requestId,
      ].join(","),
    );
    return new HttpResponse(`\uFEFF${header}${rows.map((r) => `${r}\n`).join("")}`, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="staff-audit.csv"',
      },
    });
  }),
  http.get(apiPath("/staff/verifications"), ({ request }) => {
    const refused = guard(request);
    if (refused) return refused;
    const query = verificationQueueQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidInput(request, query.error.issues);
    const rows = verificationStatus === "submitted" ? queue : [];
    return paged(
      rows.filter((r) => matches(query.data.q, r.email, `${r.firstName} ${r.lastName}`)),
      query.data.page,
    );
  }),
  http.get(apiPath("/staff/verifications/:id"), ({ request, params }) => {
    const refused = guard(request);
    if (refused) return refused;
    if (params.id !== THERAPIST_ID) return apiError(request, ErrorCode.NOT_FOUND);
    audited("verification.view", THERAPIST_ID);
    return HttpResponse.json({ data: caseOf(verificationStatus) });
  }),
  http.get(apiPath("/staff/verifications/:id/files/:fileId"), ({ request, params }) => {
    if (params.id !== THERAPIST_ID || params.fileId !== FILE_ID)
      return apiError(request, ErrorCode.NOT_FOUND);
    return new HttpResponse("%PDF-1.4\n%%EOF\n", {
      headers: { "content-type": "application/pdf", "content-disposition": "inline" },
    });
  }),
  http.post(apiPath("/staff/verifications/:id/decision"), async ({ request, params }) => {
    const refused = guard(request);
    if (refused) return refused;
    const body = verificationDecisionSchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalidInput(request, body.error.issues);
    if (params.id !== THERAPIST_ID) return apiError(request, ErrorCode.NOT_FOUND);
    if (verificationStatus !== "submitted")
      return apiError(request, ErrorCode.VERIFICATION_NOT_SUBMITTED);
    verificationStatus = body.data.decision === "approve" ? "approved" : "rejected";
    audited(`verification.${body.data.decision}`, THERAPIST_ID, body.data.note ?? null);
    return HttpResponse.json({
      data: { status: verificationStatus, note: body.data.note ?? null },
    });
  }),
  http.get(apiPath("/staff/people"), ({ request }) => {
    const refused = guard(request);
    if (refused) return refused;
    const query = peopleQuerySchema.safeParse(queryOf(request));
    if (!query.success) return invalidInput(request, query.error.issues);
    return paged(
      people.filter((p) => matches(query.data.q, p.email, `${p.firstName} ${p.lastName}`)),
      query.data.page,
    );
  }),
  http.get(apiPath("/staff/people/:id"), ({ request, params }) => {
    const refused = guard(request);
    if (refused) return refused;
    const person = people.find((p) => p.identifier === params.id);
    if (!person) return apiError(request, ErrorCode.NOT_FOUND);
    audited("person.view", person.identifier);
    const detail: PersonDetail = {
      account: {
        ...person,
        phoneNumber: null,
        emailVerified: true,
        isSocial: false,
        secondFactor: false,
        staffRoles: [],
      },
      bookings: [],
      wallet: { balance: 500000, currency: "NGN" },
      credentials: null,
    };
    return HttpResponse.json({ data: detail });
  }),
  http.post(apiPath("/staff/people/:id/:action"), async ({ request, params }) => {
    const refused = guard(request);
    if (refused) return refused;
    const action = String(params.action);
    if (!["lock", "unlock", "revoke-sessions"].includes(action))
      return apiError(request, ErrorCode.NOT_FOUND);
    const body = staffReasonSchema.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalidInput(request, body.error.issues);
    const person = people.find((p) => p.identifier === params.id);
    if (!person) return apiError(request, ErrorCode.NOT_FOUND);
    if (action !== "revoke-sessions") person.isActive = action === "unlock";
    audited(`person.${action}`, person.identifier, body.data.reason);
    return HttpResponse.json({
      data: { isActive: person.isActive, sessionsEnded: action === "unlock" ? 0 : 1 },
    });
  }),
  http.post(apiPath("/staff/impersonate/:id"), ({ request, params }) => {
    const refused = guard(request);
    if (refused) return refused;
    if (!people.some((p) => p.identifier === params.id))
      return apiError(request, ErrorCode.NOT_FOUND);
    audited("impersonation.start", String(params.id));
    return HttpResponse.json({
      data: { impersonationToken: `mock-impersonation-${params.id}`, expiresIn: 900 },
    });
  }),
];
