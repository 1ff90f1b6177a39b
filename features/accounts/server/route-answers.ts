import "server-only";
import { z } from "zod";
import { answers, data, said } from "@/lib/server/openapi";
import {
  authAnswerSchema,
  deleteAccountSchema,
  emailPreferencesAnswerSchema,
  passkeyCreationOptionsSchema,
  passkeyRequestOptionsSchema,
  passkeySchema,
  recoveryCodesSchema,
  signedInSessionSchema,
  totpSetupSchema,
  unsubscribeStateSchema,
  loginAnswerSchema,
  refreshAnswerSchema,
  registeredSchema,
  userInfoSchema,
} from "../schemas";

/** Why a passkey is refused; why the code step is. */
const PASSKEY_REFUSED = ["PASSKEY_CHALLENGE_INVALID", "PASSKEY_NOT_ACCEPTED"] as const;
const SECOND_FACTOR = [
  "MFA_TOKEN_INVALID",
  "INVALID_MFA_CODE",
  "ACCOUNT_INACTIVE",
  "RATE_LIMITED",
] as const;

/** What the accounts routes answer (decision 0042): each route's `answers(...)`, by its path. */
export const routeAnswers = {
  postRefresh: answers({ 200: data(refreshAnswerSchema) }, ["INVALID_REFRESH_TOKEN"]),
  postInvalidate: answers({ 200: data(z.strictObject({ success: z.boolean() })) }, [
    "INVALID_REFRESH_TOKEN",
  ]),
  postRegister: answers({ 201: data(registeredSchema) }, ["EMAIL_TAKEN", "RATE_LIMITED"]),
  postLogin: answers({ 200: data(loginAnswerSchema) }, [
    "INVALID_CREDENTIALS",
    "ACCOUNT_INACTIVE",
    "RATE_LIMITED",
  ]),
  postRegisterVerify: answers({ 200: said() }, ["INVALID_LINK"]),
  postRegisterRequestVerification: answers({ 200: said() }, ["RATE_LIMITED"]),
  postRequestPasswordReset: answers({ 200: said() }, ["RATE_LIMITED"]),
  postPasswordReset: answers({ 200: said() }, ["INVALID_LINK"]),
  getInfo: answers({ 200: data(userInfoSchema) }, ["NOT_FOUND"]),
  getTimezone: answers({ 200: data(z.strictObject({ timezone: z.string() })) }, ["NOT_FOUND"]),
  postTimezone: answers({ 200: data(z.strictObject({ timezone: z.string() })) }),
  postProfileUpdatePassword: answers({ 200: said() }, ["INVALID_CREDENTIALS", "RATE_LIMITED"]),
  postProfileChangeEmail: answers({ 200: said() }, ["EMAIL_TAKEN", "RATE_LIMITED"]),
  postProfileValidateEmailChange: answers({ 200: data(z.strictObject({ email: z.string() })) }, [
    "INVALID_LINK",
    "EMAIL_TAKEN",
    "RATE_LIMITED",
  ]),
  // The handler reads the body itself: a social account may send none (routes.ts).
  deleteProfileDeleteAccount: answers(
    { 200: said() },
    ["INVALID_CREDENTIALS", "REAUTHENTICATION_REQUIRED", "VALIDATION_FAILED"],
    { json: deleteAccountSchema },
  ),
  postLoginMfa: answers({ 200: data(authAnswerSchema) }, [...SECOND_FACTOR]),
  postLoginPasskeyOptions: answers({ 200: data(passkeyRequestOptionsSchema) }),
  postLoginPasskey: answers({ 200: data(authAnswerSchema) }, [
    ...PASSKEY_REFUSED,
    "ACCOUNT_INACTIVE",
    "RATE_LIMITED",
  ]),
  postLoginMfaPasskeyOptions: answers({ 200: data(passkeyRequestOptionsSchema) }, [
    "MFA_TOKEN_INVALID",
  ]),
  postLoginMfaPasskey: answers({ 200: data(authAnswerSchema) }, [
    ...SECOND_FACTOR,
    ...PASSKEY_REFUSED,
  ]),
  postRestoreEmail: answers({ 200: said() }, ["INVALID_LINK", "EMAIL_TAKEN"]),
  getEmailPreferences: answers({ 200: data(emailPreferencesAnswerSchema) }, ["NOT_FOUND"]),
  putEmailPreferences: answers({ 200: data(emailPreferencesAnswerSchema) }, ["NOT_FOUND"]),
  getUnsubscribe: answers({ 200: data(unsubscribeStateSchema) }, ["INVALID_LINK"], {
    description: "`?token=` from the email's link.",
  }),
  postUnsubscribe: answers({ 200: data(unsubscribeStateSchema) }, ["INVALID_LINK"], {
    description: "`?token=` from the email's link; mail programs POST it (RFC 8058).",
  }),
  postTotpSetup: answers({ 200: data(totpSetupSchema) }, ["NOT_FOUND", "MFA_ALREADY_ON"]),
  postTotpConfirm: answers({ 200: data(recoveryCodesSchema) }, ["MFA_ALREADY_ON", "RATE_LIMITED"]),
  deleteTotp: answers({ 200: said() }, ["MFA_NOT_ON", "RATE_LIMITED"]),
  getPasskeys: answers({ 200: data(z.array(passkeySchema)) }),
  postPasskeyOptions: answers({ 200: data(passkeyCreationOptionsSchema) }, ["NOT_FOUND"]),
  postPasskey: answers({ 201: data(passkeySchema) }, [...PASSKEY_REFUSED, "PASSKEY_ALREADY_ADDED"]),
  deletePasskey: answers({ 200: said() }, ["NOT_FOUND"]),
  getSessions: answers({ 200: data(z.array(signedInSessionSchema)) }),
  postSignOutOthers: answers({ 200: said({ signedOut: z.number().int() }) }),
  deleteSession: answers({ 200: said() }, ["NOT_FOUND"]),
};
