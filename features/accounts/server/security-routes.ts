import "server-only";
import { afterResponse } from "@/lib/server/after-response";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok, validate } from "@/lib/server/http";
import { translate } from "@/lib/server/locale";
import { idParamSchema } from "@/lib/validation/common";
import { addPasskeySchema, disableTotpSchema, totpCodeSchema } from "../schemas";
import { sendMfaNotice, sendPasskeyNotice } from "./emails";
import * as mfa from "./mfa";
import * as passkeys from "./passkeys";
import { routeAnswers } from "./route-answers";
import * as sessions from "./sessions";

const done = (c: Parameters<typeof ok>[0], key: string) =>
  ok(c, { message: translate(c.get("locale"), "Api", key) });

/**
 * Under /user, beside routes.ts: the signed-in person's second factors (decisions 0521, 0522) and
 * the devices they are signed in on (0514).
 */
export const securityRoutes = createRouter()
  // The authenticator app (0521): on or off ends the other sessions and is told by email.
  .post("/mfa/totp/setup", requireAuth(), routeAnswers.postTotpSetup, async (c) =>
    ok(c, await mfa.startTotpSetup(c.get("viewer").userId)),
  )
  .post(
    "/mfa/totp/confirm",
    requireAuth(),
    routeAnswers.postTotpConfirm,
    validate("json", totpCodeSchema),
    async (c) => {
      const { userId, sessionId } = c.get("viewer");
      const answer = await mfa.confirmTotp(userId, c.req.valid("json").code);
      await sessions.revokeUserSessions(userId, "mfa_enabled", sessionId);
      const now = new Date();
      afterResponse(c, "second factor notice", () => sendMfaNotice(userId, "mfaEnabled", now));
      return ok(c, answer);
    },
  )
  .delete(
    "/mfa/totp",
    requireAuth(),
    routeAnswers.deleteTotp,
    validate("json", disableTotpSchema),
    async (c) => {
      const { userId, sessionId } = c.get("viewer");
      await mfa.disableTotp(userId, c.req.valid("json"));
      await sessions.revokeUserSessions(userId, "mfa_disabled", sessionId);
      const now = new Date();
      afterResponse(c, "second factor notice", () => sendMfaNotice(userId, "mfaDisabled", now));
      return done(c, "mfaDisabled");
    },
  )
  // Passkeys (decision 0522): each is told by email, as the authenticator app is.
  .get("/passkeys", requireAuth(), routeAnswers.getPasskeys, async (c) =>
    ok(c, await passkeys.passkeysOf(c.get("viewer").userId)),
  )
  .post("/passkeys/options", requireAuth(), routeAnswers.postPasskeyOptions, async (c) =>
    ok(c, await passkeys.registrationOptions(c.get("viewer").userId)),
  )
  .post(
    "/passkeys",
    requireAuth(),
    routeAnswers.postPasskey,
    validate("json", addPasskeySchema),
    async (c) => {
      const { userId } = c.get("viewer");
      const passkey = await passkeys.addPasskey(userId, c.req.valid("json"));
      const now = new Date();
      afterResponse(c, "passkey notice", () => sendPasskeyNotice(userId, "passkeyAdded", now));
      return ok(c, passkey, 201);
    },
  )
  .delete(
    "/passkeys/:id",
    requireAuth(),
    routeAnswers.deletePasskey,
    validate("param", idParamSchema),
    async (c) => {
      const { userId } = c.get("viewer");
      await passkeys.removePasskey(userId, c.req.valid("param").id);
      const now = new Date();
      afterResponse(c, "passkey notice", () => sendPasskeyNotice(userId, "passkeyRemoved", now));
      return done(c, "passkeyRemoved");
    },
  )
  // Where the person is signed in, and signing devices out (decision 0514).
  .get("/sessions", requireAuth(), routeAnswers.getSessions, async (c) => {
    const { userId, sessionId } = c.get("viewer");
    return ok(c, await sessions.signedInSessions(userId, sessionId));
  })
  .post("/sessions/sign-out-others", requireAuth(), routeAnswers.postSignOutOthers, async (c) => {
    const { userId, sessionId } = c.get("viewer");
    const count = await sessions.revokeUserSessions(
      userId,
      sessions.SIGNED_OUT_BY_OWNER,
      sessionId,
    );
    return ok(c, {
      signedOut: count,
      message: translate(
        c.get("locale"),
        "Api",
        `otherSessionsEnded.${count === 0 ? "none" : count === 1 ? "one" : "other"}`,
        { count },
      ),
    });
  })
  .delete(
    "/sessions/:id",
    requireAuth(),
    routeAnswers.deleteSession,
    validate("param", idParamSchema),
    async (c) => {
      await sessions.endOwnSession(c.get("viewer").userId, c.req.valid("param").id);
      return done(c, "sessionEnded");
    },
  );
