"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { typedApi } from "@/lib/api/typed";
import { countryListQueryOptions } from "@/lib/query/stale-times";

/** The countries and states lists, read by registration and the practice forms alike. */
export const regionKeys = {
  countries: ["region", "country"] as const,
  allCountries: ["region", "country", "all"] as const,
  states: (countryId: string) => ["region", "country", countryId, "states"] as const,
  statesByCode: (code: string) => ["region", "country", "code", code, "states"] as const,
};

/** The countries where the product operates (spec section 9: cached for the session). */
export const countriesQuery = () =>
  queryOptions({
    queryKey: regionKeys.countries,
    queryFn: async () => (await typedApi.get("/region/country")).data,
    ...countryListQueryOptions,
  });
export const useCountries = () => useQuery(countriesQuery());

export const statesQuery = (countryId: string) =>
  queryOptions({
    queryKey: regionKeys.states(countryId),
    queryFn: async () =>
      (await typedApi.get("/region/country/{id}/states", { path: { id: countryId } })).data,
    ...countryListQueryOptions,
  });
export const useStates = (countryId: string | undefined) =>
  useQuery({ ...statesQuery(countryId ?? ""), enabled: Boolean(countryId) });

/** Every country, operating or not: where the visitor says they are (the location picker). */
export const useAllCountries = (enabled = true) =>
  useQuery({
    queryKey: regionKeys.allCountries,
    queryFn: async () => (await typedApi.get("/region/country", { query: { all: "true" } })).data,
    ...countryListQueryOptions,
    enabled,
  });

export const useStatesByCode = (code: string, enabled = true) =>
  useQuery({
    queryKey: regionKeys.statesByCode(code),
    queryFn: async () =>
      (await typedApi.get("/region/country/code/{code}/states", { path: { code } })).data,
    ...countryListQueryOptions,
    enabled,
  });
