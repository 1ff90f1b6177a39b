"use client";

import { useQuery } from "@tanstack/react-query";
import { typedApi } from "@/lib/api/typed";
import { bookingListQueryOptions } from "@/lib/query/stale-times";
import type { ClientAppointmentsPart, ClientProfile } from "./schemas";

export const clientKeys = {
  all: ["clients"] as const,
  list: (search: string, page: number) => ["clients", "list", search, page] as const,
  profile: (id: string) => ["clients", "profile", id] as const,
  appointments: (id: string, page: number, part: ClientAppointmentsPart = "all") =>
    ["clients", "appointments", id, page, part] as const,
};

export const useClients = (search: string, page: number) =>
  useQuery({
    queryKey: clientKeys.list(search, page),
    queryFn: async () => typedApi.get("/clients", { query: { search: search || undefined, page } }),
    placeholderData: (previous) => previous,
    ...bookingListQueryOptions,
  });

/** `initial`: the profile the server already read for the page's first HTML. */
export const useClientProfile = (id: string, initial?: ClientProfile) =>
  useQuery({
    queryKey: clientKeys.profile(id),
    queryFn: async () => (await typedApi.get("/client/profile/{id}", { path: { id } })).data,
    initialData: initial,
    retry: false,
  });

export const useClientAppointments = (
  id: string,
  page: number,
  part: ClientAppointmentsPart = "all",
) =>
  useQuery({
    queryKey: clientKeys.appointments(id, page, part),
    queryFn: async () =>
      typedApi.get("/appointment/client/{id}", { path: { id }, query: { page, part } }),
    placeholderData: (previous) => previous,
    ...bookingListQueryOptions,
  });
