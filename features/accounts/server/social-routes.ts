import "server-only";
import { accountHooks } from "@/lib/server/account-pieces";
import { requireAuth } from "@/lib/server/auth-guard";
import { IN_PROCESS_ADDRESS } from "@/lib/server/client-address";
import { clientIp, createRouter, ok, validate } from "@/lib/server/http";
import { translate } from "@/lib/server/locale";
import { answers, data, redirect, said } from "@/lib/server/openapi";
import {
  loginAnswerSchema,
  socialCallbackSchema,
  socialLinkSchema,
  socialLinkTokenSchema,
  socialProviderParamSchema,
  socialRegisterSchema,
} from "../schemas";
import {
  socialCallbackAnswerSchema,
  socialProvidersAnswerSchema,
  socialStartAnswerSchema,
} from "../social-schemas";
import { enforceLimit, REGISTER_LIMIT } from "./limits";
import { signedInAnswer } from "./signed-in-answer";
import * as social from "./social";
import { socialReturnAddress } from "./social-return";

const startAnswers = answers({ 200: data(socialStartAnswerSchema) }, [
  "NOT_FOUND",
  "SOCIAL_SIGN_IN_FAILED",
]);
// The provider's browser redirect (GET) or Apple's form_post (POST): on to the callback page.
const returnAnswers = answers({ 303: redirect }, ["NOT_FOUND"]);

/** Sign-in with Google or Apple (decisions 0523, 0524), under /user. */
export const socialRoutes = createRouter()
  .get("/social/providers", answers({ 200: data(socialProvidersAnswerSchema) }), async (c) =>
    ok(c, { providers: social.socialProviderIds() }),
  )
  .post(
    "/social/:provider/start",
    startAnswers,
    validate("param", socialProviderParamSchema),
    async (c) =>
      ok(c, await social.startSocial(c.req.valid("param").provider, null, c.get("locale"))),
  )
  .post(
    "/social/:provider/reauthenticate",
    requireAuth(),
    startAnswers,
    validate("param", socialProviderParamSchema),
    async (c) =>
      ok(
        c,
        await social.startSocial(
          c.req.valid("param").provider,
          c.get("viewer").userId,
          c.get("locale"),
        ),
      ),
  )
  .get(
    "/social/:provider/return",
    returnAnswers,
    validate("param", socialProviderParamSchema),
    async (c) =>
      c.redirect(
        await socialReturnAddress(c.req.valid("param").provider, new URL(c.req.url).searchParams),
        303,
      ),
  )
  .post(
    "/social/:provider/return",
    returnAnswers,
    validate("param", socialProviderParamSchema),
    async (c) => {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(body))
        if (typeof value === "string") params.set(key, value);
      return c.redirect(await socialReturnAddress(c.req.valid("param").provider, params), 303);
    },
  )
  .post(
    "/social/:provider/callback",
    answers({ 200: data(socialCallbackAnswerSchema) }, [
      "NOT_FOUND",
      "SOCIAL_STATE_INVALID",
      "SOCIAL_SIGN_IN_FAILED",
      "SOCIAL_EMAIL_UNVERIFIED",
      "ACCOUNT_INACTIVE",
    ]),
    validate("param", socialProviderParamSchema),
    validate("json", socialCallbackSchema),
    async (c) => {
      const outcome = await social.finishSocial(
        c.req.valid("param").provider,
        c.req.valid("json").url,
      );
      if (outcome.kind === "link")
        return ok(c, { linkRequired: true, linkToken: outcome.linkToken, email: outcome.email });
      if (outcome.kind === "signup") {
        const { kind: _, ...rest } = outcome;
        return ok(c, { signupRequired: true, ...rest });
      }
      if (outcome.kind === "reauthenticated")
        return ok(c, { reauthToken: await social.issueReauthToken(outcome.userId) });
      return signedInAnswer(c, outcome.userId);
    },
  )
  .post(
    "/social/link/email-code",
    answers({ 200: said() }, ["INVALID_LINK", "RATE_LIMITED"]),
    validate("json", socialLinkTokenSchema),
    async (c) => {
      await social.sendLinkCode(c.req.valid("json").linkToken);
      return ok(c, { message: translate(c.get("locale"), "Api", "codeSent") });
    },
  )
  .post(
    "/social/link",
    answers({ 200: data(loginAnswerSchema) }, [
      "INVALID_LINK",
      "INVALID_LINK_CODE",
      "INVALID_CREDENTIALS",
      "RATE_LIMITED",
      "ACCOUNT_INACTIVE",
    ]),
    validate("json", socialLinkSchema),
    async (c) => {
      const { linkToken, ...proof } = c.req.valid("json");
      const userId = await social.linkAccount(linkToken, proof);
      return signedInAnswer(c, userId);
    },
  )
  .post(
    "/register/social",
    answers({ 200: data(loginAnswerSchema) }, [
      "INVALID_LINK",
      "EMAIL_TAKEN",
      "RATE_LIMITED",
      "ACCOUNT_INACTIVE",
    ]),
    validate("json", socialRegisterSchema),
    async (c) => {
      const address = clientIp(c);
      if (address !== IN_PROCESS_ADDRESS)
        await enforceLimit(`register:ip:${address}`, REGISTER_LIMIT);
      const userId = await social.registerSocial(
        c.req.valid("json"),
        c.get("locale"),
        accountHooks,
      );
      return signedInAnswer(c, userId);
    },
  );
