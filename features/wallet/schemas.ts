import { z } from "zod";
import { MINOR_UNITS_PER_MAJOR } from "@/lib/money/currency";
import { pageNumber } from "@/lib/validation/common";
import { bankDetailsSchema } from "@/features/earnings";
import { MAXIMUM_TOP_UP_MAJOR } from "./top-up";
import { WITHDRAWAL_STATUSES } from "./withdrawal";

/**
 * Wallet and payment inputs (spec sections 5 and 7), shared by the forms and the API. Messages are
 * keys of the Validation namespace. The minimum depends on the wallet's currency, so the server
 * checks it in the service and the form with `minimumTopUp`.
 */
export const TRANSACTION_TYPES = [
  "top_up",
  "booking_charge",
  "refund",
  "voucher",
  "adjustment",
  "withdrawal",
  "withdrawal_return",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** POST /payment/wallet: the amount in minor units (the form sends the typed amount x 100). */
export const topUpSchema = z.object({
  amount: z
    .number("amountRequired")
    .int("amountWhole")
    .positive("amountRequired")
    .max(MAXIMUM_TOP_UP_MAJOR * MINOR_UNITS_PER_MAJOR, "amountTooLarge"),
  /** Where the checkout sends the person back: a page of ours that pays with the money (a booking). */
  returnPath: z
    .string()
    .regex(/^\/(de\/)?(wallet|payment)\/[A-Za-z0-9-]*\/?$/, "invalid")
    .optional(),
});
export type TopUpInput = z.input<typeof topUpSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = z
  .string()
  .regex(DATE, "dateFormat")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "dateFormat");

export const TRANSACTIONS_PAGE_SIZE = 10;

/** GET /wallet/transactions: page, fromDate, toDate (YYYY-MM-DD, inclusive), transactionType. */
export const transactionsQuerySchema = z
  .object({
    page: pageNumber(10_000),
    pageSize: z.coerce
      .number("pageSize")
      .int("pageSize")
      .min(1, "pageSize")
      .max(50, "pageSize")
      .default(TRANSACTIONS_PAGE_SIZE),
    fromDate: dateSchema.optional(),
    toDate: dateSchema.optional(),
    transactionType: z.enum(TRANSACTION_TYPES, "transactionType").optional(),
  })
  .refine((v) => !v.fromDate || !v.toDate || v.fromDate <= v.toDate, {
    path: ["toDate"],
    message: "dateRange",
  });
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

export const referenceParamSchema = z.object({
  reference: z.string().regex(/^[A-Za-z0-9_-]{6,100}$/, "reference"),
});

