"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import { countryListQueryOptions } from "@/lib/query/stale-times";
import type {
  Avatar,
  ClientProfile,
  ClientProfileInput,
  EmergencyContact,
  EmergencyContactInput,
  PhotoAnswer,
  PreferenceOptions,
  Preferences,
  PreferencesInput,
} from "./schemas";
import { STORED, writeStored } from "@/lib/browser-storage";

type Saved<T> = T & { message: string };

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
    queryFn: async () => (await api.get<Data<ClientProfile>>("/client")).data.data,
  });
export const useClientProfile = () => useQuery(clientProfileQuery());

/** Every change to the account answers the spec's confirmation; the profile is read again. */
function useAccountMutation<I, O>(fn: (input: I) => Promise<Saved<O>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.profile }),
  });
}

export const useUpdateClientProfile = () =>
  useAccountMutation(
    async (input: ClientProfileInput) =>
      (await api.put<Data<Saved<ClientProfile>>>("/client", input)).data.data,
  );

export const useSaveEmergencyContact = () =>
  useAccountMutation(
    async (input: EmergencyContactInput) =>
      (await api.post<Data<Saved<EmergencyContact>>>("/client/emergency-contact", input)).data.data,
  );

export const useUploadPicture = () =>
  useAccountMutation(
    async ({ blob, onProgress }: { blob: Blob; onProgress: (p: number) => void }) => {
      const form = new FormData();
      form.append("photo", blob, "picture.jpg");
      const res = await api.post<Data<PhotoAnswer>>("/client/profile-picture", form, {
        onUploadProgress: (e) => {
          if (e.total) onProgress(Math.round((e.loaded / e.total) * 100));
        },
      });
      return res.data.data;
    },
  );

export const useDeletePicture = () =>
  useAccountMutation(
    async () => (await api.delete<Data<PhotoAnswer>>("/client/profile-picture")).data.data,
  );

export const useAvatars = () =>
  useQuery({
    queryKey: clientKeys.avatars,
    queryFn: async () => (await api.get<Data<Avatar[]>>("/client/avatars")).data.data,
    staleTime: Infinity,
  });

export const useChooseAvatar = () =>
  useAccountMutation(
    async (id: string) =>
      (await api.post<Data<PhotoAnswer>>(`/client/avatar/${encodeURIComponent(id)}`)).data.data,
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
      const prefs = (await api.get<Data<Preferences>>("/client/preferences")).data.data;
      rememberBookingProfile(prefs);
      return prefs;
    },
  });
export const usePreferences = () => useQuery(preferencesQuery());

export const usePreferenceOptions = (locale: string) =>
  useQuery({
    queryKey: clientKeys.options(locale),
    queryFn: async () =>
      (await api.get<Data<PreferenceOptions>>("/client/preference-options")).data.data,
    staleTime: 5 * 60_000,
  });

/** Every country (a client may look for a therapist anywhere), cached like the country list. */
export const useAllCountries = () =>
  useQuery({
    queryKey: clientKeys.countries,
    queryFn: async () =>
      (
        await api.get<Data<{ identifier: string; code: string; name: string }[]>>(
          "/region/country",
          { params: { all: true } },
        )
      ).data.data,
    ...countryListQueryOptions,
  });

/** Saving preferences changes the recommendations: `onSaved` lets their page refresh them. */
export const useSavePreferences = (onSaved?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PreferencesInput) =>
      (await api.put<Data<Saved<Preferences>>>("/client/preferences", input)).data.data,
    onSuccess: (saved) => {
      const { message: _message, ...prefs } = saved;
      void _message;
      rememberBookingProfile(prefs);
      queryClient.setQueryData(clientKeys.preferences, prefs);
      onSaved?.();
    },
  });
};
