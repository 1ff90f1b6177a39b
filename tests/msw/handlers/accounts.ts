import { http, HttpResponse } from "msw";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer, demoClient, userInfo } from "../fixtures/accounts";
import { countries } from "../fixtures/catalog";
import {
  addPasskeySchema,
  disableTotpSchema,
  mfaLoginSchema,
  mfaPasskeyLoginSchema,
  mfaPasskeyOptionsSchema,
  passkeyLoginSchema,
  passwordResetSchema,
  socialCallbackSchema,
  socialLinkSchema,
  socialLinkTokenSchema,
  socialRegisterSchema,
  totpCodeSchema,
  type EmailPreferences,
  type OptionalEmail,
  type Passkey,
  type SignedInSession,
} from "@/features/accounts/schemas";
import { idParamSchema } from "@/lib/validation/common";
import { apiError, apiWords, fieldMessage, invalidInput } from "./errors";
import { apiPath } from "./lang";

/** The mocked person's email choices; kept in sessionStorage across a mocked build's reloads. */
const PREFERENCES_KEY = "msw-email-preferences";
const everyEmail: EmailPreferences = { sessionReminders: true, unreadMessages: true };
let memoryPreferences = everyEmail;
const preferencesStore = () => (typeof sessionStorage === "undefined" ? undefined : sessionStorage);
export const emailPreferences = (): EmailPreferences => {
  const saved = preferencesStore()?.getItem(PREFERENCES_KEY);
  return saved ? (JSON.parse(saved) as EmailPreferences) : memoryPreferences;
};
export function resetEmailPreferencesMock(to: EmailPreferences = everyEmail) {
  memoryPreferences = to;
  preferencesStore()?.setItem(PREFERENCES_KEY, JSON.stringify(to));
}
const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;

/** The mocked undo link of an email change (decision 0517): it works once, as the real one. */
export const MOCK_RESTORE_EMAIL_TOKEN = "mock-restore-email-token";
let restoreEmailUsed = false;
export const resetRestoreEmailMock = () => {
  restoreEmailUsed = false;
};

/** The mocked person's unsubscribe link for one email (the real one is signed, decision 0509). */
export const mockUnsubscribeToken = (email: OptionalEmail) =>
  `00000000-0000-4000-8000-00000000c11e.${email}.mock-signature`;
const unsubscribeOf = (request: Request): OptionalEmail | undefined => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return (["sessionReminders", "unreadMessages"] as const).find(
    (email) => token === mockUnsubscribeToken(email),
  );
};

/** The mocked person's sign-ins (decision 0514): this browser, and a phone that can be signed out. */
const SESSIONS_KEY = "msw-signed-in-sessions";
const everySession = (): SignedInSession[] => [
  {
    identifier: "00000000-0000-4000-8000-00000000d001",
    browser: "Chrome",
    platform: "Windows",
    signedInAt: "2026-11-20T09:15:00.000Z",
    lastActiveAt: "2026-11-26T08:00:00.000Z",
    current: true,
  },
  {
    identifier: "00000000-0000-4000-8000-00000000d002",
    browser: "Safari",
    platform: "iPhone",
    signedInAt: "2026-10-02T18:40:00.000Z",
    lastActiveAt: "2026-11-24T21:05:00.000Z",
    current: false,
  },
];
let memorySessions = everySession();
export const signedInSessions = (): SignedInSession[] => {
  const saved = preferencesStore()?.getItem(SESSIONS_KEY);
  return saved ? (JSON.parse(saved) as SignedInSession[]) : memorySessions;
};
export function resetSessionsMock(to: SignedInSession[] = everySession()) {
  memorySessions = to;
  preferencesStore()?.setItem(SESSIONS_KEY, JSON.stringify(to));
}

/**
 * The mocked person's authenticator app (decision 0521): off until set up and confirmed with
 * MOCK_TOTP_CODE; kept in sessionStorage across a mocked build's reloads.
 */
