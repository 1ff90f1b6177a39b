import "server-only";
import { createRouter, ok, validate } from "@/lib/server/http";
import { z } from "zod";
import { answers, data } from "@/lib/server/openapi";
import { concernSchema, therapyCategorySchema, topConcernsQuerySchema } from "../schemas";
import { listTherapyCategories, topConcerns } from "./catalog";

export const catalogRoutes = createRouter()
  .get("/therapy", answers({ 200: data(z.array(therapyCategorySchema)) }), async (c) =>
    ok(c, await listTherapyCategories(c.get("locale"))),
  )
  .get(
    "/concerns/top",
    answers({ 200: data(z.array(concernSchema)) }),
    validate("query", topConcernsQuerySchema),
    async (c) => {
      const { limit, withTherapists } = c.req.valid("query");
      return ok(
        c,
        await topConcerns({
          limit,
          withTherapists: withTherapists === "true",
          locale: c.get("locale"),
        }),
      );
    },
  );
