"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi } from "@/lib/api/typed";
import type { ExperienceValues, WorkHistoryVisibility } from "./schemas";

/** Query keys of work-history: other features invalidate only through these. */
export const workHistoryKeys = {
  all: ["work-history"] as const,
  visibility: ["work-history-visibility"] as const,
};

export const workHistoryQuery = () =>
  queryOptions({
    queryKey: workHistoryKeys.all,
    queryFn: async () => (await typedApi.get("/provider/experience")).data,
  });
export const useWorkHistory = () => useQuery(workHistoryQuery());

/** POST /provider/experience, or PUT /provider/experience/{id} when `identifier` is given. */
export const useSaveExperience = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ identifier, ...body }: ExperienceValues & { identifier?: string }) =>
      (identifier
        ? await typedApi.put("/provider/experience/{id}", { path: { id: identifier }, body })
        : await typedApi.post("/provider/experience", { body })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workHistoryKeys.all }),
  });
};

export const useDeleteExperience = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (identifier: string) =>
      (await typedApi.delete("/provider/experience/{id}", { path: { id: identifier } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workHistoryKeys.all }),
  });
};

/** Whether the work history shows on the public profile (decision 0211). */
export const useWorkHistoryVisibility = () =>
  useQuery({
    queryKey: workHistoryKeys.visibility,
    queryFn: async () => (await typedApi.get("/provider/experience/visibility")).data,
  });

/** Saves the choice; what is stored becomes the cached answer. */
export const useSaveWorkHistoryVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WorkHistoryVisibility) =>
      (await typedApi.put("/provider/experience/visibility", { body: input })).data,
    onSuccess: ({ showOnProfile }) =>
      queryClient.setQueryData(workHistoryKeys.visibility, { showOnProfile }),
  });
};
