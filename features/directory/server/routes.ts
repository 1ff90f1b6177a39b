import "server-only";
import { DomainError } from "@/lib/server/errors";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { cachedPublic } from "@/lib/server/public-cache";
import { idParamSchema } from "@/lib/validation/common";
import { z } from "zod";
import { answers, data, page } from "@/lib/server/openapi";
import {
  directoryQuerySchema,
  providerCardSchema,
  publicProfileSchema,
  stateStatSchema,
  topStatesQuerySchema,
} from "../schemas";
import { listProviders } from "./list";
import { publicProfile } from "./profile";
import { topTherapistStates } from "./stats";

/** The public directory: GET /providers (search) and GET /providers/{id} (profile). */
export const providerStatsRoutes = createRouter()
  .get(
    "/stats/states",
    answers({ 200: data(z.array(stateStatSchema)) }),
    validate("query", topStatesQuerySchema),
    async (c) => {
      const { countryCode, top } = c.req.valid("query");
      return ok(c, await topTherapistStates(countryCode, top));
    },
  )
  .get(
    "/",
    answers({ 200: page(providerCardSchema) }),
    validate("query", directoryQuerySchema),
    async (c) => {
      const query = c.req.valid("query");
      const locale = c.get("locale");
      const { data, meta } = await cachedPublic(
        `providers ${locale} ${JSON.stringify(query)}`,
        () => listProviders(query, locale),
      );
      return paged(c, data, meta);
    },
  )
  .get(
    "/:id",
    answers({ 200: data(publicProfileSchema) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const locale = c.get("locale");
      const profile = await cachedPublic(`provider ${locale} ${id}`, () =>
        publicProfile(id, locale),
      );
      if (!profile) throw new DomainError("NOT_FOUND");
      return ok(c, profile);
    },
  );
