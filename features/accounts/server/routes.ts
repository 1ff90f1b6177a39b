import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { clientIp, createRouter, ok, validate } from "@/lib/server/http";
import { translate } from "@/lib/server/locale";
import {
  changeEmailSchema,
  deleteAccountSchema,
  emailCodeSchema,
  emailOnlySchema,
  loginSchema,
  passwordResetSchema,
  registerSchema,
  timezoneSchema,
  tokenSchema,
  updatePasswordSchema,
} from "../schemas";
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from "./refresh-cookie";
import * as accounts from "./service";

export const authRoutes = createRouter()
  .post("/refresh", async (c) => {
    const answer = await accounts.refresh(readRefreshToken(c), c.get("locale")).catch((error) => {
      clearRefreshCookie(c);
      throw error;
    });
    setRefreshCookie(c, answer.refreshToken, answer.refreshTokenExp);
    return ok(c, answer);
  })
  .post("/invalidate", async (c) => {
    await accounts.invalidate(readRefreshToken(c));
    clearRefreshCookie(c);
    return ok(c, { success: true });
  });

const done = (c: Parameters<typeof ok>[0], key: string) =>
  ok(c, { message: translate(c.get("locale"), "Api", key) });

export const userRoutes = createRouter()
  .post("/register", validate("json", registerSchema), async (c) => {
    const user = await accounts.register(c.req.valid("json"), c.get("locale"));
    return ok(c, { ...user, message: translate(c.get("locale"), "Api", "registered") }, 201);
  })
  .post("/login", validate("json", loginSchema), async (c) => {
    const answer = await accounts.login(c.req.valid("json"), clientIp(c), c.get("locale"));
    setRefreshCookie(c, answer.refreshToken, answer.refreshTokenExp);
    return ok(c, answer);
  })
  .post("/register/verify", validate("json", tokenSchema), async (c) => {
    await accounts.verifyEmail(c.req.valid("json").token, c.get("locale"));
    return done(c, "emailVerified");
  })
  .post("/register/request-verification", validate("json", emailOnlySchema), async (c) => {
    await accounts.requestVerification(c.req.valid("json").email);
    return done(c, "verificationSent");
  })
  .post("/request-password-reset", validate("json", emailOnlySchema), async (c) => {
    await accounts.requestPasswordReset(c.req.valid("json").email);
    return done(c, "resetSent");
  })
  .post("/password-reset", validate("json", passwordResetSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    await accounts.resetPassword(token, password, c.get("locale"));
    return done(c, "passwordReset");
  })
  .get("/info", requireAuth(), async (c) =>
    ok(c, await accounts.userInfo(c.get("auth").userId, c.get("locale"))),
  )
  .get("/timezone", requireAuth(), async (c) => {
    const info = await accounts.userInfo(c.get("auth").userId, c.get("locale"));
    return ok(c, { timezone: info.timezone });
  })
  .post("/timezone", requireAuth(), validate("json", timezoneSchema), async (c) =>
    ok(c, await accounts.setTimezone(c.get("auth").userId, c.req.valid("json").timezone)),
  )
  .post(
    "/profile/update-password",
    requireAuth(),
    validate("json", updatePasswordSchema),
    async (c) => {
      const { userId, sessionId } = c.get("auth");
      await accounts.updatePassword(userId, sessionId, c.req.valid("json"), c.get("locale"));
      return done(c, "passwordUpdated");
    },
  )
  .post("/profile/change-email", requireAuth(), validate("json", changeEmailSchema), async (c) => {
    await accounts.changeEmail(c.get("auth").userId, c.req.valid("json").email, c.get("locale"));
    return done(c, "codeSent");
  })
  .post(
    "/profile/validate-email-change",
    requireAuth(),
    validate("json", emailCodeSchema),
    async (c) =>
      ok(
        c,
        await accounts.validateEmailChange(
          c.get("auth").userId,
          c.req.valid("json").token,
          c.get("locale"),
        ),
      ),
  )
  .delete("/profile/delete-account", requireAuth(), async (c) => {
    // The body is optional for DELETE: a social account sends none.
    const raw = await c.req.json().catch(() => ({}));
    const parsed = deleteAccountSchema.safeParse(raw ?? {});
    await accounts.deleteAccount(
      c.get("auth").userId,
      parsed.success ? parsed.data.password : undefined,
      c.get("locale"),
    );
    clearRefreshCookie(c);
    return done(c, "accountDeleted");
  });
