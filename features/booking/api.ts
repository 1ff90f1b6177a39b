"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { availabilityKeys } from "@/features/availability/api";
import { walletKeys } from "@/features/wallet/api";
import { api } from "@/lib/api/client";
import type { Data, Page } from "@/lib/api/envelope";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode } from "@/lib/api/error-message";
import { saveFile, serverFilename } from "@/lib/files/save-file";
import { bookingListQueryOptions } from "@/lib/query/stale-times";
import { bookingPath } from "./paths";
import type {
  Booking,
  BookingStatus,
  CancellationCheck,
  CancelInput,
  CancelledBooking,
  RescheduleCheck,
  RescheduledBooking,
  RescheduleDecision,
  RescheduleInput,
  ClientRelation,
  CreateAppointmentInput,
  CreateBookingInput,
  CreateSeriesInput,
  CalendarFeed,
  JoinInfo,
  Receipt,
} from "./schemas";

export const bookingKeys = {
  all: ["booking"] as const,
  list: (role: "client" | "provider", statuses: BookingStatus[], page: number) =>
    ["booking", "list", role, statuses.join(","), page] as const,
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
      (await api.post<Data<Booking>>("/booking", input)).data.data,
    onError: (error) => refreshSlotsIfGone(queryClient, error),
  });
};

/** The same weekly time for N weeks; answers the series and its bookings' identifiers. */
export const useCreateSeries = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSeriesInput) =>
      (await api.post<Data<{ identifier: string; bookings: string[] }>>("/booking/series", input))
        .data.data,
    onError: (error) => refreshSlotsIfGone(queryClient, error),
  });
};

/** A therapist books a session for one of their clients. */
export const useCreateAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAppointmentInput) =>
      (await api.post<Data<Booking>>("/appointment", input)).data.data,
    onSuccess: () => refreshBookings(queryClient),
    onError: (error) => refreshSlotsIfGone(queryClient, error),
  });
};

/** Every session of the booking's series (just the booking when it is not part of one). */
export const useSeries = (role: "client" | "provider", id: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.series(role, id),
    queryFn: async () =>
      (await api.get<Data<Booking[]>>(`${bookingPath(role, id)}/series`)).data.data,
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

/** The viewer's confirmed session under way or starting soonest, or null. */
export const useNextSession = (role: "client" | "provider") =>
  useQuery({
    queryKey: bookingKeys.next(role),
    queryFn: async () =>
      (
        await api.get<Data<Booking | null>>(
          role === "client" ? "/booking/next" : "/appointment/next",
        )
      ).data.data,
    ...bookingListQueryOptions,
  });

/** One booking; `initial` is what the server already read for the page, shown at once. */
export const useBooking = (role: "client" | "provider", id: string, initial?: Booking) =>
  useQuery({
    queryKey: bookingKeys.one(role, id),
    queryFn: async () => (await api.get<Data<Booking>>(bookingPath(role, id))).data.data,
    initialData: initial,
    ...bookingListQueryOptions,
  });

/** Where a confirmed session happens: its room link or address (decision 0308). */
export const useJoinInfo = (role: "client" | "provider", id: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.join(role, id),
    queryFn: async () => (await api.get<Data<JoinInfo>>(`${bookingPath(role, id)}/join`)).data.data,
    enabled,
  });

/** A paid session's receipt; `initial` is what the server already read for the page. */
export const useReceipt = (role: "client" | "provider", id: string, initial?: Receipt) =>
  useQuery({
    queryKey: bookingKeys.receipt(role, id),
    queryFn: async () =>
      (await api.get<Data<Receipt>>(`${bookingPath(role, id)}/receipt`)).data.data,
    initialData: initial,
    retry: false,
  });

/** Saves a confirmed session as a calendar file (see saveFile: through the API client, not a link). */
export const useDownloadCalendarFile = (role: "client" | "provider") =>
  useMutation({
    mutationFn: async (booking: Pick<Booking, "identifier">) => {
      const answer = await api.get<string>(`${bookingPath(role, booking.identifier)}/calendar`, {
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
    queryFn: async () => (await api.get<Data<CalendarFeed>>("/calendar-feed")).data.data,
  });

/** Makes a new subscription address (the old one stops working), or turns it off. */
export const useChangeCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: "create" | "delete") =>
      (
        await (change === "create"
          ? api.post<Data<CalendarFeed>>("/calendar-feed")
          : api.delete<Data<CalendarFeed>>("/calendar-feed"))
      ).data.data,
    onSuccess: (feed) => queryClient.setQueryData(bookingKeys.calendarFeed, feed),
  });
};

/** Pays from the wallet, so the wallet's balance, stats and transactions are read again too. */
export const usePayBooking = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<Data<Booking>>(`/booking/${id}/pay`)).data.data,
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
      (await api.post<Data<Booking>>(`/booking/${id}/schedule`, { timeslotIdentifier })).data.data,
    onSettled: () => refreshBookings(queryClient),
  });
};

type Role = "client" | "provider";
const sidePath = (role: Role) => (role === "client" ? "/booking" : "/appointment");

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
      (await api.get<Data<CancellationCheck>>(`/appointment/policy/${id}/cancellation`)).data.data,
    enabled,
    staleTime: 0,
    retry: false,
  });

/** Whether moving now waits for the other party (GET /appointment/policy/{id}/reschedule). */
export const useRescheduleCheck = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: lifecycleKeys.reschedule(id),
    queryFn: async () =>
      (await api.get<Data<RescheduleCheck>>(`/appointment/policy/${id}/reschedule`)).data.data,
    enabled,
    staleTime: 0,
    retry: false,
  });

/** A cancel refunds into the wallet: bookings, slots and the wallet are read again. */
export const useCancelBooking = (role: Role, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CancelInput) =>
      (await api.post<Data<CancelledBooking>>(`${sidePath(role)}/${id}/cancel`, input)).data.data,
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
      (await api.post<Data<RescheduledBooking>>(`${sidePath(role)}/${id}/reschedule`, input)).data
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
        ? await api.post<Data<Booking>>(`/booking/reschedule/${input.requestId}/${input.decision}`)
        : await api.post<Data<Booking>>(`/appointment/${input.bookingId}/reschedule-update`, {
            status: input.decision,
          })
      ).data.data,
    onSettled: () => refreshBookings(queryClient),
  });
};

/** The viewer's bookings with a reschedule request waiting for an answer. */
export const usePendingReschedules = (role: Role) =>
  useQuery({
    queryKey: lifecycleKeys.pendingReschedules(role),
    queryFn: async () =>
      (await api.get<Data<Booking[]>>(`${sidePath(role)}/reschedule/pending`)).data.data,
    ...bookingListQueryOptions,
  });
