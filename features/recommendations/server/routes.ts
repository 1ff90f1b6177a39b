import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok } from "@/lib/server/http";
import { recommendFor } from "./recommend";

/** Mounted at /recommended-provider (the spec's route name; the path itself is not shown). */
export const recommendationRoutes = createRouter().get("/", requireAuth("client"), async (c) =>
  ok(c, await recommendFor(c.get("viewer").userId, c.get("locale"))),
);
