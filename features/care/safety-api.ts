"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi } from "@/lib/api/typed";
import type { SaveSafetyPlanInput } from "./safety/schemas";

/** Safety plans (issue 70, decision 0708): the client's list, one pair's plan, a save. */
export const safetyKeys = {
  all: ["care", "safety"] as const,
  own: ["care", "safety", "own"] as const,
  pair: (providerId: string, clientId: string) =>
    ["care", "safety", "pair", providerId, clientId] as const,
};

export const useOwnSafetyPlans = () =>
  useQuery({
    queryKey: safetyKeys.own,
    queryFn: async () => (await typedApi.get("/care/safety-plans")).data,
  });

export const useSafetyPlan = (providerId: string | undefined, clientId: string) =>
  useQuery({
    queryKey: safetyKeys.pair(providerId ?? "", clientId),
    queryFn: async () =>
      (
        await typedApi.get("/care/safety-plans/{providerId}/{clientId}", {
          // Never empty: the query runs only with a providerId.
          path: { providerId: providerId ?? "", clientId },
        })
      ).data,
    enabled: Boolean(providerId),
  });

export function useSaveSafetyPlan(providerId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveSafetyPlanInput) =>
      (
        await typedApi.put("/care/safety-plans/{providerId}/{clientId}", {
          path: { providerId, clientId },
          body: input,
        })
      ).data,
    // A save, or a refused stale one, shows the stored plan next.
    onSettled: () => queryClient.invalidateQueries({ queryKey: safetyKeys.all }),
  });
}
