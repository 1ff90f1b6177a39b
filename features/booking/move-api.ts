"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi } from "@/lib/api/typed";
import { walletKeys } from "@/features/wallet/api";
import { refreshBookings } from "./api";
import { sidePath } from "./paths";
import type { Booking, CancelInput, CounterProposeInput, RescheduleInput } from "./schemas";

// A series moved or cancelled "this and following", and counter-proposals (decisions 0318,
// 0320), on either side.

type Role = "client" | "provider";

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
      (await typedApi.get(`${sidePath(role)}/{id}/cancel/following`, { path: { id } })).data,
    enabled,
    staleTime: 0,
    retry: false,
  });

/** Cancels this session and every later one of its series, all or nothing, each refunded by its rule. */
export const useCancelFollowing = (role: Role, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CancelInput) =>
      (
        await typedApi.post(`${sidePath(role)}/{id}/cancel/following`, {
          path: { id },
          body: input,
        })
      ).data,
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
        await typedApi.get(`${sidePath(role)}/{id}/reschedule/following`, {
          path: { id },
          // Asked only once a slot is chosen (enabled below).
          query: { timeslotIdentifier: slot ?? "" },
        })
      ).data,
    enabled: Boolean(slot),
    staleTime: 0,
    retry: false,
  });

/** Moves this session and every later one of its series, all or nothing. */
export const useMoveFollowing = (role: Role, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RescheduleInput) =>
      (
        await typedApi.post(`${sidePath(role)}/{id}/reschedule/following`, {
          path: { id },
          body: input,
        })
      ).data,
    onSuccess: () => refreshBookings(queryClient),
  });
};

/** The booking's latest counter-proposal, or null. */
export const useCounterProposal = (role: Role, id: string, enabled = true) =>
  useQuery({
    queryKey: moveKeys.counter(id),
    queryFn: async () =>
      (await typedApi.get(`${sidePath(role)}/{id}/counter-proposal`, { path: { id } })).data
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
      (
        await typedApi.post(`${sidePath(role)}/{id}/counter-proposal`, {
          path: { id },
          body: input,
        })
      ).data,
  );

/** Takes one of the offered times (`startTime`), or declines them all (null). */
export const useAnswerCounter = (role: Role, id: string) =>
  useCounterAction(role, id, async (startTime: string | null) =>
    startTime
      ? (
          await typedApi.post(`${sidePath(role)}/{id}/counter-proposal/accept`, {
            path: { id },
            body: { startTime },
          })
        ).data
      : (
          await typedApi.post(`${sidePath(role)}/{id}/counter-proposal/decline`, {
            path: { id },
          })
        ).data,
  );