export const MOCK_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
export const MOCK_TOTP_CODE = "123456";
export const MOCK_MFA_TOKEN = "mock-mfa-token";
export const MOCK_RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, i) => `MOCK-CODE-${String.fromCharCode(65 + i).repeat(4)}`,
);
type MfaState = { on: boolean; pending: boolean; recoveryLeft: string[] };
const MFA_KEY = "msw-mfa";
const mfaOff: MfaState = { on: false, pending: false, recoveryLeft: [] };
let memoryMfa = mfaOff;
export const mfaState = (): MfaState => {
  const saved = preferencesStore()?.getItem(MFA_KEY);
  return saved ? (JSON.parse(saved) as MfaState) : memoryMfa;
};
/** Sets the mocked second factor: `on` with every recovery code unused, or off. */
export function resetMfaMock(on = false) {
  memoryMfa = on ? { on, pending: false, recoveryLeft: MOCK_RECOVERY_CODES } : mfaOff;
  preferencesStore()?.setItem(MFA_KEY, JSON.stringify(memoryMfa));
}
const saveMfa = (state: MfaState) => {
  memoryMfa = state;
  preferencesStore()?.setItem(MFA_KEY, JSON.stringify(state));
};
const normalizeCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");

const mfaHandlers = [
  http.post(apiPath("/user/mfa/totp/setup"), ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    if (mfaState().on) return apiError(request, ErrorCode.MFA_ALREADY_ON);
    saveMfa({ ...mfaState(), pending: true });
    const label = encodeURIComponent(demoClient.email);
    return HttpResponse.json({
      data: {
        secret: MOCK_TOTP_SECRET,
        otpauthUrl: `otpauth://totp/Haven:${label}?secret=${MOCK_TOTP_SECRET}&issuer=Haven`,
      },
    });
  }),
  http.post(apiPath("/user/mfa/totp/confirm"), async ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const parsed = totpCodeSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const state = mfaState();
    if (state.on) return apiError(request, ErrorCode.MFA_ALREADY_ON);
    const refusal = !state.pending
      ? "mfaSetupFirst"
      : parsed.data.code !== MOCK_TOTP_CODE
        ? "invalidMfaCode"
        : null;
    if (refusal)
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { code: fieldMessage(request, refusal) },
      });
    saveMfa({ on: true, pending: false, recoveryLeft: MOCK_RECOVERY_CODES });
    return HttpResponse.json({ data: { recoveryCodes: MOCK_RECOVERY_CODES } });
  }),
  http.delete(apiPath("/user/mfa/totp"), async ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const parsed = disableTotpSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    if (!mfaState().on) return apiError(request, ErrorCode.MFA_NOT_ON);
    const { code, password } = parsed.data;
    if (code ? code !== MOCK_TOTP_CODE : password !== demoClient.password)
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: code
          ? { code: fieldMessage(request, "invalidMfaCode") }
          : { password: fieldMessage(request, "wrongPassword") },
      });
    saveMfa(mfaOff);
    return HttpResponse.json({ data: { message: apiWords(request, "mfaDisabled") } });
  }),
  http.post(apiPath("/user/login/mfa"), async ({ request }) => {
    const parsed = mfaLoginSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const state = mfaState();
    if (parsed.data.mfaToken !== MOCK_MFA_TOKEN || !state.on)
      return apiError(request, ErrorCode.MFA_TOKEN_INVALID);
    const typed = normalizeCode(parsed.data.code);
    const recovery = state.recoveryLeft.find((c) => normalizeCode(c) === typed);
    if (parsed.data.code.replace(/\s/g, "") !== MOCK_TOTP_CODE && !recovery)
      return apiError(request, ErrorCode.INVALID_MFA_CODE);
    if (recovery)
      saveMfa({ ...state, recoveryLeft: state.recoveryLeft.filter((c) => c !== recovery) });
    return HttpResponse.json({ data: authAnswer() });
  }),
];

/**
 * The mocked person's passkeys (decision 0522): none until one is added. The mock cannot check a
 * signature; it checks what it can (the shape, a challenge it issued and has not seen answered,
 * a credential id it saved), so a browser's virtual authenticator goes through it as through the
 * real API. Kept in sessionStorage across a mocked build's reloads.
 */
type MockPasskey = Passkey & { credentialId: string };
type PasskeyState = { passkeys: MockPasskey[]; challenges: string[] };
const PASSKEYS_KEY = "msw-passkeys";
let memoryPasskeys: PasskeyState = { passkeys: [], challenges: [] };
export const passkeyState = (): PasskeyState => {
  const saved = preferencesStore()?.getItem(PASSKEYS_KEY);
  return saved ? (JSON.parse(saved) as PasskeyState) : memoryPasskeys;
};
const savePasskeys = (state: PasskeyState) => {
  memoryPasskeys = state;
  preferencesStore()?.setItem(PASSKEYS_KEY, JSON.stringify(state));
};
/** No passkeys, or those given (credential ids the mock then accepts). */
export const resetPasskeysMock = (passkeys: MockPasskey[] = []) =>
  savePasskeys({ passkeys, challenges: [] });
