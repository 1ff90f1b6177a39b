"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import { countryListQueryOptions } from "@/lib/query/stale-times";
import type { Country, State } from "./schemas";

/** The countries and states lists, read by registration and the practice forms alike. */
export const regionKeys = {
  countries: ["region", "country"] as const,
  states: (countryId: string) => ["region", "country", countryId, "states"] as const,
};

/** The countries where the product operates (spec section 9: cached for the session). */
export const countriesQuery = () =>
  queryOptions({
    queryKey: regionKeys.countries,
    queryFn: async () => (await api.get<Data<Country[]>>("/region/country")).data.data,
    ...countryListQueryOptions,
  });
export const useCountries = () => useQuery(countriesQuery());

export const statesQuery = (countryId: string) =>
  queryOptions({
    queryKey: regionKeys.states(countryId),
    queryFn: async () =>
      (await api.get<Data<State[]>>(`/region/country/${countryId}/states`)).data.data,
    ...countryListQueryOptions,
  });
export const useStates = (countryId: string | undefined) =>
  useQuery({ ...statesQuery(countryId ?? ""), enabled: Boolean(countryId) });
