import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { createRouter } from "@/lib/server/http";
import { hit } from "@/lib/server/rate-limit";
import { DATA_EXPORT_LIMIT, personalDataOf } from "./personal-data";

/**
 * GET /user/data-export: the signed-in person's data as a JSON file (decision 0507), at most
 * DATA_EXPORT_LIMIT times an hour.
 */
export const dataExportRoutes = createRouter().get("/data-export", requireAuth(), async (c) => {
  const viewer = c.get("viewer");
  const attempt = await hit(`data-export:${viewer.userId}`, DATA_EXPORT_LIMIT);
  if (!attempt.allowed)
    throw new DomainError("RATE_LIMITED", {
      values: { minutes: Math.ceil(attempt.retryAfterSeconds / 60) },
    });
  const now = new Date();
  const data = await personalDataOf(viewer, c.get("locale"), now);
  return c.body(JSON.stringify(data, null, 2), 200, {
    "content-type": "application/json; charset=utf-8",
    "content-disposition": `attachment; filename="haven-data-${now.toISOString().slice(0, 10)}.json"`,
    "cache-control": "private, no-store",
  });
});
