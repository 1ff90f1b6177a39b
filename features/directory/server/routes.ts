import "server-only";
import { DomainError } from "@/lib/server/errors";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import { directoryQuerySchema, topStatesQuerySchema } from "../schemas";
import { listProviders, publicProfile, topTherapistStates } from "./service";

/** The public directory: GET /providers (search) and GET /providers/{id} (profile). */
export const providerStatsRoutes = createRouter()
  .get("/stats/states", validate("query", topStatesQuerySchema), async (c) => {
    const { countryCode, top } = c.req.valid("query");
    return ok(c, await topTherapistStates(countryCode, top));
  })
  .get("/", validate("query", directoryQuerySchema), async (c) => {
    const { data, meta } = await listProviders(c.req.valid("query"), c.get("locale"));
    return paged(c, data, meta);
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const profile = await publicProfile(c.req.valid("param").id, c.get("locale"));
    if (!profile) throw new DomainError("NOT_FOUND");
    return ok(c, profile);
  });
