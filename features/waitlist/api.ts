"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bookingKeys } from "@/features/booking/api";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import type { JoinWaitlistInput, WaitlistDemand, WaitlistEntry } from "./schemas";

/** Query keys of the waitlist: other features invalidate only through these. */
export const waitlistKeys = {
  all: ["waitlist"] as const,
  mine: ["waitlist", "mine"] as const,
  demand: ["waitlist", "demand"] as const,
};

/** The client's waitlists, each with the time held for it, if any (live: see useLiveNews). */
export const useMyWaitlists = () =>
  useQuery({
    queryKey: waitlistKeys.mine,
    queryFn: async () => (await api.get<Data<WaitlistEntry[]>>("/waitlist")).data.data,
  });

/** The therapist's counts per weekday and hour. */
export const useWaitlistDemand = () =>
  useQuery({
    queryKey: waitlistKeys.demand,
    queryFn: async () => (await api.get<Data<WaitlistDemand>>("/waitlist/demand")).data.data,
  });

function useWaitlistChange<T, A>(request: (arg: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

export const useJoinWaitlist = () =>
  useWaitlistChange(
    async (input: JoinWaitlistInput) =>
      (await api.post<Data<WaitlistEntry>>("/waitlist", input)).data.data,
  );

export const useLeaveWaitlist = () =>
  useWaitlistChange(
    async (id: string) =>
      (await api.delete<Data<{ identifier: string }>>(`/waitlist/${id}`)).data.data,
  );

export const useAcceptOffer = () =>
  useWaitlistChange(
    async (id: string) =>
      (
        await api.post<Data<{ identifier: string; bookingId: string }>>(
          `/waitlist/offers/${id}/accept`,
          {},
        )
      ).data.data,
  );

export const usePassOffer = () =>
  useWaitlistChange(
    async (id: string) =>
      (await api.post<Data<{ identifier: string }>>(`/waitlist/offers/${id}/pass`, {})).data.data,
  );
