import { z } from "zod";
import { VOUCHER_MESSAGE_MAX } from "./limits";

export const VOUCHER_KINDS = ["voucher", "gift"] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];
const NAME_MAX = 64;

/** A voucher on the wire: the buyer sees their own, code included. */
export const voucherSchema = z
  .strictObject({
    identifier: z.string(),
    kind: z.enum(VOUCHER_KINDS),
    code: z.string(),
    /** Minor units. */
    amount: z.number().int(),
    currency: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    recipientEmail: z.string().nullable(),
    message: z.string().nullable(),
    status: z.enum(["active", "redeemed"]),
    createdAt: z.string(),
    redeemedAt: z.string().nullable(),
  })
  .meta({ id: "Voucher" });
export type Voucher = z.infer<typeof voucherSchema>;

/** POST /vouchers/redeem's answer: what was added and the wallet's balance after it. */
export const redeemedVoucherSchema = z.strictObject({
  amount: z.number().int(),
  currency: z.string(),
  balance: z.number().int(),
});
export type RedeemedVoucher = z.infer<typeof redeemedVoucherSchema>;

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null);

/**
 * Spec section 5: buyer email required, recipient email required for gifts, message at most 400.
 * The amount's limits depend on the wallet's currency: the service checks them, the form too.
 */
const voucherFields = {
  kind: z.enum(VOUCHER_KINDS, "voucherKind"),
  buyerName: z.string("nameRequired").trim().min(1, "nameRequired").max(NAME_MAX, "voucherNameMax"),
  buyerEmail: z
    .string("emailRequired")
    .trim()
    .min(1, "emailRequired")
    .pipe(z.email("emailInvalid")),
  recipientEmail: optionalText.pipe(z.email("emailInvalid").nullable()),
  message: z
    .string()
    .trim()
    .max(VOUCHER_MESSAGE_MAX, "voucherMessageMax")
    .nullish()
    .transform((v) => v || null),
};

const giftNeedsRecipient = <T extends { kind: VoucherKind; recipientEmail: string | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.kind === "gift" && !v.recipientEmail)
    ctx.addIssue({ code: "custom", path: ["recipientEmail"], message: "recipientEmailRequired" });
};

/** POST /vouchers: the amount in minor units. */
export const buyVoucherSchema = z
  .object({
    ...voucherFields,
    amount: z.number("amountRequired").int("amountWhole").positive("amountRequired"),
  })
  .superRefine(giftNeedsRecipient);
export type BuyVoucherInput = z.input<typeof buyVoucherSchema>;
export type BuyVoucher = z.output<typeof buyVoucherSchema>;

/**
 * The buy form: the amount as typed ("5,000"), between the wallet currency's limits, whose
 * messages the form words for the viewer.
 */
export const voucherFormSchema = (
  limits: { min: number; max: number },
  messages: { min: string; max: string },
) =>
  z
    .object({
      ...voucherFields,
      recipientEmail: z.string().trim(),
      message: z.string().trim().max(VOUCHER_MESSAGE_MAX, "voucherMessageMax"),
      amount: z
        .string()
        .trim()
        .min(1, "amountRequired")
        .refine((v) => /^[\d,]+$/.test(v), "amountRequired")
        .refine((v) => Number(v.replace(/,/g, "")) >= limits.min, messages.min)
        .refine((v) => Number(v.replace(/,/g, "")) <= limits.max, messages.max),
    })
    .superRefine((v, ctx) => {
      if (v.kind === "gift" && !v.recipientEmail)
        ctx.addIssue({
          code: "custom",
          path: ["recipientEmail"],
          message: "recipientEmailRequired",
        });
      else if (v.recipientEmail && !z.email().safeParse(v.recipientEmail).success)
        ctx.addIssue({ code: "custom", path: ["recipientEmail"], message: "emailInvalid" });
    });
export type VoucherFormValues = z.infer<ReturnType<typeof voucherFormSchema>>;

/** POST /vouchers/redeem. */
export const redeemVoucherSchema = z.object({
  code: z
    .string("voucherCodeRequired")
    .trim()
    .min(1, "voucherCodeRequired")
    .max(40, "voucherCodeInvalid"),
});
