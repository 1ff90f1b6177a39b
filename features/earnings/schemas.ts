import { z } from "zod";
import { pageNumber } from "@/lib/validation/common";

/** The United Kingdom's bank details ask more (spec section 5: Bank details). */
export type BankDetailsVariant = "gb" | "other";
export const ACCOUNT_TYPES = ["checking", "savings"] as const;
export const ACCOUNT_OWNERSHIPS = ["business", "personal"] as const;

const digits = (key: string) =>
  z
    .string(key)
    .trim()
    .regex(/^\d{3,32}$/, key);

const text = (required: string, min: number, max: number, length: string) =>
  z.string(required).trim().min(1, required).min(min, length).max(max, length);

/**
 * Spec section 5, Bank details: account name 3 to 32 letters with spaces, hyphens, commas,
 * apostrophes and periods (the variant that fits names like "Amaka O'Neil-Obi"); sort code and
 * account number digits 3 to 32; bank name 3 or more. In the United Kingdom address 5 to 100,
 * postal code 3 to 10, account type, ownership and date of birth are required; elsewhere account
 * type, ownership, postal code and address.
 */
export function bankDetailsSchema(variant: BankDetailsVariant) {
  const gb = variant === "gb";
  return z.object({
    accountName: z
      .string("accountNameRequired")
      .trim()
      .min(1, "accountNameRequired")
      .min(3, "accountNameLength")
      .max(32, "accountNameLength")
      .regex(/^[A-Za-z][A-Za-z .,'-]*$/, "accountNameFormat"),
    bankCode: digits(gb ? "sortCodeFormat" : "bankCodeFormat"),
    bankName: text("bankNameRequired", 3, 100, "bankNameLength"),
    accountNumber: digits("accountNumberFormat"),
    address: gb
      ? text("addressRequired", 5, 100, "addressLength")
      : text("addressRequired", 1, 100, "addressLength"),
    postalCode: gb
      ? text("postalCodeRequired", 3, 10, "postalCodeLength")
      : text("postalCodeRequired", 1, 10, "postalCodeLength"),
    accountType: z.enum(ACCOUNT_TYPES, "accountTypeRequired"),
    accountOwnership: z.enum(ACCOUNT_OWNERSHIPS, "accountOwnershipRequired"),
    dateOfBirth: gb
      ? z
          .string("dateOfBirthRequired")
          .min(1, "dateOfBirthRequired")
          .pipe(z.iso.date("dobInvalid"))
          .refine((v) => v < new Date().toISOString().slice(0, 10), "dobInvalid")
      : z
          .union([z.literal(""), z.iso.date("dobInvalid")])
          .nullish()
          .transform(() => null),
  });
}
export type BankDetailsInput = z.input<ReturnType<typeof bankDetailsSchema>>;
export type BankDetailsValues = z.output<ReturnType<typeof bankDetailsSchema>>;

/** GET /provider/bank-details: the form's variant, and the saved account without its number. */
export const bankDetailsAnswerSchema = z
  .strictObject({
    variant: z.enum(["gb", "other"]),
    account: z
      .strictObject({
        accountName: z.string(),
        bankCode: z.string(),
        bankName: z.string(),
        /** The last four digits only. */
        accountNumberEnding: z.string(),
        address: z.string(),
        postalCode: z.string(),
        accountType: z.enum(ACCOUNT_TYPES),
        accountOwnership: z.enum(ACCOUNT_OWNERSHIPS),
        dateOfBirth: z.string().nullable(),
        updatedAt: z.string(),
      })
      .nullable(),
  })
  .meta({ id: "BankDetails" });
export type BankDetails = z.infer<typeof bankDetailsAnswerSchema>;

/** Money in minor units of `currency`. */
const earningsTotalsSchema = z.strictObject({
  currency: z.string(),
  /** Sessions held, and late cancellations the client was not refunded for. */
  earned: z.number().int(),
  /** Paid sessions still to come. */
  upcoming: z.number().int(),
  sessionsHeld: z.number().int(),
  sessionsUpcoming: z.number().int(),
  /** What support has paid into the therapist's account so far (decision 0107). */
  paidOut: z.number().int(),
});
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

/**
 * A month's payout, once support has paid it. `paidOn` is YYYY-MM-DD; the amount's currency is
 * beside it, as with every amount on the wire.
 */
const payoutSchema = z.strictObject({
  amount: z.number().int(),
  currency: z.string(),
  paidOn: z.string(),
  reference: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET /provider/earnings. */
export const earningsSummarySchema = z
  .strictObject({
    totals: z.array(earningsTotalsSchema),
    /**
     * The last twelve months with earnings (or a year's, with `?year=`), newest first; `month` is
     * YYYY-MM in the therapist's zone.
     */
    months: z.array(
      z.strictObject({
        month: z.string(),
        currency: z.string(),
        earned: z.number().int(),
        sessions: z.number().int(),
        payout: payoutSchema.nullable(),
      }),
    ),
    /** The calendar years with earnings, newest first, for `?year=`. */
    years: z.array(z.number().int()),
  })
  .meta({ id: "EarningsSummary" });
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;

export const EARNING_KINDS = ["held", "upcoming", "lateCancellation", "refunded"] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

export const EARNING_ATTENDANCE = ["held", "notHeld", "unknown"] as const;
export type EarningAttendance = (typeof EARNING_ATTENDANCE)[number];

/** GET /provider/earnings/sessions: one paid session and what the therapist keeps of it. */
export const earningSessionSchema = z
  .strictObject({
    identifier: z.uuid(),
    clientName: z.string(),
    startTime: z.iso.datetime().nullable(),
    currency: z.string(),
    /** What the client paid. */
    amount: z.number().int(),
    refunded: z.number().int(),
    /** What the therapist earns: amount less refunds. */
    earned: z.number().int(),
    kind: z.enum(EARNING_KINDS),
    /**
     * Whether the session took place (decision 0319), from who was in the built-in session room:
     * "held" (with `heldMinutes`), "notHeld" (nobody met the therapist there), or "unknown" for one
     * held elsewhere (in person, in Messages, the therapist's own room), to come or cancelled.
     */
    attendance: z.enum(EARNING_ATTENDANCE),
    /** Minutes the therapist and their client were in the room together; 0 unless "held". */
    heldMinutes: z.number().int().min(0),
  })
  .meta({ id: "EarningSession" });
export type EarningSession = z.infer<typeof earningSessionSchema>;

export const EARNINGS_PAGE_SIZE = 20;
export const earningSessionsQuerySchema = z.object({ page: pageNumber() });

const calendarYear = z.coerce.number("year").int("year").min(2000, "year").max(9999, "year");
/** GET /provider/earnings: the months of one calendar year instead of the last twelve. */
export const earningsQuerySchema = z.object({ year: calendarYear.optional() });
/** GET /provider/earnings/export: a year's sessions as CSV. */
export const earningsExportQuerySchema = z.object({ year: calendarYear });

/**
 * One therapist's month in one currency on the console's payouts list (issue 68, decision 0810):
 * what they earned, the account to pay it into as `payouts:due` writes it, and the payout once it
 * is recorded. `amount` is minor units of `currency`.
 */
export const payoutMonthRowSchema = z
  .strictObject({
    providerId: z.string(),
    name: z.string(),
    email: z.string(),
    currency: z.string(),
    amount: z.number().int(),
    sessions: z.number().int(),
    account: z
      .strictObject({
        accountName: z.string(),
        bankName: z.string(),
        bankCode: z.string(),
        accountNumber: z.string(),
      })
      .nullable(),
    payout: z
      .strictObject({
        reference: z.string(),
        paidOn: z.string(),
        recordedAt: z.string(),
      })
      .nullable(),
  })
  .meta({ id: "PayoutMonthRow" });
export type PayoutMonthRow = z.infer<typeof payoutMonthRowSchema>;
