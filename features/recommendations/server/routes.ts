import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok } from "@/lib/server/http";
import { answers, data } from "@/lib/server/openapi";
import { z } from "zod";
import { recommendationSchema } from "../schemas";
import { recommendFor } from "./recommend";

/** Mounted at /recommended-provider (the spec's route name; the path itself is not shown). */
export const recommendationRoutes = createRouter().get(
  "/",
  requireAuth("client"),
  answers({ 200: data(z.array(recommendationSchema)) }),
  async (c) => ok(c, await recommendFor(c.get("viewer").userId, c.get("locale"))),
);
