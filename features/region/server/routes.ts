import "server-only";
import { z } from "zod";
import { createRouter, ok, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import { answers, data } from "@/lib/server/openapi";
import {
  codeParamSchema,
  countryListQuerySchema,
  countrySchema,
  stateSchema,
  userTimezoneSchema,
} from "../schemas";
import { GEO_HEADERS } from "@/lib/i18n/visitor-country";
import { findCountryByCode, listCountries, statesOfCountry, statesOfCountryCode } from "./regions";

export const regionRoutes = createRouter()
  .get(
    "/country",
    answers({ 200: data(z.array(countrySchema)) }),
    validate("query", countryListQuerySchema),
    async (c) => {
      const { all } = c.req.valid("query");
      return ok(c, await listCountries({ all: all === "true", locale: c.get("locale") }));
    },
  )
  .get(
    "/country/code/:code/states",
    answers({ 200: data(z.array(stateSchema)) }),
    validate("param", codeParamSchema),
    async (c) => ok(c, await statesOfCountryCode(c.req.valid("param").code)),
  )
  .get(
    "/country/:id/states",
    answers({ 200: data(z.array(stateSchema)) }),
    validate("param", idParamSchema),
    async (c) => ok(c, await statesOfCountry(c.req.valid("param").id)),
  )
  .get("/user-timezone", answers({ 200: data(userTimezoneSchema) }), async (c) => {
    const geoCountry = GEO_HEADERS.map((h) => c.req.header(h))
      .find(Boolean)
      ?.toUpperCase();
    const countryCode = geoCountry ?? c.get("countryCode") ?? null;
    const geoTimezone = c.req.header("x-vercel-ip-timezone");
    const country = countryCode ? await findCountryByCode(countryCode) : undefined;
    return ok(c, {
      timezone: geoTimezone ?? country?.defaultTimezone ?? "UTC",
      countryCode: country?.code ?? countryCode,
    });
  });
