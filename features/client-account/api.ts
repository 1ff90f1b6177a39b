"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { typedApi, type Answer } from "@/lib/api/typed";
import { countryListQueryOptions } from "@/lib/query/stale-times";
import type {
  ClientProfileInput,
  EmergencyContactInput,
  Preferences,
  PreferencesInput,
} from "./schemas";
import { STORED, writeStored } from "@/lib/browser-storage";

export const clientKeys = {
  profile: ["client"] as const,
  avatars: ["client", "avatars"] as const,
  card: (id: string) => ["client", "profile", id] as const,
  preferences: ["client", "preferences"] as const,
  options: (locale: string) => ["client", "preference-options", locale] as const,
  countries: ["client", "countries", "all"] as const,
};

export const clientProfileQuery = () =>
  queryOptions({
    queryKey: clientKeys.profile,
    queryFn: async () => (await typedApi.get("/client")).data,
  });
export const useClientProfile = () => useQuery(clientProfileQuery());

/** Every change to the account answers the spec's confirmation; the profile is read again. */
function useAccountMutation<I, O extends { message: string }>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.profile }),
  });
}

export const useUpdateClientProfile = () =>
  useAccountMutation(
    async (input: ClientProfileInput) => (await typedApi.put("/client", { body: input })).data,
  );

export const useSaveEmergencyContact = () =>
  useAccountMutation(
    async (input: EmergencyContactInput) =>
      (await typedApi.post("/client/emergency-contact", { body: input })).data,
  );

export const useUploadPicture = () =>
  useAccountMutation(
    async ({ blob, onProgress }: { blob: Blob; onProgress: (p: number) => void }) => {
      const form = new FormData();
      form.append("photo", blob, "picture.jpg");
      // Multipart with upload progress, which typedApi (JSON bodies) does not send.
      const res = await api.post<Answer<"/client/profile-picture", "post">>(
        "/client/profile-picture",
        form,
        {
          onUploadProgress: (e) => {
            if (e.total) onProgress(Math.round((e.loaded / e.total) * 100));
          },
        },
      );
      return res.data.data;
    },
  );

export const useDeletePicture = () =>
  useAccountMutation(async () => (await typedApi.delete("/client/profile-picture")).data);

export const useAvatars = () =>
  useQuery({
    queryKey: clientKeys.avatars,
    queryFn: async () => (await typedApi.get("/client/avatars")).data,
    staleTime: Infinity,
  });

export const useChooseAvatar = () =>
  useAccountMutation(
    async (id: string) => (await typedApi.post("/client/avatar/{id}", { path: { id } })).data,
  );

// --- preferences ------------------------------------------------------------------------------

/** Spec section 3: the client booking profile, kept in local storage as well as on the server. */
export function rememberBookingProfile(preferences: Preferences) {
  writeStored(STORED.clientBookingProfile, preferences);
}

export const preferencesQuery = () =>
  queryOptions({
    queryKey: clientKeys.preferences,
    queryFn: async () => {
      const prefs = (await typedApi.get("/client/preferences")).data;
      rememberBookingProfile(prefs);
      return prefs;
    },
  });
export const usePreferences = () => useQuery(preferencesQuery());

export const usePreferenceOptions = (locale: string) =>
  useQuery({
    queryKey: clientKeys.options(locale),
    queryFn: async () => (await typedApi.get("/client/preference-options")).data,
    staleTime: 5 * 60_000,
  });

/** Every country (a client may look for a therapist anywhere), cached like the country list. */
export const useAllCountries = () =>
  useQuery({
    queryKey: clientKeys.countries,
    queryFn: async () => (await typedApi.get("/region/country", { query: { all: "true" } })).data,
    ...countryListQueryOptions,
  });

/** Saving preferences changes the recommendations: `onSaved` lets their page refresh them. */
export const useSavePreferences = (onSaved?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PreferencesInput) =>
      (await typedApi.put("/client/preferences", { body: input })).data,
    onSuccess: (saved) => {
      const { message: _message, ...prefs } = saved;
      void _message;
      rememberBookingProfile(prefs);
      queryClient.setQueryData(clientKeys.preferences, prefs);
      onSaved?.();
    },
  });
};
