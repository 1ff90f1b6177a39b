"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bookingKeys } from "@/features/booking/api";
import { typedApi } from "@/lib/api/typed";
import type { JoinWaitlistInput } from "./schemas";

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
    queryFn: async () => (await typedApi.get("/waitlist")).data,
  });

/** The therapist's counts per weekday and hour. */
export const useWaitlistDemand = () =>
  useQuery({
    queryKey: waitlistKeys.demand,
    queryFn: async () => (await typedApi.get("/waitlist/demand")).data,
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
    async (input: JoinWaitlistInput) => (await typedApi.post("/waitlist", { body: input })).data,
  );

export const useLeaveWaitlist = () =>
  useWaitlistChange(
    async (id: string) => (await typedApi.delete("/waitlist/{id}", { path: { id } })).data,
  );

export const useAcceptOffer = () =>
  useWaitlistChange(
    async (id: string) =>
      (await typedApi.post("/waitlist/offers/{id}/accept", { path: { id } })).data,
  );

export const usePassOffer = () =>
  useWaitlistChange(
    async (id: string) =>
      (await typedApi.post("/waitlist/offers/{id}/pass", { path: { id } })).data,
  );
