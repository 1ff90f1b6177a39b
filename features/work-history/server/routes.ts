import "server-only";
import { z } from "zod";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok, okSaid, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import { answers, data, said } from "@/lib/server/openapi";
import {
  experienceAnswerSchema,
  experienceSchema,
  visibilityAnswerSchema,
  visibilitySchema,
} from "../schemas";
import * as experience from "./experience";
import { getVisibility, setVisibility } from "./visibility";

const provider = requireAuth("provider");

/** A therapist's work history (spec section 7: /provider/experience), under /provider. */
export const workHistoryRoutes = createRouter()
  .get(
    "/experience",
    provider,
    answers({ 200: data(z.array(experienceAnswerSchema)) }),
    async (c) => ok(c, await experience.listExperience(c.get("viewer").userId)),
  )
  // Before "/experience/:id", which would otherwise take "visibility" for an id.
  .get(
    "/experience/visibility",
    provider,
    answers({ 200: data(visibilityAnswerSchema) }),
    async (c) => ok(c, await getVisibility(c.get("viewer").userId)),
  )
  .put(
    "/experience/visibility",
    provider,
    answers({ 200: said(visibilityAnswerSchema.shape) }),
    validate("json", visibilitySchema),
    async (c) =>
      okSaid(c, await setVisibility(c.get("viewer").userId, c.req.valid("json")), "profileSaved"),
  )
  .post(
    "/experience",
    provider,
    answers({ 201: said(experienceAnswerSchema.shape) }, ["WORK_HISTORY_LIMIT"]),
    validate("json", experienceSchema),
    async (c) => {
      const { userId } = c.get("viewer");
      const job = await experience.createExperience(userId, c.req.valid("json"), new Date());
      return okSaid(c, job, "workHistorySaved", 201);
    },
  )
  .put(
    "/experience/:id",
    provider,
    answers({ 200: said(experienceAnswerSchema.shape) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    validate("json", experienceSchema),
    async (c) => {
      const job = await experience.updateExperience(
        c.get("viewer").userId,
        c.req.valid("param").id,
        c.req.valid("json"),
        new Date(),
      );
      return okSaid(c, job, "workHistoryUpdated");
    },
  )
  .delete(
    "/experience/:id",
    provider,
    answers({ 200: said({ identifier: z.string() }) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => {
      const gone = await experience.deleteExperience(
        c.get("viewer").userId,
        c.req.valid("param").id,
      );
      return okSaid(c, gone, "workHistoryDeleted");
    },
  );
