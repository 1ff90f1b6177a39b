"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi, type Request } from "@/lib/api/typed";
import type { CustomDayInput, RecurringDaysInput } from "./schemas";

/** An empty category is no category: the general calendar. */
const categoryQuery = (category?: string) => (category ? { category } : {});

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
export type TimeslotQuery = NonNullable<
  Request<"/provider-availability/timeslot/{providerId}", "get">["query"]
>;

export const useAvailabilitySettings = () =>
  useQuery({
    queryKey: availabilityKeys.settings,
    queryFn: async () => (await typedApi.get("/provider-availability/settings")).data,
  });

export const useUpdateAvailabilitySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Request<"/provider-availability/settings", "put">["body"]) =>
      (await typedApi.put("/provider-availability/settings", { body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
};

export const recurringDaysQuery = (category?: string) =>
  queryOptions({
    queryKey: availabilityKeys.days(category),
    queryFn: async () =>
      (
        await typedApi.get("/provider-availability/days/default", {
          query: categoryQuery(category),
        })
      ).data,
  });
export const useRecurringDays = (category?: string) => useQuery(recurringDaysQuery(category));

export const useSaveRecurringDays = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecurringDaysInput) =>
      (await typedApi.post("/provider-availability/days/recurring", { body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
};

export const useCustomDays = (category?: string) =>
  useQuery({
    queryKey: availabilityKeys.custom(category),
    queryFn: async () =>
      (
        await typedApi.get("/provider-availability/days/custom", {
          query: categoryQuery(category),
        })
      ).data,
  });

export const useSaveCustomDay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CustomDayInput) =>
      (await typedApi.post("/provider-availability/days/custom", { body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
};

export const useDeleteCustomDay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await typedApi.delete("/provider-availability/days/custom/{id}", { path: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
};

export const useProviderCalendar = (category?: string) =>
  useQuery({
    queryKey: availabilityKeys.calendar(category),
    queryFn: async () =>
      (
        await typedApi.get("/provider-availability/calendar", {
          query: categoryQuery(category),
        })
      ).data,
  });

/** Public time slots of a provider, on the viewer's own calendar and clock. */
export const timeslotsQuery = (providerId: string, query: TimeslotQuery) =>
  queryOptions({
    queryKey: availabilityKeys.timeslots(providerId, query),
    queryFn: async () =>
      (
        await typedApi.get("/provider-availability/timeslot/{providerId}", {
          path: { providerId },
          query: Object.fromEntries(Object.entries(query).filter(([, v]) => v)),
        })
      ).data,
  });
export const useTimeslots = (
  providerId: string,
  query: TimeslotQuery,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...timeslotsQuery(providerId, query), enabled });
