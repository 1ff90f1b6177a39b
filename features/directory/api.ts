"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { ProviderProfile } from "./schemas";

/** A listed therapist's public profile, read in the browser (the profile page reads it on the server). */
export const useProviderProfile = (id: string | undefined) =>
  useQuery({
    queryKey: ["providers", id],
    queryFn: async () => (await api.get<{ data: ProviderProfile }>(`/providers/${id}`)).data.data,
    enabled: Boolean(id),
    retry: false,
  });
