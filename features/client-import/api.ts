"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data, Page } from "@/lib/api/envelope";
import type { ImportedClient, ImportResult, Invitation, ManualClient } from "./schemas";

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
        return (
          await api.post<Data<ImportResult>>("/client-import/csv", form, {
            onUploadProgress: (e) =>
              onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
          })
        ).data.data;
      }
      return (await api.post<Data<ImportResult>>("/client-import", input)).data.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
};

export const useImportedClients = (page: number) =>
  useQuery({
    queryKey: importKeys.list(page),
    queryFn: async () =>
      (await api.get<Page<ImportedClient>>("/client-import", { params: { page } })).data,
    placeholderData: keepPreviousData,
  });

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: importKeys.invitation(token),
    queryFn: async () =>
      (await api.get<Data<Invitation>>(`/client-import/invitation/${token}`)).data.data,
    retry: false,
  });

export const useClaimInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (
        await api.post<Data<{ therapistId: string; status: "claimed" }>>("/client-import/claim", {
          token,
        })
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
};
