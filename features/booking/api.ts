"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TimeslotDay } from "@/features/availability";
import { api } from "@/lib/api/client";
import type { Data, Page } from "@/lib/api/envelope";
import { bookingListQueryOptions } from "@/lib/query/stale-times";
import type {
  Booking,
  BookingStatus,
  ClientRelation,
  CreateAppointmentInput,
  CreateBookingInput,
  CreateSeriesInput,
} from "./schemas";

export const bookingKeys = {
  all: ["booking"] as const,
  timeslots: (providerId: string, category: string | null, month: string, timezone: string) =>
    ["booking", "timeslots", providerId, category, month, timezone] as const,
  list: (role: "client" | "provider", statuses: BookingStatus[], page: number) =>
    ["booking", "list", role, statuses.join(","), page] as const,
  one: (role: "client" | "provider", id: string) => ["booking", "one", role, id] as const,
  series: (id: string) => ["booking", "series", id] as const,
  relation: (clientId: string) => ["booking", "relation", clientId] as const,
};

export async function fetchTimeslots(
  providerId: string,
  params: { category: string; month: string; timezone: string },
): Promise<TimeslotDay[]> {
  return (
    await api.get<Data<TimeslotDay[]>>(`/provider-availability/timeslot/${providerId}`, {
      params,
    })
  ).data.data;
}

export const useCreateBooking = () =>
  useMutation({
    mutationFn: async (input: CreateBookingInput) =>
      (await api.post<Data<Booking>>("/booking", input)).data.data,
  });

/** The same weekly time for N weeks; answers the series and its bookings' identifiers. */
export const useCreateSeries = () =>
  useMutation({
    mutationFn: async (input: CreateSeriesInput) =>
      (await api.post<Data<{ identifier: string; bookings: string[] }>>("/booking/series", input))
        .data.data,
  });

/** A therapist books a session for one of their clients. */
export const useCreateAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAppointmentInput) =>
      (await api.post<Data<Booking>>("/appointment", input)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
};

/** Every session of the booking's series (just the booking when it is not part of one). */
export const useSeries = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.series(id),
    queryFn: async () => (await api.get<Data<Booking[]>>(`/booking/${id}/series`)).data.data,
    enabled,
    ...bookingListQueryOptions,
  });

/** For a therapist: whether this person is their client, and then their name. */
export const useClientRelation = (clientId: string) =>
  useQuery({
    queryKey: bookingKeys.relation(clientId),
    queryFn: async () =>
      (await api.get<Data<ClientRelation>>(`/clients/relation/${clientId}`)).data.data,
  });

/** The client's bookings or the therapist's appointments (stale 60 s, one retry: spec section 9). */
export const useBookings = (role: "client" | "provider", statuses: BookingStatus[], page = 1) =>
  useQuery({
    queryKey: bookingKeys.list(role, statuses, page),
    queryFn: async () =>
      (
        await api.get<Page<Booking>>(role === "client" ? "/booking" : "/appointment", {
          params: { statuses: statuses.join(",") || undefined, page },
        })
      ).data,
    ...bookingListQueryOptions,
  });

export const useBooking = (role: "client" | "provider", id: string) =>
  useQuery({
    queryKey: bookingKeys.one(role, id),
    queryFn: async () =>
      (await api.get<Data<Booking>>(role === "client" ? `/booking/${id}` : `/appointment/${id}`))
        .data.data,
    ...bookingListQueryOptions,
  });

export const usePayBooking = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<Data<Booking>>(`/booking/${id}/pay`)).data.data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
};

export const useScheduleBooking = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (timeslotIdentifier: string) =>
      (await api.post<Data<Booking>>(`/booking/${id}/schedule`, { timeslotIdentifier })).data.data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
};

/** The client's wallet balance, read where a booking is paid. */
export const usePayerBalance = () =>
  useQuery({
    queryKey: ["wallet", "balance"],
    queryFn: async () =>
      (await api.get<Data<{ balance: number; currency: string }>>("/wallet/balance")).data.data,
  });
