"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { usePreferences } from "@/features/client-account/api";
import type { Data } from "@/lib/api/envelope";
import type { Recommendation } from "./schemas";

/**
 * Keyed by the preferences they were ranked by: saving new preferences (client-account's
 * useSavePreferences puts them in the cache) asks for a new ranking by itself.
 */
export const recommendationKeys = {
  list: (locale: string, preferences: unknown) =>
    ["recommended-provider", locale, preferences] as const,
};

export const recommendationsQuery = (locale: string, preferences: unknown) =>
  queryOptions({
    queryKey: recommendationKeys.list(locale, preferences),
    queryFn: async () => (await api.get<Data<Recommendation[]>>("/recommended-provider")).data.data,
  });
export const useRecommendations = (locale: string) => {
  const preferences = usePreferences();
  return useQuery({
    ...recommendationsQuery(locale, preferences.data ?? null),
    enabled: !preferences.isLoading,
  });
};
