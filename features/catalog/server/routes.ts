import "server-only";
import { createRouter, ok, validate } from "@/lib/server/http";
import { topConcernsQuerySchema } from "../schemas";
import { listTherapyCategories, topConcerns } from "./catalog";

export const catalogRoutes = createRouter()
  .get("/therapy", async (c) => ok(c, await listTherapyCategories(c.get("locale"))))
  .get("/concerns/top", validate("query", topConcernsQuerySchema), async (c) => {
    const { limit, withTherapists } = c.req.valid("query");
    return ok(
      c,
      await topConcerns({
        limit,
        withTherapists: withTherapists === "true",
        locale: c.get("locale"),
      }),
    );
  });
