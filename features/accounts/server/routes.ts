import "server-only";
import { accountHooks } from "@/lib/server/account-pieces";
import { routeAnswers } from "./route-answers";
import { securityRoutes } from "./security-routes";
import { afterResponse } from "@/lib/server/after-response";
import { requireAuth } from "@/lib/server/auth-guard";
import { IN_PROCESS_ADDRESS } from "@/lib/server/client-address";
import { clientIp, createRouter, ok, validate } from "@/lib/server/http";
import { translate } from "@/lib/server/locale";
import {
  changeEmailSchema,
  deleteAccountSchema,
  emailPreferencesSchema,
  emailCodeSchema,
  emailOnlySchema,
  loginSchema,
  mfaLoginSchema,
  mfaPasskeyLoginSchema,
  mfaPasskeyOptionsSchema,
  passkeyLoginSchema,
  needsSecondFactor,
  passwordResetSchema,
  registerSchema,
  timezoneSchema,
  tokenSchema,
  unsubscribeQuerySchema,
  updatePasswordSchema,
} from "../schemas";
import { clearRefreshCookie, setRefreshCookie } from "./refresh-cookie";
import * as settings from "./account-settings";
import { deviceKeyOf, setDeviceCookie } from "./device-cookie";
import {
  sendAccountDeleted,
  sendEmailChanged,
  sendMfaNotice,
  sendNewSignIn,
  sendPasswordChanged,
} from "./emails";
import { emailPreferencesOf, setEmailPreferences } from "./email-preferences";
import { enforceLimit, REGISTER_LIMIT } from "./limits";
import * as mfa from "./mfa";
import * as passkeys from "./passkeys";
import * as registration from "./registration";
import { socialRoutes } from "./social-routes";
import * as signIn from "./sign-in";
import { unsubscribe, unsubscribeState } from "./unsubscribe";

export { authRoutes } from "./auth-routes";

const done = (c: Parameters<typeof ok>[0], key: string) =>
  ok(c, { message: translate(c.get("locale"), "Api", key) });

