"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { availabilityKeys } from "@/features/availability/api";
import { walletKeys } from "@/features/wallet/api";
import { api } from "@/lib/api/client";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode } from "@/lib/api/error-message";
import { saveFile, serverFilename } from "@/lib/files/save-file";
import { bookingListQueryOptions } from "@/lib/query/stale-times";
import { typedApi } from "@/lib/api/typed";
import type { ListSection } from "./list-query";
import { sidePath } from "./paths";
import type {
  Booking,
  BookingStatus,
  CancelInput,
  RescheduleDecision,
  RescheduleInput,
  CreateAppointmentInput,
  CreateBookingInput,
  CreateSeriesInput,
  Receipt,
} from "./schemas";

type Role = "client" | "provider";

export const bookingKeys = {
  all: ["booking"] as const,
  list: (role: "client" | "provider", statuses: BookingStatus[], page: number, part?: ListPart) =>
    ["booking", "list", role, statuses.join(","), page, part ?? {}] as const,
  one: (role: "client" | "provider", id: string) => ["booking", "one", role, id] as const,
  next: (role: "client" | "provider") => ["booking", "next", role] as const,
  join: (role: "client" | "provider", id: string) => ["booking", "one", role, id, "join"] as const,
  receipt: (role: "client" | "provider", id: string) =>
    ["booking", "one", role, id, "receipt"] as const,
  series: (role: "client" | "provider", id: string) => ["booking", "series", role, id] as const,
  relation: (clientId: string) => ["booking", "relation", clientId] as const,
  /** Not under "booking": a booking's change does not change the subscription. */
  calendarFeed: ["calendar-feed"] as const,
};

/** A booking takes a time slot: the bookings and availability's time slots are read again. */
export const refreshBookings = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: availabilityKeys.allTimeslots }),
  ]);

/** Someone was faster, or the time went: the picker reads the slots again before the error shows. */
const refreshSlotsIfGone = (queryClient: QueryClient, error: unknown) => {
  const code = errorCode(error);
  if (code === ErrorCode.SLOT_TAKEN || code === ErrorCode.SLOT_UNAVAILABLE)
    return queryClient.invalidateQueries({ queryKey: availabilityKeys.allTimeslots });
};

export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateBookingInput) =>
      (await typedApi.post("/booking", { body: input })).data,
    onError: (error) => refreshSlotsIfGone(queryClient, error),
  });
};

/** The same weekly time for N weeks; answers the series and its bookings' identifiers. */
export const useCreateSeries = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSeriesInput) =>
      (await typedApi.post("/booking/series", { body: input })).data,
    onError: (error) => refreshSlotsIfGone(queryClient, error),
  });
};

/** A therapist books a session for one of their clients. */
export const useCreateAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAppointmentInput) =>
      (await typedApi.post("/appointment", { body: input })).data,
    onSuccess: () => refreshBookings(queryClient),
    onError: (error) => refreshSlotsIfGone(queryClient, error),
  });
};

/** Every session of the booking's series (just the booking when it is not part of one). */
export const useSeries = (role: Role, id: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.series(role, id),
    queryFn: async () =>
      (await typedApi.get(`${sidePath(role)}/{id}/series`, { path: { id } })).data,
    enabled,
    ...bookingListQueryOptions,
  });

/** For a therapist: whether this person is their client, and then their name. */
export const useClientRelation = (clientId: string) =>
  useQuery({
    queryKey: bookingKeys.relation(clientId),
    queryFn: async () =>
      (await typedApi.get("/clients/relation/{id}", { path: { id: clientId } })).data,
  });

/** The client's bookings or the therapist's appointments (stale 60 s, one retry: spec section 9). */
/** A part of the list: its section, and for the scheduled one the instants it lies between. */
export type ListPart = { section?: ListSection; from?: string; to?: string };

export const useBookings = (role: Role, statuses: BookingStatus[], page = 1, part?: ListPart) =>
  useQuery({
    queryKey: bookingKeys.list(role, statuses, page, part),
    queryFn: async () =>
      typedApi.get(sidePath(role), {
        query: { statuses: statuses.join(",") || undefined, page, ...part },
      }),
    ...bookingListQueryOptions,
  });

/** The viewer's confirmed session under way or starting soonest, or null. */
export const useNextSession = (role: Role) =>
  useQuery({
    queryKey: bookingKeys.next(role),
    queryFn: async () => (await typedApi.get(`${sidePath(role)}/next`)).data,
    ...bookingListQueryOptions,
  });

/** One booking; `initial` is what the server already read for the page, shown at once. */
export const useBooking = (role: Role, id: string, initial?: Booking) =>
  useQuery({
    queryKey: bookingKeys.one(role, id),
    queryFn: async () => (await typedApi.get(`${sidePath(role)}/{id}`, { path: { id } })).data,
    initialData: initial,
    ...bookingListQueryOptions,
  });

/** Where a confirmed session happens: its room link or address (decision 0308). */
export const useJoinInfo = (role: Role, id: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.join(role, id),
    queryFn: async () => (await typedApi.get(`${sidePath(role)}/{id}/join`, { path: { id } })).data,
    enabled,
  });

