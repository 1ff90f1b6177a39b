"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import { walletKeys } from "@/features/wallet/api";
import { refreshBookings } from "./api";
import type {
  Booking,
  CancelInput,
  CounterAnswer,
  CounterProposeInput,
  RescheduleInput,
  SeriesCancelled,
  SeriesCancelPreview,
  SeriesMoved,
  SeriesMovePreview,
} from "./schemas";

// A series moved or cancelled "this and following", and counter-proposals (decisions 0318,
// 0320), on either side.

type Role = "client" | "provider";
const sidePath = (role: Role) => (role === "client" ? "/booking" : "/appointment");

export const moveKeys = {
  following: (id: string, slot: string) => ["booking", "following", id, slot] as const,
  counter: (id: string) => ["booking", "counter", id] as const,
  cancelFollowing: (id: string) => ["booking", "cancel-following", id] as const,
};

/** What cancelling this session and every later one of its series now gives back, read fresh. */
export const useCancelFollowingPreview = (role: Role, id: string, enabled: boolean) =>
  useQuery({
    queryKey: moveKeys.cancelFollowing(id),
    queryFn: async () =>
      (await api.get<Data<SeriesCancelPreview>>(`${sidePath(role)}/${id}/cancel/following`)).data
        .data,
    enabled,
    staleTime: 0,
    retry: false,
  });

/** Cancels this session and every later one of its series, all or nothing, each refunded by its rule. */
export const useCancelFollowing = (role: Role, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CancelInput) =>
      (await api.post<Data<SeriesCancelled>>(`${sidePath(role)}/${id}/cancel/following`, input))
        .data.data,
    onSuccess: () =>
      Promise.all([
        refreshBookings(queryClient),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
};

/** Each session's new time and what stops it, for the slot chosen (nothing is saved). */
export const useFollowingPreview = (role: Role, id: string, slot: string | null) =>
  useQuery({
    queryKey: moveKeys.following(id, slot ?? ""),
    queryFn: async () =>
      (
        await api.get<Data<SeriesMovePreview>>(`${sidePath(role)}/${id}/reschedule/following`, {
          params: { timeslotIdentifier: slot },
        })
      ).data.data,
    enabled: Boolean(slot),
    staleTime: 0,
    retry: false,
  });

/** Moves this session and every later one of its series, all or nothing. */
export const useMoveFollowing = (role: Role, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RescheduleInput) =>
      (await api.post<Data<SeriesMoved>>(`${sidePath(role)}/${id}/reschedule/following`, input))
        .data.data,
    onSuccess: () => refreshBookings(queryClient),
  });
};

/** The booking's latest counter-proposal, or null. */
export const useCounterProposal = (role: Role, id: string, enabled = true) =>
  useQuery({
    queryKey: moveKeys.counter(id),
    queryFn: async () =>
      (await api.get<Data<CounterAnswer>>(`${sidePath(role)}/${id}/counter-proposal`)).data.data
        .proposal,
    enabled,
    staleTime: 0,
  });

const useCounterAction = <T>(role: Role, id: string, post: (input: T) => Promise<Booking>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSettled: () =>
      Promise.all([
        refreshBookings(queryClient),
        queryClient.invalidateQueries({ queryKey: moveKeys.counter(id) }),
      ]),
  });
};

/** Declines the other side's request and offers 1 to 3 other times. */
export const useProposeCounter = (role: Role, id: string) =>
  useCounterAction(
    role,
    id,
    async (input: CounterProposeInput) =>
      (await api.post<Data<Booking>>(`${sidePath(role)}/${id}/counter-proposal`, input)).data.data,
  );

/** Takes one of the offered times (`startTime`), or declines them all (null). */
export const useAnswerCounter = (role: Role, id: string) =>
  useCounterAction(role, id, async (startTime: string | null) =>
    startTime
      ? (
          await api.post<Data<Booking>>(`${sidePath(role)}/${id}/counter-proposal/accept`, {
            startTime,
          })
        ).data.data
      : (await api.post<Data<Booking>>(`${sidePath(role)}/${id}/counter-proposal/decline`)).data
          .data,
  );
