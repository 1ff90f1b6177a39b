import "server-only";
import { createRouter, ok, validate } from "@/lib/server/http";
import { topStatesQuerySchema } from "../schemas";
import { topTherapistStates } from "./service";

export const providerStatsRoutes = createRouter().get(
  "/stats/states",
  validate("query", topStatesQuerySchema),
  async (c) => {
    const { countryCode, top } = c.req.valid("query");
    return ok(c, await topTherapistStates(countryCode, top));
  },
);
