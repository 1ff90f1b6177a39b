import "server-only";
import type { Context } from "hono";
import { every } from "hono/combine";
import { requireTherapistSecondFactor } from "@/features/accounts/server/service";
import { requireAuth, type AuthEnv } from "@/lib/server/auth-guard";
import { clientIp, createRouter, ok, validate } from "@/lib/server/http";
import { answers, data, marks } from "@/lib/server/openapi";
import {
  ownSafetyPlansAnswer,
  safetyPairParamSchema,
  safetyPlanAnswer,
  saveSafetyPlanSchema,
} from "../safety/schemas";
import type { Caller } from "./measures";
import * as plans from "./safety-plans";

/**
 * Any signed-in user passes; the service answers NOT_FOUND to anyone but the pair's client and
 * therapist. A therapist needs a second factor, as for notes. "View as" never reaches /care.
 */
const signedIn = marks(
  every(requireAuth(), requireTherapistSecondFactor),
  ["UNAUTHORIZED", "TOKEN_EXPIRED", "MFA_REQUIRED", "IMPERSONATION_READ_ONLY", "NOT_FOUND"],
  { security: [{ bearer: [] }] },
) as ReturnType<typeof requireAuth>;

const caller = (c: Context<AuthEnv>): Caller => ({ viewer: c.get("viewer"), address: clientIp(c) });

/** The safety plans (issue 70, decision 0708), mounted beside the other care routes at /care. */
export const careSafetyRoutes = createRouter()
  // ownSafetyPlansAnswer. 401; 404 NOT_FOUND (not a client).
  .get(
    "/safety-plans",
    signedIn,
    answers({ 200: data(ownSafetyPlansAnswer) }, ["NOT_FOUND"]),
    async (c) => ok(c, await plans.ownSafetyPlans(caller(c))),
  )
  // safetyPlanAnswer. 401; 403 MFA_REQUIRED; 404 NOT_FOUND (not one of the pair).
  .get(
    "/safety-plans/:providerId/:clientId",
    signedIn,
    answers({ 200: data(safetyPlanAnswer) }, ["NOT_FOUND"]),
    validate("param", safetyPairParamSchema),
    async (c) => {
      const { providerId, clientId } = c.req.valid("param");
      return ok(c, await plans.safetyPlan(caller(c), providerId, clientId));
    },
  )
  // safetyPlanAnswer. 400 VALIDATION_FAILED; 401; 403; 404 NOT_FOUND; 409 SAFETY_PLAN_STALE.
  .put(
    "/safety-plans/:providerId/:clientId",
    signedIn,
    answers({ 200: data(safetyPlanAnswer) }, ["NOT_FOUND", "SAFETY_PLAN_STALE"]),
    validate("param", safetyPairParamSchema),
    validate("json", saveSafetyPlanSchema),
    async (c) => {
      const { providerId, clientId } = c.req.valid("param");
      return ok(
        c,
        await plans.saveSafetyPlan(
          caller(c),
          providerId,
          clientId,
          c.req.valid("json"),
          new Date(),
        ),
      );
    },
  );
