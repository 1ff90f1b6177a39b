"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { typedApi, type Answer } from "@/lib/api/typed";
import type {
  GeneralFeeInput,
  SessionLinkInput,
  TherapyFeeInput,
  UpdateInfoInput,
} from "./schemas";

export const practiceKeys = {
  profile: ["provider"] as const,
  options: (locale: string) => ["provider", "options", locale] as const,
  licenseStates: ["provider", "license-states"] as const,
  sessionLink: ["provider", "session-link"] as const,
};

export const providerProfileQuery = () =>
  queryOptions({
    queryKey: practiceKeys.profile,
    queryFn: async () => (await typedApi.get("/provider")).data,
  });
export const useProviderProfile = () => useQuery(providerProfileQuery());

export const useProfileOptions = (locale: string) =>
  useQuery({
    queryKey: practiceKeys.options(locale),
    queryFn: async () => (await typedApi.get("/provider/options")).data,
    staleTime: 5 * 60_000,
  });

export const useUpdateInfo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateInfoInput) =>
      (await typedApi.post("/provider/update/info", { body: input })).data,
    onSuccess: (profile) => queryClient.setQueryData(practiceKeys.profile, profile),
  });
};

/** Uploads the cropped photo; `onProgress` gets 0..100 while the bytes travel. */
export const useUploadPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ blob, onProgress }: { blob: Blob; onProgress: (p: number) => void }) => {
      const form = new FormData();
      form.append("photo", blob, "photo.jpg");
      // Multipart with upload progress, which typedApi (JSON bodies) does not send.
      const res = await api.post<Answer<"/provider/update/photo", "post">>(
        "/provider/update/photo",
        form,
        {
          onUploadProgress: (e) => {
            if (e.total) onProgress(Math.round((e.loaded / e.total) * 100));
          },
        },
      );
      return res.data.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.profile }),
  });
};

export const useSaveGeneralFee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GeneralFeeInput) =>
      (await typedApi.post("/provider/booking-fee/general", { body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.profile }),
  });
};

export const useSaveTherapyFee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TherapyFeeInput) =>
      (await typedApi.post("/provider/booking-fee/therapy", { body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.profile }),
  });
};

export const useLicenseStates = () =>
  useQuery({
    queryKey: practiceKeys.licenseStates,
    queryFn: async () => (await typedApi.get("/provider/license-states")).data,
  });

export const useSaveLicenseStates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (stateIdentifiers: string[]) =>
      (await typedApi.post("/provider/license-states", { body: { stateIdentifiers } })).data,
    onSuccess: (states) => queryClient.setQueryData(practiceKeys.licenseStates, states),
  });
};

/** The therapist's session room (decision 0308). */
export const useSessionLink = () =>
  useQuery({
    queryKey: practiceKeys.sessionLink,
    queryFn: async () => (await typedApi.get("/provider/session-link")).data,
  });

/**
 * Saves the room's link ("" removes it) and whether sessions happen there; the saved answer
 * becomes the cached one.
 */
export const useSaveSessionLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SessionLinkInput) =>
      (await typedApi.put("/provider/session-link", { body: input })).data,
    onSuccess: ({ link, useOwnRoom }) =>
      queryClient.setQueryData(practiceKeys.sessionLink, { link, useOwnRoom }),
  });
};

/** The photo path the API answers is under its own /api mount; the client may live elsewhere. */
export function photoUrl(path: string | null): string | null {
  if (!path) return null;
  const base = process.env.NEXT_PUBLIC_API_URL || "/api";
  return path.startsWith("/api/") ? `${base.replace(/\/$/, "")}${path.slice(4)}` : path;
}
