"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import type { Experience, ExperienceValues } from "./schemas";

/** Query keys of work-history: other features invalidate only through these. */
export const workHistoryKeys = { all: ["work-history"] as const };

type Said<T> = T & { message: string };

export const workHistoryQuery = () =>
  queryOptions({
    queryKey: workHistoryKeys.all,
    queryFn: async () => (await api.get<Data<Experience[]>>("/provider/experience")).data.data,
  });
export const useWorkHistory = () => useQuery(workHistoryQuery());

/** POST /provider/experience, or PUT /provider/experience/{id} when `identifier` is given. */
export const useSaveExperience = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ identifier, ...body }: ExperienceValues & { identifier?: string }) =>
      (identifier
        ? await api.put<Data<Said<Experience>>>(`/provider/experience/${identifier}`, body)
        : await api.post<Data<Said<Experience>>>("/provider/experience", body)
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workHistoryKeys.all }),
  });
};

export const useDeleteExperience = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (identifier: string) =>
      (await api.delete<Data<Said<{ identifier: string }>>>(`/provider/experience/${identifier}`))
        .data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workHistoryKeys.all }),
  });
};
