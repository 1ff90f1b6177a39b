import "server-only";
import type { Context } from "hono";
import { every } from "hono/combine";
import { requireTherapistSecondFactor } from "@/features/accounts/server/service";
import { requireAuth, type AuthEnv } from "@/lib/server/auth-guard";
import { clientIp, createRouter, ok, validate } from "@/lib/server/http";
import { answers, data, marks } from "@/lib/server/openapi";
import { idParamSchema } from "@/lib/validation/common";
import {
  acknowledgeAlertAnswer,
  answerMeasureAnswer,
  answerMeasureSchema,
  careAccessAnswer,
  careSettingsAnswer,
  careSettingsSchema,
  clientCareAnswer,
  clientParamSchema,
  crisisHelpAnswer,
  ownMeasuresAnswer,
  requestMeasureAnswer,
  requestMeasureSchema,
} from "../schemas";
import { ownAccessHistory } from "./access-history";
import * as care from "./measures";

/**
 * Any signed-in user passes the guard; the service's access checks answer NOT_FOUND to anyone
 * but the measure's client and therapist. A therapist needs a second factor as for notes.
 */
// `every` hides requireAuth's declaration (decision 0042): the combined guard declares it,
// with "view as"'s answers (a write 403, any care read 404).
const signedIn = marks(
  every(requireAuth(), requireTherapistSecondFactor),
  ["UNAUTHORIZED", "TOKEN_EXPIRED", "MFA_REQUIRED", "IMPERSONATION_READ_ONLY", "NOT_FOUND"],
  { security: [{ bearer: [] }] },
) as ReturnType<typeof requireAuth>;

const caller = (c: Context<AuthEnv>): care.Caller => ({
  viewer: c.get("viewer"),
  address: clientIp(c),
});

/** Mounted at /care (issue 70). Answers are declared in ../schemas.ts (`…Answer`). */
export const careRoutes = createRouter()
  // ownMeasuresAnswer. 401 UNAUTHORIZED/TOKEN_EXPIRED; 404 NOT_FOUND (not a client).
  .get("/measures", signedIn, answers({ 200: data(ownMeasuresAnswer) }, ["NOT_FOUND"]), async (c) =>
    ok(c, await care.ownMeasures(caller(c), new Date())),
  )
  // answerMeasureAnswer. 400 VALIDATION_FAILED; 401; 404 NOT_FOUND (not theirs); 409 CARE_ALREADY_ANSWERED.
  .post(
    "/measures/:id/answer",
    signedIn,
    answers({ 200: data(answerMeasureAnswer) }, ["NOT_FOUND", "CARE_ALREADY_ANSWERED"]),
    validate("param", idParamSchema),
    validate("json", answerMeasureSchema),
    async (c) =>
      ok(
        c,
        await care.answerMeasure(
          caller(c),
          c.req.valid("param").id,
          c.req.valid("json").answers,
          new Date(),
        ),
      ),
  )
  // careAccessAnswer: who read the client's answers, forms and plans. 401; 404 NOT_FOUND (not a
  // client).
  .get("/access", signedIn, answers({ 200: data(careAccessAnswer) }, ["NOT_FOUND"]), async (c) =>
    ok(c, await ownAccessHistory(caller(c))),
  )
  // crisisHelpAnswer: the help for the signed-in person's country (anyone may need it). 401.
  .get("/crisis-help", signedIn, answers({ 200: data(crisisHelpAnswer) }), async (c) =>
    ok(c, await care.crisisHelpOf(caller(c).viewer.userId)),
  )
  // clientCareAnswer. 401; 403 MFA_REQUIRED; 404 NOT_FOUND / NOT_YOUR_CLIENT.
  .get(
    "/client/:clientId",
    signedIn,
    answers({ 200: data(clientCareAnswer) }, ["NOT_FOUND", "NOT_YOUR_CLIENT"]),
    validate("param", clientParamSchema),
    async (c) => ok(c, await care.clientCare(caller(c), c.req.valid("param").clientId, new Date())),
  )
  // requestMeasureAnswer. 400 VALIDATION_FAILED; 401; 403 MFA_REQUIRED; 404 NOT_FOUND / NOT_YOUR_CLIENT.
  .post(
    "/client/:clientId/request",
    signedIn,
    answers({ 201: data(requestMeasureAnswer) }, ["NOT_FOUND", "NOT_YOUR_CLIENT"]),
    validate("param", clientParamSchema),
    validate("json", requestMeasureSchema),
    async (c) =>
      ok(
        c,
        await care.requestMeasure(
          caller(c),
          c.req.valid("param").clientId,
          c.req.valid("json").instrument,
          new Date(),
        ),
        201,
      ),
  )
  // acknowledgeAlertAnswer. 401; 403 MFA_REQUIRED; 404 NOT_FOUND (not their alert).
  .post(
    "/alerts/:id/acknowledge",
    signedIn,
    answers({ 200: data(acknowledgeAlertAnswer) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await care.acknowledgeAlert(caller(c), c.req.valid("param").id, new Date())),
  )
  // careSettingsAnswer. 400 VALIDATION_FAILED; 401.
  .put(
    "/settings",
    signedIn,
    answers({ 200: data(careSettingsAnswer) }),
    validate("json", careSettingsSchema),
    async (c) => ok(c, await care.updateSettings(caller(c), c.req.valid("json"))),
  );

// The intake and consent forms (decision 0707), mounted beside these at /care.
export { careFormRoutes } from "./form-routes";
// The safety plans (decision 0708), mounted beside these at /care.
export { careSafetyRoutes } from "./safety-routes";
