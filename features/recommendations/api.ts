"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { usePreferences } from "@/features/client-account/api";
import { typedApi } from "@/lib/api/typed";

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
    queryFn: async () => (await typedApi.get("/recommended-provider")).data,
  });
export const useRecommendations = (locale: string) => {
  const preferences = usePreferences();
  return useQuery({
    ...recommendationsQuery(locale, preferences.data ?? null),
    enabled: !preferences.isLoading,
  });
};
