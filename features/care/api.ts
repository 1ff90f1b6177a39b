"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import type { Instrument } from "./instruments/definitions";
import type {
  CareAccess,
  CareAlert,
  ClientCare,
  CrisisHelpAnswer,
  Measure,
  OwnMeasure,
} from "./schemas";

export type OwnMeasures = { measures: OwnMeasure[]; hideOwnChart: boolean };
export type AnswerResult = { measure: Measure; crisis: boolean; help: CrisisHelpAnswer | null };

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
    queryFn: async () => (await api.get<Data<CareAccess[]>>("/care/access")).data.data,
    enabled,
  });

export const useOwnMeasures = () =>
  useQuery({
    queryKey: careKeys.own,
    queryFn: async () => (await api.get<Data<OwnMeasures>>("/care/measures")).data.data,
  });

export const useCrisisHelp = () =>
  useQuery({
    queryKey: careKeys.help,
    queryFn: async () => (await api.get<Data<CrisisHelpAnswer>>("/care/crisis-help")).data.data,
  });

export const useClientCare = (clientId: string) =>
  useQuery({
    queryKey: careKeys.client(clientId),
    queryFn: async () => (await api.get<Data<ClientCare>>(`/care/client/${clientId}`)).data.data,
  });

export function useAnswerMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answers }: { id: string; answers: number[] }) =>
      (await api.post<Data<AnswerResult>>(`/care/measures/${id}/answer`, { answers })).data.data,
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
      (await api.post<Data<Measure>>(`/care/client/${clientId}/request`, { instrument })).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.client(clientId) }),
  });
}

export function useAcknowledgeAlert(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<Data<CareAlert>>(`/care/alerts/${id}/acknowledge`)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.client(clientId) }),
  });
}

export function useCareSettings(invalidate: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { measureEvery?: number; hideOwnChart?: boolean }) =>
      (
        await api.put<Data<{ measureEvery: number; hideOwnChart: boolean }>>(
          "/care/settings",
          input,
        )
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}