export const userRoutes = createRouter()
  // Sign-in with Google or Apple (decisions 0523, 0524).
  .route("/", socialRoutes)
  .post("/register", routeAnswers.postRegister, validate("json", registerSchema), async (c) => {
    const address = clientIp(c);
    // Calls from inside the server (no socket) are ours, not a visitor's.
    if (address !== IN_PROCESS_ADDRESS)
      await enforceLimit(`register:ip:${address}`, REGISTER_LIMIT);
    const user = await registration.register(c.req.valid("json"), c.get("locale"), accountHooks);
    return ok(c, { ...user, message: translate(c.get("locale"), "Api", "registered") }, 201);
  })
  .post("/login", routeAnswers.postLogin, validate("json", loginSchema), async (c) => {
    const deviceKey = deviceKeyOf(c);
    const { answer, unfamiliar } = await signIn.login(
      c.req.valid("json"),
      clientIp(c),
      c.req.header("user-agent"),
      deviceKey,
    );
    // A second factor is asked for first: no tokens and no cookies yet (decision 0521).
    if (needsSecondFactor(answer)) return ok(c, answer);
    setRefreshCookie(c, answer.refreshToken, answer.refreshTokenExp);
    setDeviceCookie(c, deviceKey);
    if (unfamiliar) afterResponse(c, "new sign-in notice", () => sendNewSignIn(unfamiliar));
    return ok(c, answer);
  })
  .post("/login/mfa", routeAnswers.postLoginMfa, validate("json", mfaLoginSchema), async (c) => {
    const deviceKey = deviceKeyOf(c);
    const { answer, unfamiliar, recoveryCodeUsed, userId } = await signIn.loginWithSecondFactor(
      c.req.valid("json"),
      clientIp(c),
      c.req.header("user-agent"),
      deviceKey,
    );
    setRefreshCookie(c, answer.refreshToken, answer.refreshTokenExp);
    setDeviceCookie(c, deviceKey);
    const now = new Date();
    if (unfamiliar) afterResponse(c, "new sign-in notice", () => sendNewSignIn(unfamiliar));
    if (recoveryCodeUsed)
      afterResponse(c, "recovery code notice", () =>
        sendMfaNotice(userId, "recoveryCodeUsed", now),
      );
    return ok(c, answer);
  })
  // A passkey alone signs in (decision 0522): options first, then the browser's answer to them.
  .post("/login/passkey/options", routeAnswers.postLoginPasskeyOptions, async (c) =>
    ok(c, await passkeys.signInOptions()),
  )
  .post(
    "/login/passkey",
    routeAnswers.postLoginPasskey,
    validate("json", passkeyLoginSchema),
    async (c) => {
      const deviceKey = deviceKeyOf(c);
      const { answer, unfamiliar } = await signIn.loginWithPasskey(
        c.req.valid("json").credential,
        clientIp(c),
        c.req.header("user-agent"),
        deviceKey,
      );
      setRefreshCookie(c, answer.refreshToken, answer.refreshTokenExp);
      setDeviceCookie(c, deviceKey);
      if (unfamiliar) afterResponse(c, "new sign-in notice", () => sendNewSignIn(unfamiliar));
      return ok(c, answer);
    },
  )
  // A passkey as the code step's second factor: the same token, the same limits, the same answer.
  .post(
    "/login/mfa/passkey/options",
    routeAnswers.postLoginMfaPasskeyOptions,
    validate("json", mfaPasskeyOptionsSchema),
    async (c) => ok(c, await mfa.passkeySecondFactorOptions(c.req.valid("json").mfaToken)),
  )
  .post(
    "/login/mfa/passkey",
    routeAnswers.postLoginMfaPasskey,
    validate("json", mfaPasskeyLoginSchema),
    async (c) => {
      const deviceKey = deviceKeyOf(c);
      const { answer, unfamiliar } = await signIn.loginWithSecondFactor(
        c.req.valid("json"),
        clientIp(c),
        c.req.header("user-agent"),
        deviceKey,
      );
      setRefreshCookie(c, answer.refreshToken, answer.refreshTokenExp);
      setDeviceCookie(c, deviceKey);
      if (unfamiliar) afterResponse(c, "new sign-in notice", () => sendNewSignIn(unfamiliar));
      return ok(c, answer);
    },
  )
  .post(
    "/register/verify",
    routeAnswers.postRegisterVerify,
    validate("json", tokenSchema),
    async (c) => {
      await registration.verifyEmail(c.req.valid("json").token);
      return done(c, "emailVerified");
    },
  )
  .post(
    "/register/request-verification",
    routeAnswers.postRegisterRequestVerification,
    validate("json", emailOnlySchema),
    async (c) => {
      registration.requestVerification(c, c.req.valid("json").email);
      return done(c, "verificationSent");
    },
  )
  .post(
    "/request-password-reset",
    routeAnswers.postRequestPasswordReset,
    validate("json", emailOnlySchema),
    async (c) => {
      signIn.requestPasswordReset(c, c.req.valid("json").email);
      return done(c, "resetSent");
    },
  )
  .post(
    "/password-reset",
    routeAnswers.postPasswordReset,
    validate("json", passwordResetSchema),
    async (c) => {
      const { token, password } = c.req.valid("json");
      const userId = await signIn.resetPassword(token, password);
      const now = new Date();
      afterResponse(c, "password changed notice", () => sendPasswordChanged(userId, now));
      return done(c, "passwordReset");
    },
  )
  // The link sent to an email change's previous address (decision 0517): no sign-in, the token is
  // the proof; the page asks for a new password first (a GET would let mail scanners act).
  .post(
    "/restore-email",
    routeAnswers.postRestoreEmail,
    validate("json", passwordResetSchema),
    async (c) => {
      const { token, password } = c.req.valid("json");
      const { userId } = await settings.restoreEmail(token, password);
      const now = new Date();
      afterResponse(c, "password changed notice", () => sendPasswordChanged(userId, now));
      return done(c, "emailRestored");
    },
  )
  .get("/info", requireAuth(), routeAnswers.getInfo, async (c) =>
    ok(c, await settings.userInfo(c.get("viewer").userId)),
  )
  .get("/timezone", requireAuth(), routeAnswers.getTimezone, async (c) => {
    const info = await settings.userInfo(c.get("viewer").userId);
    return ok(c, { timezone: info.timezone });
  })
  .post(
    "/timezone",
    requireAuth(),
    routeAnswers.postTimezone,
    validate("json", timezoneSchema),
    async (c) =>
      ok(c, await settings.setTimezone(c.get("viewer").userId, c.req.valid("json").timezone)),
  )
  .get("/email-preferences", requireAuth(), routeAnswers.getEmailPreferences, async (c) =>
    ok(c, await emailPreferencesOf(c.get("viewer").userId)),
  )
  .put(
    "/email-preferences",
    requireAuth(),
    routeAnswers.putEmailPreferences,
    validate("json", emailPreferencesSchema),
    async (c) => ok(c, await setEmailPreferences(c.get("viewer").userId, c.req.valid("json"))),
  )
  // A signed link from an optional email (0509): the page asks first; mail programs POST (RFC 8058).
  .get(
    "/email-preferences/unsubscribe",
    routeAnswers.getUnsubscribe,
    validate("query", unsubscribeQuerySchema),
    async (c) => ok(c, await unsubscribeState(c.req.valid("query").token)),
  )
  .post(
    "/email-preferences/unsubscribe",
    routeAnswers.postUnsubscribe,
    validate("query", unsubscribeQuerySchema),
    async (c) => ok(c, await unsubscribe(c.req.valid("query").token, c.get("locale"))),
  )
  .post(
    "/profile/update-password",
    requireAuth(),
    routeAnswers.postProfileUpdatePassword,
    validate("json", updatePasswordSchema),
    async (c) => {
      const { userId, sessionId } = c.get("viewer");
      await settings.updatePassword(userId, sessionId, c.req.valid("json"));
      const now = new Date();
      afterResponse(c, "password changed notice", () => sendPasswordChanged(userId, now));
      return done(c, "passwordUpdated");
    },
  )
  .post(
    "/profile/change-email",
    requireAuth(),
    routeAnswers.postProfileChangeEmail,
    validate("json", changeEmailSchema),
    async (c) => {
      await settings.changeEmail(c.get("viewer").userId, c.req.valid("json").email);
      return done(c, "codeSent");
    },
  )
  .post(
    "/profile/validate-email-change",
    requireAuth(),
    routeAnswers.postProfileValidateEmailChange,
    validate("json", emailCodeSchema),
    async (c) => {
      const { email, before, undoToken } = await settings.validateEmailChange(
        c.get("viewer").userId,
        c.req.valid("json").token,
      );
      const now = new Date();
      afterResponse(c, "email changed notice", () =>
        sendEmailChanged(before, email, now, undoToken),
      );
      return ok(c, { email });
    },
  )
  .delete(
    "/profile/delete-account",
    requireAuth(),
    routeAnswers.deleteProfileDeleteAccount,
    async (c) => {
      // The body is optional for DELETE: a social account sends none.
      const raw = await c.req.json().catch(() => ({}));
      const parsed = deleteAccountSchema.safeParse(raw ?? {});
      const { before } = await settings.deleteAccount(
        c.get("viewer").userId,
        parsed.success ? parsed.data : {},
        accountHooks,
      );
      const now = new Date();
      afterResponse(c, "account deleted notice", () => sendAccountDeleted(before, now));
      clearRefreshCookie(c);
      return done(c, "accountDeleted");
    },
  )
  // The second factors and signed-in devices (security-routes.ts).
  .route("/", securityRoutes);
