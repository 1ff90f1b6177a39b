import { z } from "zod";
import { pageNumber } from "@/lib/validation/common";
import { STAFF_ROLES } from "./roles";

/** The console's lists page 25 at a time. */
export const STAFF_PAGE_SIZE = 25;
export const STAFF_REASON_MAX = 500;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "@Staff.validation.textMax")
    .optional()
    .transform((v) => v || undefined);
const optionalUuid = z
  .union([z.uuid("invalidId"), z.literal("")])
  .optional()
  .transform((v) => v || undefined);
const optionalDay = z
  .union([z.iso.date("@Staff.validation.day"), z.literal("")])
  .optional()
  .transform((v) => v || undefined);

/** GET /api/staff/audit (and its CSV): every filter is in the console's URL. */
export const auditQuerySchema = z.object({
  page: pageNumber(),
  target: optionalUuid,
  actor: optionalUuid,
  action: optionalText(64),
  from: optionalDay,
  to: optionalDay,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntry = z.object({
  identifier: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  role: z.enum(STAFF_ROLES),
  action: z.string(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  requestId: z.string(),
  details: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
const pageMeta = z.object({ page: z.number(), pageSize: z.number(), total: z.number() });
/** GET /api/staff/audit */
export const auditListAnswer = z.object({ data: z.array(auditEntry), meta: pageMeta });

/** GET /api/staff/me: who is signed in to the console, and what it opens for them. */
export const staffMeAnswer = z.object({
  data: z.object({
    userId: z.string(),
    name: z.string(),
    roles: z.array(z.enum(STAFF_ROLES)),
    areas: z.array(z.string()),
  }),
});
export type StaffMe = z.infer<typeof staffMeAnswer>["data"];

// --- verification queue --------------------------------------------------------------------------

export const verificationQueueQuerySchema = z.object({
  page: pageNumber(),
  q: optionalText(100),
});
export type VerificationQueueQuery = z.input<typeof verificationQueueQuerySchema>;

export const queuedTherapist = z.object({
  identifier: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  submittedAt: z.string(),
  /** Seconds since submission, at the server's clock. */
  waitingSeconds: z.number(),
});
export type QueuedTherapist = z.infer<typeof queuedTherapist>;
/** GET /api/staff/verifications */
export const verificationQueueAnswer = z.object({ data: z.array(queuedTherapist), meta: pageMeta });

const caseFile = z.object({ identifier: z.string(), filename: z.string(), kind: z.string() });
export const verificationCase = z.object({
  therapist: queuedTherapist.omit({ waitingSeconds: true, submittedAt: true }),
  verification: z.object({
    status: z.string(),
    note: z.string().nullable(),
    submittedAt: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    changedSinceSubmission: z.boolean(),
    expiresAt: z.string().nullable(),
  }),
  qualifications: z.array(
    z.object({
      identifier: z.string(),
      type: z.string(),
      body: z.string().nullable(),
      credentialNumber: z.string().nullable(),
      title: z.string().nullable(),
      files: z.array(caseFile),
    }),
  ),
  insurance: z.array(caseFile),
});
export type VerificationCase = z.infer<typeof verificationCase>;
/** GET /api/staff/verifications/{id} */
export const verificationCaseAnswer = z.object({ data: verificationCase });

/** POST /api/staff/verifications/{id}/decision: a rejection needs the note the therapist reads. */
export const verificationDecisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"], "@Staff.validation.decision"),
    note: optionalText(STAFF_REASON_MAX),
    until: optionalDay,
  })
  .refine((v) => v.decision === "approve" || Boolean(v.note), {
    path: ["note"],
    message: "@Staff.validation.rejectNoteRequired",
  });
export type VerificationDecision = z.input<typeof verificationDecisionSchema>;
/** POST /api/staff/verifications/{id}/decision */
export const verificationDecisionAnswer = z.object({
  data: z.object({ status: z.string(), note: z.string().nullable() }),
});

// --- people -------------------------------------------------------------------------------------

export const peopleQuerySchema = z.object({ page: pageNumber(), q: optionalText(100) });
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

export const personRow = z.object({
  identifier: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.enum(["client", "provider"]),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PersonRow = z.infer<typeof personRow>;
/** GET /api/staff/people */
export const peopleAnswer = z.object({ data: z.array(personRow), meta: pageMeta });

/** A change to an account that staff make: the reason goes to the audit log. */
export const staffReasonSchema = z.object({
  reason: z
    .string("@Staff.validation.reasonRequired")
    .trim()
    .min(3, "@Staff.validation.reasonRequired")
    .max(STAFF_REASON_MAX, "@Staff.validation.textMax"),
});
export type StaffReason = z.input<typeof staffReasonSchema>;

export const personDetail = z.object({
  account: personRow.extend({
    phoneNumber: z.string().nullable(),
    emailVerified: z.boolean(),
    isSocial: z.boolean(),
    secondFactor: z.boolean(),
    staffRoles: z.array(z.enum(STAFF_ROLES)),
  }),
  /** Sessions booked or given, newest first: never their notes. */
  bookings: z.array(
    z.object({
      identifier: z.string(),
      role: z.enum(["client", "therapist"]),
      with: z.string().nullable(),
      therapy: z.string().nullable(),
      status: z.string(),
      startTime: z.string().nullable(),
      amount: z.number(),
      currency: z.string(),
    }),
  ),
  wallet: z.object({ balance: z.number(), currency: z.string() }),
  /** A therapist's verification status; null for a client. */
  credentials: z
    .object({
      status: z.string(),
      submittedAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
    })
    .nullable(),
});
export type PersonDetail = z.infer<typeof personDetail>;
/** GET /api/staff/people/{id} */
export const personDetailAnswer = z.object({ data: personDetail });
/** POST /api/staff/people/{id}/lock, /unlock, /revoke-sessions */
export const personActionAnswer = z.object({
  data: z.object({ isActive: z.boolean(), sessionsEnded: z.number() }),
});

/** POST /api/staff/impersonate/{userId}: "view as", read only, for 15 minutes, not renewable. */
export const impersonationAnswer = z.object({
  data: z.object({ impersonationToken: z.string(), expiresIn: z.number() }),
});

// --- expiring licences, reviews, failed emails, staff (decision 0808) ---------------------------

/** The verification screen lists approvals whose licence expires within this many days. */
export const EXPIRING_WITHIN_DAYS = 60;
export const pageQuerySchema = z.object({ page: pageNumber() });

export const expiringLicence = z.strictObject({
  identifier: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  /** Whole days left at the server's clock (0 on the last day). */
  daysLeft: z.number().int(),
});
export type ExpiringLicence = z.infer<typeof expiringLicence>;

/** GET /api/staff/reviews: reported reviews (open reports), or the hidden ones. */
export const reviewsQuerySchema = z.object({
  page: pageNumber(),
  status: z
    .enum(["reported", "hidden", ""], "@Staff.validation.status")
    .optional()
    .transform((v) => v || "reported"),
});
export type ReviewsQuery = z.input<typeof reviewsQuerySchema>;
export const REVIEW_MODERATIONS = ["hide", "restore", "dismiss"] as const;
export const reviewModerationAnswer = z.strictObject({ hidden: z.boolean() });

export const failedEmail = z.strictObject({
  identifier: z.string(),
  /** Masked: a***@example.com. */
  recipient: z.string(),
  kind: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedEmail = z.infer<typeof failedEmail>;
export const emailRetryAnswer = z.strictObject({
  identifier: z.string(),
  kind: z.string(),
  delivery: z.literal("pending"),
});

export const staffMemberRow = z.strictObject({
  identifier: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type StaffMemberRow = z.infer<typeof staffMemberRow>;

/** POST /api/staff/team: an existing account's email and at least one role. */
export const addStaffSchema = z.object({
  email: z
    .string("@Staff.validation.email")
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, "@Staff.validation.email")
    .transform((v) => v.toLowerCase()),
  roles: z
    .array(z.enum(STAFF_ROLES, "@Staff.validation.roles"), "@Staff.validation.roles")
    .min(1, "@Staff.validation.roles")
    .transform((v) => [...new Set(v)]),
});
export type AddStaffInput = z.input<typeof addStaffSchema>;
export const staffRolesAnswer = z.strictObject({
  userId: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export const roleParamSchema = z.object({
  id: z.uuid("invalidId"),
  role: z.enum(STAFF_ROLES, "@Staff.validation.roles"),
});