const publicPasskey = ({ credentialId: _, ...passkey }: MockPasskey): Passkey => passkey;

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const newChallenge = () => {
  const challenge = b64url(crypto.getRandomValues(new Uint8Array(32)));
  const state = passkeyState();
  savePasskeys({ ...state, challenges: [...state.challenges, challenge] });
  return challenge;
};
/** Spends the challenge the browser signed, if the mock issued it: once, like the real one. */
const spendMockChallenge = (clientDataJSON: string) => {
  let challenge: unknown;
  try {
    const text = atob(clientDataJSON.replace(/-/g, "+").replace(/_/g, "/"));
    challenge = (JSON.parse(text) as { challenge?: unknown }).challenge;
  } catch {
    return false;
  }
  const state = passkeyState();
  if (typeof challenge !== "string" || !state.challenges.includes(challenge)) return false;
  savePasskeys({ ...state, challenges: state.challenges.filter((c) => c !== challenge) });
  return true;
};
const PASSKEY_TIMEOUT_MS = 5 * 60_000;
const requestOptions = (allow?: MockPasskey[]) => ({
  rpId: "localhost",
  challenge: newChallenge(),
  ...(allow
    ? {
        allowCredentials: allow.map((p) => ({
          id: p.credentialId,
          type: "public-key",
          transports: ["internal"],
        })),
      }
    : {}),
  timeout: PASSKEY_TIMEOUT_MS,
  userVerification: allow ? "preferred" : "required",
});
const MOCK_PASSKEY_ID_BASE = "00000000-0000-4000-8000-00000000a";

/** A passkey answer's check in the mock: its challenge, then a credential the mock saved. */
function mockAssertion(
  request: Request,
  credential: { id: string; response: { clientDataJSON: string } },
) {
  if (!spendMockChallenge(credential.response.clientDataJSON))
    return apiError(request, ErrorCode.PASSKEY_CHALLENGE_INVALID);
  const state = passkeyState();
  const passkey = state.passkeys.find((p) => p.credentialId === credential.id);
  if (!passkey) return apiError(request, ErrorCode.PASSKEY_NOT_ACCEPTED);
  const lastUsedAt = new Date().toISOString();
  savePasskeys({
    ...state,
    passkeys: state.passkeys.map((p) => (p === passkey ? { ...p, lastUsedAt } : p)),
  });
  return null;
}

/**
 * Google and Apple sign-in (decisions 0523, 0524): the mocked API has no provider configured, as
 * a fresh clone has none; the buttons are then not shown, and a provider's routes are not found.
 * The steps after a callback (link, sign-up) take tokens only a provider's callback gives: the
 * mocked ones refuse every token, as the real ones refuse one they did not issue.
 */
const socialHandlers = [
  http.get(apiPath("/user/social/providers"), () => HttpResponse.json({ data: { providers: [] } })),
  http.post(apiPath("/user/social/:provider/start"), ({ request }) =>
    apiError(request, ErrorCode.NOT_FOUND),
  ),
  http.post(apiPath("/user/social/:provider/reauthenticate"), ({ request }) =>
    apiError(request, signedIn(request) ? ErrorCode.NOT_FOUND : ErrorCode.UNAUTHORIZED),
  ),
  http.get(apiPath("/user/social/:provider/return"), ({ request }) =>
    apiError(request, ErrorCode.NOT_FOUND),
  ),
  http.post(apiPath("/user/social/:provider/return"), ({ request }) =>
    apiError(request, ErrorCode.NOT_FOUND),
  ),
  http.post(apiPath("/user/social/:provider/callback"), async ({ request }) => {
    const parsed = socialCallbackSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    return apiError(request, ErrorCode.NOT_FOUND);
  }),
  http.post(apiPath("/user/social/link/email-code"), async ({ request }) => {
    const parsed = socialLinkTokenSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    return apiError(request, ErrorCode.INVALID_LINK);
  }),
  http.post(apiPath("/user/social/link"), async ({ request }) => {
    const parsed = socialLinkSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    return apiError(request, ErrorCode.INVALID_LINK);
  }),
  http.post(apiPath("/user/register/social"), async ({ request }) => {
    const parsed = socialRegisterSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    if (!countries("en", true).some((c) => c.identifier === parsed.data.countryId))
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { countryId: fieldMessage(request, "countryRequired") },
      });
    return apiError(request, ErrorCode.INVALID_LINK);
  }),
];