/** A paid session's receipt; `initial` is what the server already read for the page. */
export const useReceipt = (role: Role, id: string, initial?: Receipt) =>
  useQuery({
    queryKey: bookingKeys.receipt(role, id),
    queryFn: async () =>
      (await typedApi.get(`${sidePath(role)}/{id}/receipt`, { path: { id } })).data,
    initialData: initial,
    retry: false,
  });

/** Saves a confirmed session as a calendar file (see saveFile: through the API client, not a link). */
export const useDownloadCalendarFile = (role: Role) =>
  useMutation({
    mutationFn: async (booking: Pick<Booking, "identifier">) => {
      // A file as text (responseType), which typedApi, reading JSON answers, does not ask for.
      const answer = await api.get<string>(`${sidePath(role)}/${booking.identifier}/calendar`, {
        responseType: "text",
      });
      const filename = serverFilename(answer.headers["content-disposition"], "session.ics");
      saveFile(answer.data, "text/calendar;charset=utf-8", filename);
    },
  });

/** Whether the viewer's calendar subscription is on (decision 0306). */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: bookingKeys.calendarFeed,
    queryFn: async () => (await typedApi.get("/calendar-feed")).data,
  });

/** Makes a new subscription address (the old one stops working), or turns it off. */
export const useChangeCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: "create" | "delete") =>
      (
        await (change === "create"
          ? typedApi.post("/calendar-feed")
          : typedApi.delete("/calendar-feed"))
      ).data,
    onSuccess: (feed) => queryClient.setQueryData(bookingKeys.calendarFeed, feed),
  });
};

/** Pays from the wallet, so the wallet's balance, stats and transactions are read again too. */
export const usePayBooking = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await typedApi.post("/booking/{id}/pay", { path: { id } })).data,
    onSettled: () =>
      Promise.all([
        refreshBookings(queryClient),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
};

export const useScheduleBooking = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (timeslotIdentifier: string) =>
      (
        await typedApi.post("/booking/{id}/schedule", {
          path: { id },
          body: { timeslotIdentifier },
        })
      ).data,
    onSettled: () => refreshBookings(queryClient),
  });
};

export const lifecycleKeys = {
  cancellation: (id: string) => ["booking", "policy", "cancellation", id] as const,
  reschedule: (id: string) => ["booking", "policy", "reschedule", id] as const,
  pendingReschedules: (role: Role) => ["booking", "reschedules", "pending", role] as const,
};

/** What cancelling now would give back (GET /appointment/policy/{id}/cancellation), read fresh. */
export const useCancellationCheck = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: lifecycleKeys.cancellation(id),
    queryFn: async () =>
      (await typedApi.get("/appointment/policy/{id}/cancellation", { path: { id } })).data,
    enabled,
    staleTime: 0,
    retry: false,
  });

/** Whether moving now waits for the other party (GET /appointment/policy/{id}/reschedule). */
export const useRescheduleCheck = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: lifecycleKeys.reschedule(id),
    queryFn: async () =>
      (await typedApi.get("/appointment/policy/{id}/reschedule", { path: { id } })).data,
    enabled,
    staleTime: 0,
    retry: false,
  });

/** A cancel refunds into the wallet: bookings, slots and the wallet are read again. */
export const useCancelBooking = (role: Role, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CancelInput) =>
      (await typedApi.post(`${sidePath(role)}/{id}/cancel`, { path: { id }, body: input })).data,
    onSuccess: () =>
      Promise.all([
        refreshBookings(queryClient),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
};

export const useRescheduleBooking = (role: Role, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RescheduleInput) =>
      (await typedApi.post(`${sidePath(role)}/{id}/reschedule`, { path: { id }, body: input }))
        .data,
    onSuccess: () => refreshBookings(queryClient),
    onError: (error) => refreshSlotsIfGone(queryClient, error),
  });
};

/**
 * Answers the other party's reschedule request: the client by the request's identifier
 * (POST /booking/reschedule/{identifier}/{action}), the therapist by the booking's
 * (POST /appointment/{id}/reschedule-update).
 */
export const useDecideReschedule = (role: Role) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      bookingId: string;
      requestId: string;
      decision: RescheduleDecision;
    }) =>
      (role === "client"
        ? await typedApi.post("/booking/reschedule/{identifier}/{action}", {
            path: { identifier: input.requestId, action: input.decision },
          })
        : await typedApi.post("/appointment/{id}/reschedule-update", {
            path: { id: input.bookingId },
            body: { status: input.decision },
          })
      ).data,
    onSettled: () => refreshBookings(queryClient),
  });
};

/** The viewer's bookings with a reschedule request waiting for an answer. */
export const usePendingReschedules = (role: Role) =>
  useQuery({
    queryKey: lifecycleKeys.pendingReschedules(role),
    queryFn: async () => (await typedApi.get(`${sidePath(role)}/reschedule/pending`)).data,
    ...bookingListQueryOptions,
  });
