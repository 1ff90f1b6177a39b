"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import type { ProviderProfile } from "./schemas";

export const directoryKeys = {
  profile: (id: string | undefined) => ["providers", id] as const,
};

/** A listed therapist's public profile, read in the browser (the profile page reads it on the server). */
export const useProviderProfile = (id: string | undefined) =>
  useQuery({
    queryKey: directoryKeys.profile(id),
    queryFn: async () => (await api.get<Data<ProviderProfile>>(`/providers/${id}`)).data.data,
    enabled: Boolean(id),
    retry: false,
  });
