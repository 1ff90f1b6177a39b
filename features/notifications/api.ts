"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi } from "@/lib/api/typed";

/** Query keys of notifications: other features invalidate only through these. */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: ["notifications", "list"] as const,
  unread: ["notifications", "unread"] as const,
};

/** How long the bell's count is fresh; live news (decision 0520) asks again sooner. */
const UNREAD_STALE_MS = 60_000;

export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: async ({ pageParam }) =>
      typedApi.get("/notifications", { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

/**
 * The header's count of what the person has not seen (the bell is only shown when signed in).
 * Live news asks again on each piece of news, or every minute while its stream is down.
 */
export const useUnreadNotifications = () =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () => (await typedApi.get("/notifications/unread-count")).data.count,
    staleTime: UNREAD_STALE_MS,
  });

/** Marks read everything up to the newest one shown; the answer is the new unread count. */
export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (identifier: string) =>
      (await typedApi.put("/notifications/mark-read", { body: { identifier } })).data.count,
    onSuccess: (count) => queryClient.setQueryData(notificationKeys.unread, count),
  });
};
