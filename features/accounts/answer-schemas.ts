import { z } from "zod";

/** The wire shapes of this feature; the answers' schemas (decision 0042) where they are declared. */
const userType = z.enum(["client", "provider"]);
export const authAnswerSchema = z
  .strictObject({
    token: z.string(),
    refreshToken: z.string(),
    /** Seconds until the access token expires. */
    expiresIn: z.number(),
    /** Access token expiry, epoch seconds. */
    exp: z.number(),
    /** Refresh token expiry, epoch milliseconds. */
    refreshTokenExp: z.number(),
    userType,
    isActive: z.boolean(),
    /** The account's country (ISO code, null if none): the browser takes it as the visitor's. */
    countryCode: z.string().nullable(),
  })
  .meta({ id: "AuthAnswer" });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

/** The second factors an account can finish a sign-in with. */
const mfaMethodSchema = z.enum(["totp", "recovery", "passkey"]);
export type MfaMethod = z.infer<typeof mfaMethodSchema>;

/**
 * POST /user/login for an account with a second factor (decision 0521): no tokens yet; the code
 * step sends `mfaToken` with a code to POST /user/login/mfa within five minutes.
 */
export const mfaChallengeSchema = z
  .strictObject({
    mfaRequired: z.literal(true),
    mfaToken: z.string(),
    methods: z.array(mfaMethodSchema),
  })
  .meta({ id: "MfaChallenge" });
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;
export const loginAnswerSchema = z.union([authAnswerSchema, mfaChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export const needsSecondFactor = (answer: LoginAnswer): answer is MfaChallenge =>
  "mfaRequired" in answer && answer.mfaRequired;

/** GET /user/passkeys: one of the account's passkeys (decision 0522). */
export const passkeySchema = z
  .strictObject({
    identifier: z.string(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: "Passkey" });
export type Passkey = z.infer<typeof passkeySchema>;

/** POST /user/mfa/totp/setup: the secret to type in, and the same as a link for the QR code. */
export const totpSetupSchema = z.strictObject({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
/** POST /user/mfa/totp/confirm: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const refreshAnswerSchema = authAnswerSchema.pick({
  token: true,
  refreshToken: true,
  refreshTokenExp: true,
  expiresIn: true,
});
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;

export const userInfoSchema = z
  .strictObject({
    identifier: z.string(),
    userType,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    country: z
      .strictObject({ identifier: z.string(), code: z.string(), name: z.string() })
      .nullable(),
    timezone: z.string(),
    isActive: z.boolean(),
    isSocial: z.boolean(),
    verified: z.boolean(),
    /** Whether sign-in asks for a second factor (an authenticator app or a passkey, 0521, 0522). */
    mfaEnabled: z.boolean(),
    /** Whether the authenticator app is one of them (the security page turns it on and off). */
    totpEnabled: z.boolean(),
  })
  .meta({ id: "UserInfo" });
export type UserInfo = z.infer<typeof userInfoSchema>;
/** POST /user/register: the new account, and the spec's confirmation. */
export const registeredSchema = z.strictObject({
  identifier: z.string(),
  email: z.string(),
  userType,
  message: z.string(),
});

/** GET /user/sessions: one place the person is signed in (decision 0514). */
export const signedInSessionSchema = z
  .strictObject({
    identifier: z.string(),
    /** "Firefox", "Safari", …; null when the browser was not recognised. */
    browser: z.string().nullable(),
    /** "Windows", "iPhone", …; null when the system was not recognised. */
    platform: z.string().nullable(),
    signedInAt: z.string(),
    lastActiveAt: z.string(),
    /** The session asking. */
    current: z.boolean(),
  })
  .meta({ id: "SignedInSession" });
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

/** GET and PUT /user/email-preferences: the emails a person may turn off (decision 0505). */
export const emailPreferencesSchema = z.object({
  sessionReminders: z.boolean("invalid"),
  unreadMessages: z.boolean("invalid"),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferencesAnswerSchema = z.strictObject({
  sessionReminders: z.boolean(),
  unreadMessages: z.boolean(),
});

/** One of the emails a person may turn off. */
export type OptionalEmail = keyof EmailPreferences;

/**
 * GET and POST /user/email-preferences/unsubscribe?token= (decision 0509): which email a signed
 * unsubscribe link turns off, and whether it is on; the POST's answer says it is off now.
 */
export const unsubscribeStateSchema = z.strictObject({
  email: z.enum(["sessionReminders", "unreadMessages"]),
  on: z.boolean(),
  message: z.string().optional(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

/** The transports WebAuthn names; a passkey's others (a browser may report new ones) are not sent. */
export const PASSKEY_TRANSPORTS = [
  "ble",
  "cable",
  "hybrid",
  "internal",
  "nfc",
  "smart-card",
  "usb",
] as const;
export type PasskeyTransport = (typeof PASSKEY_TRANSPORTS)[number];
export const isPasskeyTransport = (value: string): value is PasskeyTransport =>
  (PASSKEY_TRANSPORTS as readonly string[]).includes(value);
/**
 * A passkey ceremony's options for the browser (@simplewebauthn/browser), as WebAuthn names them:
 * every field @simplewebauthn/server writes, with WebAuthn's own values, so the web client hands
 * them to the browser typed by the document (decision 0043).
 */
const credentialDescriptor = z.strictObject({
  id: z.string(),
  type: z.literal("public-key"),
  transports: z.array(z.enum(PASSKEY_TRANSPORTS)).optional(),
});
const userVerification = z.enum(["required", "preferred", "discouraged"]);
const hints = z.array(z.enum(["hybrid", "security-key", "client-device"]));
export const passkeyRequestOptionsSchema = z
  .strictObject({
    challenge: z.string(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptor).optional(),
    userVerification: userVerification.optional(),
    hints: hints.optional(),
  })
  .meta({
    id: "PasskeyRequestOptions",
    description: "WebAuthn's PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get.",
  });
export const passkeyCreationOptionsSchema = z
  .strictObject({
    challenge: z.string(),
    rp: z.strictObject({ name: z.string(), id: z.string().optional() }),
    user: z.strictObject({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.strictObject({ alg: z.number(), type: z.literal("public-key") })),
    timeout: z.number().optional(),
    attestation: z.enum(["none", "indirect", "direct", "enterprise"]).optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z
      .strictObject({
        authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
        residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: userVerification.optional(),
      })
      .optional(),
    extensions: z.strictObject({ credProps: z.boolean().optional() }).optional(),
    hints: hints.optional(),
  })
  .meta({
    id: "PasskeyCreationOptions",
    description:
      "WebAuthn's PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create.",
  });