const passkeyHandlers = [
  http.get(apiPath("/user/passkeys"), ({ request }) =>
    signedIn(request)
      ? HttpResponse.json({ data: passkeyState().passkeys.map(publicPasskey) })
      : apiError(request, ErrorCode.UNAUTHORIZED),
  ),
  http.post(apiPath("/user/passkeys/options"), ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    return HttpResponse.json({
      data: {
        challenge: newChallenge(),
        rp: { name: "Haven", id: "localhost" },
        user: {
          id: b64url(new TextEncoder().encode(demoClient.identifier)),
          name: demoClient.email,
          displayName: `${demoClient.firstName} ${demoClient.lastName}`,
        },
        pubKeyCredParams: [-8, -7, -257].map((alg) => ({ alg, type: "public-key" })),
        timeout: PASSKEY_TIMEOUT_MS,
        attestation: "none",
        excludeCredentials: passkeyState().passkeys.map((p) => ({
          id: p.credentialId,
          type: "public-key",
          transports: ["internal"],
        })),
        authenticatorSelection: {
          residentKey: "required",
          userVerification: "preferred",
          requireResidentKey: true,
        },
        extensions: { credProps: true },
        hints: [],
      },
    });
  }),
  http.post(apiPath("/user/passkeys"), async ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const parsed = addPasskeySchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    if (!spendMockChallenge(parsed.data.credential.response.clientDataJSON))
      return apiError(request, ErrorCode.PASSKEY_CHALLENGE_INVALID);
    const state = passkeyState();
    if (state.passkeys.some((p) => p.credentialId === parsed.data.credential.id))
      return apiError(request, ErrorCode.PASSKEY_ALREADY_ADDED);
    const passkey: MockPasskey = {
      identifier: `${MOCK_PASSKEY_ID_BASE}${String(state.passkeys.length + 1).padStart(3, "0")}`,
      name: parsed.data.name,
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      credentialId: parsed.data.credential.id,
    };
    savePasskeys({ ...passkeyState(), passkeys: [...state.passkeys, passkey] });
    return HttpResponse.json({ data: publicPasskey(passkey) }, { status: 201 });
  }),
  http.delete(apiPath("/user/passkeys/:id"), ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const parsed = idParamSchema.safeParse(params);
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const state = passkeyState();
    if (!state.passkeys.some((p) => p.identifier === parsed.data.id))
      return apiError(request, ErrorCode.NOT_FOUND);
    savePasskeys({
      ...state,
      passkeys: state.passkeys.filter((p) => p.identifier !== parsed.data.id),
    });
    return HttpResponse.json({ data: { message: apiWords(request, "passkeyRemoved") } });
  }),
  http.post(apiPath("/user/login/passkey/options"), () =>
    HttpResponse.json({ data: requestOptions() }),
  ),
  http.post(apiPath("/user/login/passkey"), async ({ request }) => {
    const parsed = passkeyLoginSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    return (
      mockAssertion(request, parsed.data.credential) ?? HttpResponse.json({ data: authAnswer() })
    );
  }),
  http.post(apiPath("/user/login/mfa/passkey/options"), async ({ request }) => {
    const parsed = mfaPasskeyOptionsSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    if (parsed.data.mfaToken !== MOCK_MFA_TOKEN || !passkeyState().passkeys.length)
      return apiError(request, ErrorCode.MFA_TOKEN_INVALID);
    return HttpResponse.json({ data: requestOptions(passkeyState().passkeys) });
  }),
  http.post(apiPath("/user/login/mfa/passkey"), async ({ request }) => {
    const parsed = mfaPasskeyLoginSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    if (parsed.data.mfaToken !== MOCK_MFA_TOKEN || !passkeyState().passkeys.length)
      return apiError(request, ErrorCode.MFA_TOKEN_INVALID);
    return (
      mockAssertion(request, parsed.data.credential) ?? HttpResponse.json({ data: authAnswer() })
    );
  }),
];

/** The second factors the mocked person has, in the real API's order. */
const mockMethods = () => [
  ...(mfaState().on ? ["totp", "recovery"] : []),
  ...(passkeyState().passkeys.length ? ["passkey"] : []),
];

