import "server-only";
import type { Context } from "hono";
import { every } from "hono/combine";
import { z } from "zod";
import { requireTherapistSecondFactor } from "@/features/accounts/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { requireAuth, type AuthEnv } from "@/lib/server/auth-guard";
import { clientIp, createRouter, ok, validate } from "@/lib/server/http";
import { answers, data, marks } from "@/lib/server/openapi";
import { idParamSchema } from "@/lib/validation/common";
import {
  completeFormSchema,
  copyStarterSchema,
  formDetail,
  formSummary,
  formTemplate,
  formTemplateInputSchema,
  saveFormSchema,
} from "../forms/schemas";
import { clientParamSchema } from "../schemas";
import * as forms from "./forms";

/**
 * Any signed-in user passes; the service answers NOT_FOUND to anyone but the form's client and
 * therapist. A therapist needs a second factor, as for notes (decision 0521).
 */
const signedIn = marks(
  every(requireAuth(), requireTherapistSecondFactor),
  ["UNAUTHORIZED", "TOKEN_EXPIRED", "MFA_REQUIRED", "IMPERSONATION_READ_ONLY", "NOT_FOUND"],
  { security: [{ bearer: [] }] },
) as ReturnType<typeof requireAuth>;
/** A therapist's templates are theirs alone: a client gets 403. */
const therapist = marks(
  every(requireAuth("provider"), requireTherapistSecondFactor),
  [
    "UNAUTHORIZED",
    "TOKEN_EXPIRED",
    "FORBIDDEN",
    "MFA_REQUIRED",
    "IMPERSONATION_READ_ONLY",
    "NOT_FOUND",
  ],
  { security: [{ bearer: [] }] },
) as ReturnType<typeof requireAuth>;

const caller = (c: Context<AuthEnv>): forms.Caller => ({
  viewer: c.get("viewer"),
  address: clientIp(c),
});

/** Intake and consent forms (issue 70, decision 0707), mounted at /care. */
export const careFormRoutes = createRouter()
  .get("/form-templates", therapist, answers({ 200: data(z.array(formTemplate)) }), async (c) =>
    ok(c, await forms.templatesOf(c.get("viewer").userId)),
  )
  .post(
    "/form-templates",
    therapist,
    answers({ 201: data(formTemplate) }, ["CARE_FORM_TEMPLATE_LIMIT"]),
    validate("json", copyStarterSchema),
    async (c) =>
      ok(
        c,
        await forms.copyStarter(
          c.get("viewer").userId,
          c.req.valid("json").starter,
          c.get("locale") as Locale,
          new Date(),
        ),
        201,
      ),
  )
  .put(
    "/form-templates/:id",
    therapist,
    answers({ 200: data(formTemplate) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    validate("json", formTemplateInputSchema),
    async (c) =>
      ok(
        c,
        await forms.updateTemplate(
          c.get("viewer").userId,
          c.req.valid("param").id,
          c.req.valid("json"),
          new Date(),
        ),
      ),
  )
  .get("/forms", signedIn, answers({ 200: data(z.array(formSummary)) }, ["NOT_FOUND"]), async (c) =>
    ok(c, await forms.ownForms(c.get("viewer"))),
  )
  .get(
    "/forms/:id",
    signedIn,
    answers({ 200: data(formDetail) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await forms.readForm(caller(c), c.req.valid("param").id)),
  )
  .put(
    "/forms/:id/answers",
    signedIn,
    answers({ 200: data(formSummary) }, ["NOT_FOUND", "CARE_FORM_COMPLETED"]),
    validate("param", idParamSchema),
    validate("json", saveFormSchema),
    async (c) =>
      ok(
        c,
        await forms.saveForm(
          caller(c),
          c.req.valid("param").id,
          c.req.valid("json").answers,
          new Date(),
        ),
      ),
  )
  .post(
    "/forms/:id/complete",
    signedIn,
    answers({ 200: data(formDetail) }, ["NOT_FOUND", "CARE_FORM_COMPLETED"]),
    validate("param", idParamSchema),
    validate("json", completeFormSchema),
    async (c) =>
      ok(
        c,
        await forms.completeForm(
          caller(c),
          c.req.valid("param").id,
          c.req.valid("json"),
          new Date(),
        ),
      ),
  )
  .get(
    "/client/:clientId/forms",
    signedIn,
    answers({ 200: data(z.array(formSummary)) }, ["NOT_FOUND", "NOT_YOUR_CLIENT"]),
    validate("param", clientParamSchema),
    async (c) => ok(c, await forms.clientForms(c.get("viewer"), c.req.valid("param").clientId)),
  );
