import { z } from "zod";
import { emailSchema, phoneNumberSchema } from "@/lib/validation/common";

export { emailSchema };

/**
 * Spec section 5 (Registration and login), one schema per input, shared by the forms and the API.
 * Messages are keys of the Validation namespace in messages/*.json; their English text is the spec's.
 */

const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9 ]*$/;

const nameSchema = z
  .string("nameRequired")
  .trim()
  .min(1, "nameRequired")
  .max(32, "nameMax")
  .regex(NAME_PATTERN, "nameFormat");

/** 6 to 32 characters: login, new and old passwords. */
export const passwordSchema = z
  .string("passwordRequired")
  .min(1, "passwordRequired")
  .min(6, "passwordMin6")
  .max(32, "passwordMax");

/** Registration: at least 4 characters with at least one letter. */
export const newAccountPasswordSchema = z
  .string("passwordRequired")
  .min(1, "passwordRequired")
  .min(4, "passwordMin4")
  .max(32, "passwordMax")
  .regex(/[A-Za-z]/, "passwordLetter");

export const userTypeSchema = z.enum(["client", "provider"], "userType");

export const registerSchema = z
  .object({
    userType: userTypeSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    confirmEmail: z.string("emailsMatch").trim(),
    phoneNumber: phoneNumberSchema("phoneRequired"),
    countryId: z
      .string("countryRequired")
      .min(1, "countryRequired")
      .pipe(z.uuid("countryRequired")),
    password: newAccountPasswordSchema,
    confirmPassword: z.string("passwordsMatch"),
    // A refine, not z.literal(true): a failed literal aborts the cross-field checks below.
    acceptTerms: z.boolean("termsRequired").refine((v) => v, "termsRequired"),
    /** Where the person was going (a booking they started): the verify link leads back there. */
    redirect: z.string().max(500).optional(),
  })
  .refine((v) => v.confirmEmail.toLowerCase() === v.email, {
    path: ["confirmEmail"],
    message: "emailsMatch",
  })
  .refine((v) => v.confirmPassword === v.password, {
    path: ["confirmPassword"],
    message: "passwordsMatch",
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginInput = z.input<typeof loginSchema>;

/**
 * A code from the authenticator app (decision 0521): six digits; the spaces some apps show are
 * dropped.
 */
export const TOTP_CODE_LENGTH = 6;
const totpCode = z
  .string("mfaCodeRequired")
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(
    z
      .string()
      .min(1, "mfaCodeRequired")
      .regex(/^\d{6}$/, "mfaCodeFormat"),
  );
export const totpCodeSchema = z.object({ code: totpCode });
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

/** The sign-in's code step: an authenticator code or a recovery code, as typed. */
export const mfaLoginSchema = z.object({
  mfaToken: z.string("mfaTokenRequired").min(1, "mfaTokenRequired").max(200, "mfaTokenRequired"),
  code: z.string("mfaCodeRequired").trim().min(1, "mfaCodeRequired").max(40, "mfaCodeFormat"),
});
export type MfaLoginInput = z.input<typeof mfaLoginSchema>;

/** Turning the authenticator off: a current code or the password (either proves the owner). */
export const disableTotpSchema = z
  .object({
    code: z.string().trim().max(40, "mfaCodeFormat").optional(),
    password: z.string().max(32, "passwordMax").optional(),
  })
  .refine((v) => Boolean(v.code || v.password), { path: ["code"], message: "mfaCodeOrPassword" });
export type DisableTotpInput = z.input<typeof disableTotpSchema>;

/**
 * What the browser answers a passkey ceremony with (`@simplewebauthn/browser`'s JSON). Checked
 * for shape only; the signature and everything in it is checked by `@simplewebauthn/server`.
 */
// One message for any fault in it: the browser made it, not the person, who can only try again.
const NOT_A_PASSKEY = "passkeyInvalid";
const base64url = z
  .string(NOT_A_PASSKEY)
  .max(16_384, NOT_A_PASSKEY)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, NOT_A_PASSKEY);
const credentialResponse = <T extends z.ZodRawShape>(response: T) =>
  z.looseObject(
    {
      id: base64url.min(1, NOT_A_PASSKEY),
      rawId: base64url.min(1, NOT_A_PASSKEY),
      type: z.literal("public-key", NOT_A_PASSKEY),
      clientExtensionResults: z.looseObject({}, NOT_A_PASSKEY).default({}),
      authenticatorAttachment: z.enum(["platform", "cross-platform"], NOT_A_PASSKEY).optional(),
      response: z.looseObject(response, NOT_A_PASSKEY),
    },
    NOT_A_PASSKEY,
  );
export const passkeyRegistrationSchema = credentialResponse({
  clientDataJSON: base64url,
  attestationObject: base64url,
  transports: z
    .array(z.string(NOT_A_PASSKEY).max(32, NOT_A_PASSKEY), NOT_A_PASSKEY)
    .max(10, NOT_A_PASSKEY)
    .optional(),
});
export const passkeyAssertionSchema = credentialResponse({
  clientDataJSON: base64url,
  authenticatorData: base64url,
  signature: base64url,
  userHandle: base64url.optional(),
});
/** A passkey's name as the person gives it ("Work laptop"), so they can tell them apart. */
export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z.object({
  name: z
    .string("passkeyNameRequired")
    .trim()
    .min(1, "passkeyNameRequired")
    .max(PASSKEY_NAME_MAX, "passkeyNameMax"),
});
export type PasskeyNameInput = z.input<typeof passkeyNameSchema>;
/** POST /user/passkeys: the name and the browser's answer to the options. */
export const addPasskeySchema = passkeyNameSchema.extend({ credential: passkeyRegistrationSchema });
/** POST /user/login/passkey: a passkey alone signs in. */
export const passkeyLoginSchema = z.object({ credential: passkeyAssertionSchema });
/** POST /user/login/mfa/passkey (and its options): a passkey as the code step's second factor. */
export const mfaPasskeyOptionsSchema = z.object({
  mfaToken: z.string("mfaTokenRequired").min(1, "mfaTokenRequired").max(200, "mfaTokenRequired"),
});
export const mfaPasskeyLoginSchema = mfaPasskeyOptionsSchema.extend({
  credential: passkeyAssertionSchema,
});

/** POST /user/social/{provider}/callback: the whole address the provider sent the browser to. */
export const socialCallbackSchema = z.object({
  url: z
    .string("socialCallbackInvalid")
    .url("socialCallbackInvalid")
    .max(4096, "socialCallbackInvalid"),
});
export const socialProviderParamSchema = z.object({ provider: z.enum(["google", "apple"]) });
/** POST /user/social/link: the provider's answer joined to the account by its password or code. */
export const socialLinkSchema = z
  .object({
    linkToken: z.string("tokenRequired").min(1, "tokenRequired").max(200, "tokenRequired"),
    password: z.string().max(32, "passwordMax").optional(),
    code: z.string().trim().max(12, "tokenRequired").optional(),
  })
  .refine((v) => Boolean(v.password || v.code), {
    path: ["password"],
    message: "passwordRequired",
  });
export const socialLinkTokenSchema = z.object({
  linkToken: z.string("tokenRequired").min(1, "tokenRequired").max(200, "tokenRequired"),
});
/**
 * POST /user/register/social: a new person from a provider gives what it did not (decision 0523):
 * the spec's registration without email and password; names prefilled from the provider.
 */
export const socialRegisterSchema = z.object({
  signupToken: z.string("tokenRequired").min(1, "tokenRequired").max(200, "tokenRequired"),
  userType: userTypeSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  phoneNumber: z
    .string("phoneRequired")
    .trim()
    .regex(/^\d*$/, "phoneDigits")
    .min(10, "phoneMin")
    .max(13, "phoneMax"),
  countryId: z.string("countryRequired").min(1, "countryRequired").pipe(z.uuid("countryRequired")),
  acceptTerms: z.boolean("termsRequired").refine((v) => v, "termsRequired"),
});
export type SocialRegisterInput = z.input<typeof socialRegisterSchema>;

export const tokenSchema = z.object({
  token: z.string("tokenRequired").trim().min(1, "tokenRequired").max(200, "tokenRequired"),
});

export const emailOnlySchema = z.object({ email: emailSchema });

/** `?token=` of an unsubscribe link (decision 0509); a missing or forged one is INVALID_LINK. */
export const unsubscribeQuerySchema = z.object({ token: z.string().optional() });

export const passwordResetSchema = z
  .object({
    token: z.string("tokenRequired").min(1, "tokenRequired"),
    password: passwordSchema,
    confirmPassword: z.string("passwordsMatch").optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ["confirmPassword"],
    message: "passwordsMatch",
  });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const updatePasswordSchema = z
  .object({
    oldPassword: passwordSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string("passwordsMatch"),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ["confirmPassword"],
    message: "passwordsMatch",
  });
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;

export const changeEmailSchema = z
  .object({ email: emailSchema, confirmEmail: z.string("emailsMatch").trim() })
  .refine((v) => v.confirmEmail.toLowerCase() === v.email, {
    path: ["confirmEmail"],
    message: "emailsMatch",
  });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const EMAIL_CODE_LENGTH = 6;
export const emailCodeSchema = z.object({
  token: z
    .string("codeLength")
    .trim()
    .length(EMAIL_CODE_LENGTH, "codeLength")
    .transform((v) => v.toUpperCase()),
});

export const deleteAccountSchema = z.object({
  password: z.string().max(32, "passwordMax").optional(),
  /** A social account's fresh sign-in at its provider (decision 0523), instead of a password. */
  reauthToken: z.string().max(200).optional(),
});

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
}

export const timezoneSchema = z.object({
  timezone: z.string("timezone").refine(isTimeZone, "timezone"),
});

// The answers' schemas and the wire types read off them (decision 0042).
export * from "./answer-schemas";
