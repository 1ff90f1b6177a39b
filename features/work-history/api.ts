"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import type { Experience, ExperienceValues, WorkHistoryVisibility } from "./schemas";

/** Query keys of work-history: other features invalidate only through these. */
export const workHistoryKeys = {
  all: ["work-history"] as const,
  visibility: ["work-history-visibility"] as const,
};

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

/** Whether the work history shows on the public profile (decision 0211). */
export const useWorkHistoryVisibility = () =>
  useQuery({
    queryKey: workHistoryKeys.visibility,
    queryFn: async () =>
      (await api.get<Data<WorkHistoryVisibility>>("/provider/experience/visibility")).data.data,
  });

/** Saves the choice; what is stored becomes the cached answer. */
export const useSaveWorkHistoryVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WorkHistoryVisibility) =>
      (await api.put<Data<Said<WorkHistoryVisibility>>>("/provider/experience/visibility", input))
        .data.data,
    onSuccess: ({ showOnProfile }) =>
      queryClient.setQueryData(workHistoryKeys.visibility, { showOnProfile }),
  });
};
