"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bookingKeys } from "@/features/booking/api";
import { typedApi } from "@/lib/api/typed";
import type { ReviewInput, ReviewReplyInput, ReviewReportInput } from "./schemas";

export const reviewKeys = {
  all: ["review"] as const,
  ofBooking: (bookingId: string) => ["review", "booking", bookingId] as const,
  one: (id: string) => ["review", "one", id] as const,
  count: (providerId: string) => ["review", "count", providerId] as const,
};

/** The session's review, or null (GET /review/booking/{id}). */
export const useBookingReview = (bookingId: string, enabled = true) =>
  useQuery({
    queryKey: reviewKeys.ofBooking(bookingId),
    queryFn: async () =>
      (await typedApi.get("/review/booking/{id}", { path: { id: bookingId } })).data,
    enabled,
  });

/** One review by its id (GET /review/participant/{id}): the edit modal's `participantId`. */
export const useReview = (id: string | null) =>
  useQuery({
    queryKey: reviewKeys.one(id ?? ""),
    queryFn: async () =>
      // Never empty: the query runs only with an id.
      (await typedApi.get("/review/participant/{id}", { path: { id: id ?? "" } })).data,
    enabled: Boolean(id),
  });

/** A therapist's review count and average: the same figures as the directory card and profile. */
export const useRatingOf = (providerId: string | undefined) =>
  useQuery({
    queryKey: reviewKeys.count(providerId ?? ""),
    queryFn: async () =>
      // Never empty: the query runs only with a providerId.
      (await typedApi.get("/review/provider/{id}/count", { path: { id: providerId ?? "" } })).data,
    enabled: Boolean(providerId),
  });

/** A review changes the booking's feedbackProvided and the therapist's figures. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    ]);
};

export const useWriteReview = (bookingId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: ReviewInput) =>
      (await typedApi.post("/review/{id}", { path: { id: bookingId }, body: input })).data,
    onSuccess: refresh,
  });
};

export const useEditReview = (id: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: ReviewInput) =>
      (await typedApi.put("/review/{id}", { path: { id }, body: input })).data,
    onSettled: refresh,
  });
};

/** POST /review/{id}/report: one report per person and review; again changes nothing. */
export const useReportReview = (id: string) =>
  useMutation({
    mutationFn: async (input: ReviewReportInput) =>
      (await typedApi.post("/review/{id}/report", { path: { id }, body: input })).data,
  });

/**
 * PUT and DELETE /review/{id}/reply: the reviewed therapist writes, replaces or removes their reply
 * (decision 0409). Every review read shows it, so all of them are read again.
 */
export const useReviewReply = (id: string) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  const save = useMutation({
    mutationFn: async (input: ReviewReplyInput) =>
      (await typedApi.put("/review/{id}/reply", { path: { id }, body: input })).data,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async () => (await typedApi.delete("/review/{id}/reply", { path: { id } })).data,
    onSuccess: refresh,
  });
  return { save, remove };
};
