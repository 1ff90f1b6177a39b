"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi, type Request } from "@/lib/api/typed";
import type { Instrument } from "./instruments/definitions";

export const careKeys = {
  all: ["care"] as const,
  own: ["care", "own"] as const,
  client: (clientId: string) => ["care", "client", clientId] as const,
  help: ["care", "help"] as const,
  access: ["care", "access"] as const,
};

export const useCareAccess = (enabled: boolean) =>
  useQuery({
    queryKey: careKeys.access,
    queryFn: async () => (await typedApi.get("/care/access")).data,
    enabled,
  });

export const useOwnMeasures = () =>
  useQuery({
    queryKey: careKeys.own,
    queryFn: async () => (await typedApi.get("/care/measures")).data,
  });

export const useCrisisHelp = () =>
  useQuery({
    queryKey: careKeys.help,
    queryFn: async () => (await typedApi.get("/care/crisis-help")).data,
  });

export const useClientCare = (clientId: string) =>
  useQuery({
    queryKey: careKeys.client(clientId),
    queryFn: async () =>
      (await typedApi.get("/care/client/{clientId}", { path: { clientId } })).data,
  });

export function useAnswerMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      answers,
    }: { id: string } & Request<"/care/measures/{id}/answer", "post">["body"]) =>
      (await typedApi.post("/care/measures/{id}/answer", { path: { id }, body: { answers } })).data,
    onSuccess: (result) => {
      if (result.help) queryClient.setQueryData(careKeys.help, result.help);
      return queryClient.invalidateQueries({ queryKey: careKeys.own });
    },
  });
}

export function useRequestMeasure(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (instrument: Instrument) =>
      (
        await typedApi.post("/care/client/{clientId}/request", {
          path: { clientId },
          body: { instrument },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.client(clientId) }),
  });
}

export function useAcknowledgeAlert(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await typedApi.post("/care/alerts/{id}/acknowledge", { path: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.client(clientId) }),
  });
}

export function useCareSettings(invalidate: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Request<"/care/settings", "put">["body"]) =>
      (await typedApi.put("/care/settings", { body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}
