"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { CursorPage, Data } from "@/lib/api/envelope";
import type { Notification } from "./schemas";

/** Query keys of notifications: other features invalidate only through these. */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: ["notifications", "list"] as const,
  unread: ["notifications", "unread"] as const,
};

/** How often the header's bell asks again while its live stream is down (decision 0520). */
const UNREAD_REFRESH_MS = 60_000;

export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: async ({ pageParam }) =>
      (
        await api.get<CursorPage<Notification>>("/notifications", {
          params: { cursor: pageParam },
        })
      ).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

/**
 * The header's count of what the person has not seen (the bell is only shown when signed in).
 * While live news arrives it is asked again on each; otherwise every minute.
 */
export const useUnreadNotifications = ({ live }: { live: boolean }) =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () =>
      (await api.get<Data<{ count: number }>>("/notifications/unread-count")).data.data.count,
    staleTime: UNREAD_REFRESH_MS,
    refetchInterval: live ? false : UNREAD_REFRESH_MS,
  });

/** Marks read everything up to the newest one shown; the answer is the new unread count. */
export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (identifier: string) =>
      (await api.put<Data<{ count: number }>>("/notifications/mark-read", { identifier })).data.data
        .count,
    onSuccess: (count) => queryClient.setQueryData(notificationKeys.unread, count),
  });
};
