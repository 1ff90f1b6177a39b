"use client";

import { useQuery } from "@tanstack/react-query";
import { typedApi } from "@/lib/api/typed";

export const directoryKeys = {
  profile: (id: string | undefined) => ["providers", id] as const,
};

/** A listed therapist's public profile, read in the browser (the profile page reads it on the server). */
export const useProviderProfile = (id: string | undefined) =>
  useQuery({
    queryKey: directoryKeys.profile(id),
    // Never empty: the query runs only with an id.
    queryFn: async () => (await typedApi.get("/providers/{id}", { path: { id: id ?? "" } })).data,
    enabled: Boolean(id),
    retry: false,
  });