export const accountHandlers = [
  ...mfaHandlers,
  ...passkeyHandlers,
  ...socialHandlers,
  http.get(apiPath("/user/sessions"), ({ request }) =>
    signedIn(request)
      ? HttpResponse.json({ data: signedInSessions() })
      : apiError(request, ErrorCode.UNAUTHORIZED),
  ),
  http.post(apiPath("/user/sessions/sign-out-others"), ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const count = signedInSessions().filter((s) => !s.current).length;
    resetSessionsMock(signedInSessions().filter((s) => s.current));
    const key = count === 0 ? "none" : count === 1 ? "one" : "other";
    return HttpResponse.json({
      data: {
        signedOut: count,
        message: apiWords(request, `otherSessionsEnded.${key}`, { count }),
      },
    });
  }),
  http.delete(apiPath("/user/sessions/:id"), ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const parsed = idParamSchema.safeParse(params);
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const all = signedInSessions();
    if (!all.some((s) => s.identifier === parsed.data.id))
      return apiError(request, ErrorCode.NOT_FOUND);
    resetSessionsMock(all.filter((s) => s.identifier !== parsed.data.id));
    return HttpResponse.json({ data: { message: apiWords(request, "sessionEnded") } });
  }),
  http.post(apiPath("/user/restore-email"), async ({ request }) => {
    const parsed = passwordResetSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    if (parsed.data.token !== MOCK_RESTORE_EMAIL_TOKEN || restoreEmailUsed)
      return apiError(request, ErrorCode.INVALID_LINK);
    restoreEmailUsed = true;
    return HttpResponse.json({ data: { message: apiWords(request, "emailRestored") } });
  }),
  http.get(apiPath("/user/email-preferences/unsubscribe"), ({ request }) => {
    const email = unsubscribeOf(request);
    if (!email) return apiError(request, ErrorCode.INVALID_LINK);
    return HttpResponse.json({ data: { email, on: emailPreferences()[email] } });
  }),
  http.post(apiPath("/user/email-preferences/unsubscribe"), ({ request }) => {
    const email = unsubscribeOf(request);
    if (!email) return apiError(request, ErrorCode.INVALID_LINK);
    resetEmailPreferencesMock({ ...emailPreferences(), [email]: false });
    return HttpResponse.json({
      data: { email, on: false, message: apiWords(request, `unsubscribed.${email}`) },
    });
  }),
  http.get(apiPath("/user/email-preferences"), ({ request }) =>
    signedIn(request)
      ? HttpResponse.json({ data: emailPreferences() })
      : apiError(request, ErrorCode.UNAUTHORIZED),
  ),
  http.put(apiPath("/user/email-preferences"), async ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const keys = ["sessionReminders", "unreadMessages"] as const;
    const wrong = keys.filter((k) => typeof body[k] !== "boolean");
    if (wrong.length)
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: Object.fromEntries(wrong.map((k) => [k, fieldMessage(request, "invalid")])),
      });
    const saved = {
      sessionReminders: !!body.sessionReminders,
      unreadMessages: !!body.unreadMessages,
    };
    resetEmailPreferencesMock(saved);
    return HttpResponse.json({ data: saved });
  }),
  http.post(apiPath("/user/login"), async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string };
    if (body.email?.toLowerCase() !== demoClient.email || body.password !== demoClient.password) {
      return apiError(request, ErrorCode.INVALID_CREDENTIALS);
    }
    if (mockMethods().length)
      return HttpResponse.json({
        data: { mfaRequired: true, mfaToken: MOCK_MFA_TOKEN, methods: mockMethods() },
      });
    return HttpResponse.json({ data: authAnswer() });
  }),
  http.post(apiPath("/auth/refresh"), () => {
    const { token, refreshToken, expiresIn, refreshTokenExp } = authAnswer();
    return HttpResponse.json({ data: { token, refreshToken, expiresIn, refreshTokenExp } });
  }),
  http.post(apiPath("/auth/invalidate"), () => HttpResponse.json({ data: { success: true } })),
  http.get(apiPath("/user/info"), ({ request }) =>
    request.headers.get("authorization") === `Bearer ${authAnswer().token}`
      ? HttpResponse.json({
          data: {
            ...userInfo(),
            mfaEnabled: mockMethods().length > 0,
            totpEnabled: mfaState().on,
          },
        })
      : apiError(request, ErrorCode.UNAUTHORIZED),
  ),
];
