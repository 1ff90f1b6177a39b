import { z } from "zod";
import { emailSchema } from "@/lib/validation/common";
import { CONTACT_MESSAGE_MAX } from "./limits";

const NAME_MAX = 64;

const requiredName = (required: string) =>
  z.string(required).trim().min(1, required).max(NAME_MAX, "contactNameMax");

/**
 * Spec section 5, Contact form: email, first name, last name and message required; phone
 * optional, digits and ()+- only, 10 to 32. `page` says where it was sent from.
 */
export const contactSchema = z.object({
  email: emailSchema,
  firstName: requiredName("firstNameRequired"),
  lastName: requiredName("lastNameRequired"),
  phone: z
    .string()
    .trim()
    .regex(/^[\d()+-]*$/, "contactPhoneFormat")
    .refine((v) => v === "" || (v.length >= 10 && v.length <= 32), "contactPhoneLength")
    .nullish()
    .transform((v) => v || null),
  message: z
    .string("contactMessageRequired")
    .trim()
    .min(1, "contactMessageRequired")
    .max(CONTACT_MESSAGE_MAX, "contactMessageMax"),
  page: z
    .string()
    .max(200)
    .regex(/^\/[^\s]*$/)
    .optional()
    .catch(undefined),
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

/** POST /support/contact's answer. */
export const contactReceiptSchema = z.strictObject({ identifier: z.string(), message: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** Every Validation message contactSchema can give: what the support widget ships to the browser. */
export const CONTACT_VALIDATION_KEYS = [
  "emailRequired",
  "emailInvalid",
  "firstNameRequired",
  "lastNameRequired",
  "contactNameMax",
  "contactPhoneFormat",
  "contactPhoneLength",
  "contactMessageRequired",
  "contactMessageMax",
] as const;
