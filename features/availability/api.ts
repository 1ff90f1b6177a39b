"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import type {
  AvailabilitySettings,
  CustomDay,
  CustomDayInput,
  ProviderCalendar,
  RecurringDay,
  RecurringDaysInput,
  SettingsInput,
  TimeslotDay,
} from "./schemas";

const categoryParams = (category?: string) => (category ? { category } : {});

export const availabilityKeys = {
  all: ["provider-availability"] as const,
  settings: ["provider-availability", "settings"] as const,
  days: (category?: string) => ["provider-availability", "days", category ?? "general"] as const,
  custom: (category?: string) =>
    ["provider-availability", "custom", category ?? "general"] as const,
  calendar: (category?: string) =>
    ["provider-availability", "calendar", category ?? "general"] as const,
  /** Every provider's public time slots: what a booking, a payment or a new time makes stale. */
  allTimeslots: ["provider-availability", "timeslot"] as const,
  timeslots: (providerId: string, query: TimeslotQuery) =>
    ["provider-availability", "timeslot", providerId, query] as const,
};

/** GET /provider-availability/timeslot/{providerId}: one date or one month, on the viewer's clock. */
export type TimeslotQuery = { category?: string; date?: string; month?: string; timezone?: string };

export const useAvailabilitySettings = () =>
  useQuery({
    queryKey: availabilityKeys.settings,
    queryFn: async () =>
      (await api.get<Data<AvailabilitySettings>>("/provider-availability/settings")).data.data,
  });

export const useUpdateAvailabilitySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SettingsInput) =>
      (await api.put<Data<AvailabilitySettings>>("/provider-availability/settings", input)).data
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
};

export const recurringDaysQuery = (category?: string) =>
  queryOptions({
    queryKey: availabilityKeys.days(category),
    queryFn: async () =>
      (
        await api.get<Data<RecurringDay[]>>("/provider-availability/days/default", {
          params: categoryParams(category),
        })
      ).data.data,
  });
export const useRecurringDays = (category?: string) => useQuery(recurringDaysQuery(category));

export const useSaveRecurringDays = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecurringDaysInput) =>
      (await api.post<Data<RecurringDay[]>>("/provider-availability/days/recurring", input)).data
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
};

export const useCustomDays = (category?: string) =>
  useQuery({
    queryKey: availabilityKeys.custom(category),
    queryFn: async () =>
      (
        await api.get<Data<CustomDay[]>>("/provider-availability/days/custom", {
          params: categoryParams(category),
        })
      ).data.data,
  });

export const useSaveCustomDay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CustomDayInput) =>
      (await api.post<Data<CustomDay>>("/provider-availability/days/custom", input)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
};

export const useDeleteCustomDay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.delete<Data<{ message: string }>>(`/provider-availability/days/custom/${id}`)).data
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
};

export const useProviderCalendar = (category?: string) =>
  useQuery({
    queryKey: availabilityKeys.calendar(category),
    queryFn: async () =>
      (
        await api.get<Data<ProviderCalendar>>("/provider-availability/calendar", {
          params: categoryParams(category),
        })
      ).data.data,
  });

/** Public time slots of a provider, on the viewer's own calendar and clock. */
export const timeslotsQuery = (providerId: string, query: TimeslotQuery) =>
  queryOptions({
    queryKey: availabilityKeys.timeslots(providerId, query),
    queryFn: async () =>
      (
        await api.get<Data<TimeslotDay[]>>(`/provider-availability/timeslot/${providerId}`, {
          params: Object.fromEntries(Object.entries(query).filter(([, v]) => v)),
        })
      ).data.data,
  });
export const useTimeslots = (
  providerId: string,
  query: TimeslotQuery,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...timeslotsQuery(providerId, query), enabled });
