"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import type { SafetyPlan, SaveSafetyPlanInput } from "./safety/schemas";

/** Safety plans (issue 70, decision 0708): the client's list, one pair's plan, a save. */
export const safetyKeys = {
  all: ["care", "safety"] as const,
  own: ["care", "safety", "own"] as const,
  pair: (providerId: string, clientId: string) =>
    ["care", "safety", "pair", providerId, clientId] as const,
};

const pairPath = (providerId: string, clientId: string) =>
  `/care/safety-plans/${providerId}/${clientId}`;

export const useOwnSafetyPlans = () =>
  useQuery({
    queryKey: safetyKeys.own,
    queryFn: async () => (await api.get<Data<SafetyPlan[]>>("/care/safety-plans")).data.data,
  });

export const useSafetyPlan = (providerId: string | undefined, clientId: string) =>
  useQuery({
    queryKey: safetyKeys.pair(providerId ?? "", clientId),
    queryFn: async () =>
      (await api.get<Data<SafetyPlan>>(pairPath(providerId!, clientId))).data.data,
    enabled: Boolean(providerId),
  });

export function useSaveSafetyPlan(providerId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveSafetyPlanInput) =>
      (await api.put<Data<SafetyPlan>>(pairPath(providerId, clientId), input)).data.data,
    // A save, or a refused stale one, shows the stored plan next.
    onSettled: () => queryClient.invalidateQueries({ queryKey: safetyKeys.all }),
  });
}
