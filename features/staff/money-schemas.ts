import { z } from "zod";
import { PAYOUT_REFERENCE_MAX } from "@/features/earnings";
import { MINOR_UNITS_PER_MAJOR } from "@/lib/money/currency";
import { pageNumber } from "@/lib/validation/common";
import { staffReasonSchema } from "./schemas";

// The console's money area (issue 68, decision 0810): payouts due and wallet adjustments.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = z.string("@Staff.validation.month").regex(MONTH, "@Staff.validation.month");

/** The month finance pays by default: the last full one, by the calendar in UTC. */
export function previousMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15))
    .toISOString()
    .slice(0, 7);
}

/** GET /api/staff/payouts: the month is in the console's URL. */
export const payoutsQuerySchema = z.object({ page: pageNumber(), month });
export type PayoutsQuery = z.input<typeof payoutsQuerySchema>;

/**
 * The last day that is already "today" somewhere (UTC+14): a transfer made this morning in Lagos
 * or Auckland is not in the future, whatever the server's clock says.
 */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/**
 * POST /api/staff/payouts: "Record as paid". The row's therapist, month, currency and amount as the
 * list showed them, the transfer's reference (required) and the day it was paid: not before the
 * month began, not after today (as `payouts:record` asks of its date).
 */
export const recordPayoutSchema = z
  .object({
    providerId: z.uuid("invalidId"),
    month,
    currency: z
      .string("@Staff.validation.currency")
      .regex(/^[A-Za-z]{3}$/, "@Staff.validation.currency")
      .transform((v) => v.toUpperCase()),
    amount: z.number("@Staff.validation.amount").int("@Staff.validation.amount").positive(),
    reference: z
      .string("@Staff.validation.referenceRequired")
      .trim()
      .min(1, "@Staff.validation.referenceRequired")
      .max(PAYOUT_REFERENCE_MAX, "@Staff.validation.referenceMax"),
    paidOn: z.iso.date("@Staff.validation.day"),
  })
  .superRefine((v, ctx) => {
    if (v.paidOn < `${v.month}-01`)
      ctx.addIssue({ code: "custom", path: ["paidOn"], message: "@Staff.validation.paidBefore" });
    else if (v.paidOn > latestToday())
      ctx.addIssue({ code: "custom", path: ["paidOn"], message: "@Staff.validation.paidFuture" });
  });
export type RecordPayoutInput = z.input<typeof recordPayoutSchema>;

export const recordedPayoutSchema = z.strictObject({
  providerId: z.string(),
  month: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  paidOn: z.string(),
});

// --- wallet adjustments -------------------------------------------------------------------------

export const ADJUSTMENT_DIRECTIONS = ["credit", "debit"] as const;
export const ADJUSTMENT_STATUSES = ["pending", "applied", "rejected"] as const;
/** A sanity ceiling: 100 million in major units, far from any real correction and from overflow. */
export const ADJUSTMENT_MAX_MINOR = 100_000_000 * MINOR_UNITS_PER_MAJOR;

const direction = z.enum(ADJUSTMENT_DIRECTIONS, "@Staff.validation.direction");

/** POST /api/staff/adjustments: whose wallet, which way, how much (minor units) and why. */
export const adjustmentRequestSchema = z.object({
  userId: z.uuid("invalidId"),
  direction,
  amount: z
    .number("@Staff.validation.amount")
    .int("@Staff.validation.amount")
    .positive("@Staff.validation.amount")
    .max(ADJUSTMENT_MAX_MINOR, "@Staff.validation.amountMax"),
  reason: staffReasonSchema.shape.reason,
});
export type AdjustmentRequest = z.input<typeof adjustmentRequestSchema>;

/** "1500", "1500.5", "1500,50": an amount in major units as typed, to minor units; else null. */
export function majorToMinor(text: string): number | null {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * MINOR_UNITS_PER_MAJOR + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The adjustment form: the amount as typed in major units, the rest as the request's. */
export const adjustmentFormSchema = z.object({
  direction,
  amount: z
    .string()
    .trim()
    .min(1, "@Staff.validation.amount")
    .refine((v) => (majorToMinor(v) ?? 0) > 0, "@Staff.validation.amount")
    .refine((v) => (majorToMinor(v) ?? 0) <= ADJUSTMENT_MAX_MINOR, "@Staff.validation.amountMax"),
  reason: staffReasonSchema.shape.reason,
});
export type AdjustmentFormValues = z.input<typeof adjustmentFormSchema>;

/** GET /api/staff/adjustments: one list at a time, pending by default. */
export const adjustmentsQuerySchema = z.object({
  page: pageNumber(),
  status: z
    .enum([...ADJUSTMENT_STATUSES, ""], "@Staff.validation.status")
    .optional()
    .transform((v) => v || "pending"),
});
export type AdjustmentsQuery = z.input<typeof adjustmentsQuerySchema>;

const someone = z.strictObject({ identifier: z.string(), name: z.string() });

export const walletAdjustmentSchema = z.strictObject({
  identifier: z.string(),
  person: someone.extend({ email: z.string() }),
  direction,
  /** Minor units, positive; `direction` says which way. */
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  /** Above the approval limit when it was asked for: a second finance person decides. */
  needsApproval: z.boolean(),
  requestedBy: someone,
  requestedAt: z.string(),
  decidedBy: someone.nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type WalletAdjustment = z.infer<typeof walletAdjustmentSchema>;

/** GET /api/staff/wallets/{id}: the wallet finance is about to adjust, and its approval limit. */
export const staffWalletSchema = z.strictObject({
  person: z.strictObject({
    identifier: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    userType: z.enum(["client", "provider"]),
  }),
  balance: z.number().int(),
  currency: z.string(),
  /** Minor units: an adjustment above this waits for a second finance person. */
  approvalAbove: z.number().int(),
});
export type StaffWallet = z.infer<typeof staffWalletSchema>;
