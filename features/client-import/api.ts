"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { typedApi, type Answer } from "@/lib/api/typed";
import type { ManualClient } from "./schemas";

export const importKeys = {
  all: ["client-import"] as const,
  list: (page: number) => ["client-import", "list", page] as const,
  invitation: (token: string) => ["client-import", "invitation", token] as const,
};

export type ImportRequest =
  | { mode: "emails"; emails: string }
  | { mode: "manual"; clients: ManualClient[] }
  | { mode: "csv"; file: File };

/** POST /client-import (emails, manual) or /client-import/csv (multipart, with upload progress). */
export const useImportClients = (onProgress?: (percent: number) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ImportRequest) => {
      if (input.mode === "csv") {
        const form = new FormData();
        form.set("file", input.file);
        // Multipart with upload progress: typedApi sends JSON bodies only; the answer is the document's.
        const answer = await api.post("/client-import/csv", form, {
          onUploadProgress: (e) =>
            onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
        });
        const imported: Answer<"/client-import/csv", "post"> = answer.data;
        return imported.data;
      }
      return (await typedApi.post("/client-import", { body: input })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
};

export const useImportedClients = (page: number) =>
  useQuery({
    queryKey: importKeys.list(page),
    queryFn: async () => typedApi.get("/client-import", { query: { page } }),
    placeholderData: keepPreviousData,
  });

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: importKeys.invitation(token),
    queryFn: async () =>
      (await typedApi.get("/client-import/invitation/{token}", { path: { token } })).data,
    retry: false,
  });

export const useClaimInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await typedApi.post("/client-import/claim", { body: { token } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
};
