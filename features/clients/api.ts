"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data, Page } from "@/lib/api/envelope";
import { bookingListQueryOptions } from "@/lib/query/stale-times";
import type { ClientAppointment, ClientProfile, ClientSummary } from "./schemas";

export const clientKeys = {
  all: ["clients"] as const,
  list: (search: string, page: number) => ["clients", "list", search, page] as const,
  profile: (id: string) => ["clients", "profile", id] as const,
  appointments: (id: string, page: number) => ["clients", "appointments", id, page] as const,
};

export const useClients = (search: string, page: number) =>
  useQuery({
    queryKey: clientKeys.list(search, page),
    queryFn: async () =>
      (
        await api.get<Page<ClientSummary>>("/clients", {
          params: { search: search || undefined, page },
        })
      ).data,
    placeholderData: (previous) => previous,
    ...bookingListQueryOptions,
  });

/** `initial`: the profile the server already read for the page's first HTML. */
export const useClientProfile = (id: string, initial?: ClientProfile) =>
  useQuery({
    queryKey: clientKeys.profile(id),
    queryFn: async () => (await api.get<Data<ClientProfile>>(`/client/profile/${id}`)).data.data,
    initialData: initial,
    retry: false,
  });

export const useClientAppointments = (id: string, page: number) =>
  useQuery({
    queryKey: clientKeys.appointments(id, page),
    queryFn: async () =>
      (await api.get<Page<ClientAppointment>>(`/appointment/client/${id}`, { params: { page } }))
        .data,
    placeholderData: (previous) => previous,
    ...bookingListQueryOptions,
  });