// What the API answers, the one place the front end's types come from.
export const paymentStatusSchema = z.enum(["pending", "success", "failure"]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const walletBalanceSchema = z.strictObject({ balance: z.number(), currency: z.string() });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export type PaymentChannel = "card" | "bank_transfer";

export const walletTransactionSchema = z
  .strictObject({
    identifier: z.string(),
    transactionType: z.enum(TRANSACTION_TYPES),
    direction: z.enum(["credit", "debit"]),
    /** Always positive, in minor units; `direction` says which way it moved. */
    amount: z.number(),
    currency: z.string(),
    balanceAfter: z.number(),
    reference: z.string(),
    description: z.string(),
    /** How a top-up came in (a card checkout or a bank transfer); null for anything else. */
    channel: z.enum(["card", "bank_transfer"]).nullable(),
    status: z.literal("success"),
    createdAt: z.string(),
  })
  .meta({ id: "WalletTransaction" });
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** GET /wallet/transactions: an entry, and for a session charge or refund whom it was with. */
export const walletTransactionListItemSchema = walletTransactionSchema.extend({
  providerName: z.string().nullable(),
});
export type WalletTransactionListItem = z.infer<typeof walletTransactionListItemSchema>;

/** A session a charge or refund was for (a weekly series paid together is several). */
const transactionSessionSchema = z.strictObject({
  bookingIdentifier: z.string(),
  providerName: z.string(),
  /** Null while the session waits to be scheduled. */
  startTime: z.string().nullable(),
});
export type TransactionSession = z.infer<typeof transactionSessionSchema>;

/** GET /wallet/transactions/{id}: the entry, and for a session payment or refund its sessions. */
export const walletTransactionDetailSchema = walletTransactionSchema.extend({
  sessions: z.array(transactionSessionSchema),
});
export type WalletTransactionDetail = z.infer<typeof walletTransactionDetailSchema>;

export const walletStatsSchema = z.strictObject({
  currency: z.string(),
  balance: z.number(),
  totalTopUps: z.number(),
  totalSpent: z.number(),
  totalRefunds: z.number(),
  transactionCount: z.number().int(),
});
export type WalletStats = z.infer<typeof walletStatsSchema>;

export const topUpAnswerSchema = z.strictObject({
  amount: z.number(),
  currency: z.string(),
  status: paymentStatusSchema,
  metadata: z.strictObject({ authorizationUrl: z.string() }),
  payment: z.strictObject({ reference: z.string() }),
});
export type TopUpAnswer = z.infer<typeof topUpAnswerSchema>;

export const paymentStatusAnswerSchema = z.strictObject({
  reference: z.string(),
  status: paymentStatusSchema,
  amount: z.number(),
  currency: z.string(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswerSchema>;

/** The sandbox gateway's checkout page. */
export const sandboxCheckoutSchema = z.strictObject({
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  email: z.string(),
  merchant: z.string(),
  status: paymentStatusSchema,
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;
export const sandboxDecisionSchema = z.strictObject({
  status: paymentStatusSchema,
  redirectUrl: z.string(),
});
export type SandboxDecision = z.infer<typeof sandboxDecisionSchema>;

/** A client's own account number for bank transfers into their wallet (spec section 3). */
export const virtualAccountSchema = z.strictObject({
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** Opened by the test gateway: transfers into it are simulated, no money moves. */
  testMode: z.boolean(),
});
export type VirtualAccount = z.infer<typeof virtualAccountSchema>;
/** GET /virtual-accounts/account: `available` says whether one can be generated for this wallet. */
export const virtualAccountAnswerSchema = z.strictObject({
  account: virtualAccountSchema.nullable(),
  available: z.boolean(),
});
export type VirtualAccountAnswer = z.infer<typeof virtualAccountAnswerSchema>;

/**
 * POST /virtual-accounts/requery: whether the gateway was asked now to look for the account's
 * transfers (false: it needs no asking, was asked within the window, or could not be reached).
 */
export const transferRequerySchema = z.strictObject({ requested: z.boolean() });
export type TransferRequery = z.infer<typeof transferRequerySchema>;

/** POST /virtual-accounts/sandbox-transfer: the test bank sends this much (minor units). */
export const sandboxTransferSchema = z.object({ amount: topUpSchema.shape.amount });

/**
 * The top-up form's amount as typed ("5,000"). The minimum depends on the wallet's currency, so
 * the form builds this with the minimum and its message already worded for the viewer.
 */
export const topUpFormSchema = (minimumMinor: number, minimumMessage: string) =>
  z.object({
    amount: z
      .string()
      .trim()
      .min(1, "amountRequired")
      .refine((v) => /^[\d,]+$/.test(v), "amountRequired")
      .refine(
        (v) => Number(v.replace(/,/g, "")) * MINOR_UNITS_PER_MAJOR >= minimumMinor,
        minimumMessage,
      )
      .refine((v) => Number(v.replace(/,/g, "")) <= MAXIMUM_TOP_UP_MAJOR, "amountTooLarge"),
  });
export type TopUpFormValues = z.infer<ReturnType<typeof topUpFormSchema>>;

// --- withdrawals to a bank account (decision 0114) ----------------------------------------------

/**
 * The bank account a withdrawal is paid into: the therapists' payout account's rules for the
 * account name, bank name, bank code and account number (spec section 5, Bank details).
 */
export const withdrawalAccountSchema = bankDetailsSchema("other").pick({
  accountName: true,
  bankName: true,
  bankCode: true,
  accountNumber: true,
});

/**
 * POST /wallet/withdrawals: how much (minor units) and where to. The minimum depends on the
 * wallet's currency, so the service checks it (and the balance) and the form with `minimumWithdrawal`.
 */
export const withdrawalRequestSchema = withdrawalAccountSchema.extend({
  amount: topUpSchema.shape.amount,
});
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

export const withdrawalsQuerySchema = z.object({ page: pageNumber(10_000) });

export const withdrawalSchema = z
  .strictObject({
    identifier: z.string(),
    /** Minor units of `currency`. */
    amount: z.number().int(),
    currency: z.string(),
    status: z.enum(WITHDRAWAL_STATUSES),
    accountName: z.string(),
    bankName: z.string(),
    /** The last four digits only. */
    accountNumberEnding: z.string(),
    /** The bank transfer's reference, once paid. */
    transferReference: z.string().nullable(),
    /** Why it failed (the money is back in the wallet). */
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
  })
  .meta({ id: "WalletWithdrawal" });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * The withdraw form's values as typed: whole major units ("5,000", as the top-up takes them) with
 * the minimum and the balance already worded for the viewer, and the bank account by the payout
 * account's rules.
 */
export const withdrawalFormSchema = (
  minimumMinor: number,
  balanceMinor: number,
  messages: { minimum: string; balance: string },
) =>
  withdrawalAccountSchema.extend({
    amount: z
      .string()
      .trim()
      .min(1, "amountRequired")
      .refine((v) => /^[\d,]+$/.test(v), "amountRequired")
      .refine(
        (v) => Number(v.replace(/,/g, "")) * MINOR_UNITS_PER_MAJOR >= minimumMinor,
        messages.minimum,
      )
      .refine(
        (v) => Number(v.replace(/,/g, "")) * MINOR_UNITS_PER_MAJOR <= balanceMinor,
        messages.balance,
      ),
  });
export type WithdrawalFormValues = z.infer<ReturnType<typeof withdrawalFormSchema>>;

/** The console's finance list (decision 0114): whose, and the whole account to pay it into. */
export const staffWithdrawalSchema = withdrawalSchema
  .omit({ accountNumberEnding: true })
  .extend({
    person: z.strictObject({
      identifier: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
    }),
    bankCode: z.string(),
    accountNumber: z.string(),
  })
  .meta({ id: "StaffWithdrawal" });
export type StaffWithdrawal = z.infer<typeof staffWithdrawalSchema>;

export const staffWithdrawalsQuerySchema = z.object({
  page: pageNumber(10_000),
  status: z.enum(WITHDRAWAL_STATUSES, "invalid").default("requested"),
});

/** POST /staff/withdrawals/{id}/paid: the bank transfer's reference, as with a payout. */
export const withdrawalPaidSchema = z.object({
  reference: z
    .string("@Staff.validation.referenceRequired")
    .trim()
    .min(1, "@Staff.validation.referenceRequired")
    .max(100, "@Staff.validation.referenceMax"),
});
