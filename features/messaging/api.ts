"use client";

import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { typedApi, type Answer } from "@/lib/api/typed";
import { chatListQueryOptions } from "@/lib/query/stale-times";
import type { Message } from "./schemas";

export const messageKeys = {
  all: ["messages"] as const,
  chatLists: ["messages", "chat-list"] as const,
  chatList: (search: string) => ["messages", "chat-list", search] as const,
  contacts: (search: string) => ["messages", "contacts", search] as const,
  conversations: ["messages", "conversation"] as const,
  conversation: (userId: string) => ["messages", "conversation", userId] as const,
  unread: ["messages", "unread"] as const,
};

// ---- reads -----------------------------------------------------------------------------------

export const useChatList = (search: string) =>
  useInfiniteQuery({
    queryKey: messageKeys.chatList(search),
    queryFn: async ({ pageParam }) =>
      await typedApi.get("/messages/chat-list", {
        query: { searchQuery: search || undefined, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    // Spec section 9: 5 minutes. The live channel writes every change into this cache.
    ...chatListQueryOptions,
  });

export const useContacts = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: messageKeys.contacts(search),
    queryFn: async () =>
      (
        await typedApi.get("/messages/contacts", {
          query: { searchQuery: search || undefined },
        })
      ).data,
    enabled,
  });

/** The conversation with one person, opened (or found) by their identifier; newest page first. */
export const useConversation = (userId: string | undefined) =>
  useInfiniteQuery({
    queryKey: messageKeys.conversation(userId ?? ""),
    queryFn: async ({ pageParam }) =>
      await typedApi.post("/messages/conversations", {
        // Never empty: the query runs only with a userId.
        body: { userIdentifier: userId ?? "" },
        query: { cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    enabled: Boolean(userId),
    retry: (count, error) =>
      count < 1 && (error as { response?: { status?: number } }).response?.status !== 404,
  });

export const useUnreadCount = () =>
  useQuery({
    queryKey: messageKeys.unread,
    queryFn: async () => (await typedApi.get("/messages/unread-count")).data.count,
    ...chatListQueryOptions,
  });

// ---- the caches, written by mutations and by the live channel ---------------------------------

type ThreadData = InfiniteData<Answer<"/messages/conversations", "post">, string | undefined>;
type ListData = InfiniteData<Answer<"/messages/chat-list", "get">, string | undefined>;

/** Puts a message into the thread it belongs to: replaced if known, else added as the newest. */
export function upsertMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueriesData<ThreadData>({ queryKey: messageKeys.conversations }, (data) => {
    if (
      !data?.pages[0] ||
      data.pages[0].meta.conversation.identifier !== message.conversationIdentifier
    )
      return data;
    const known = data.pages.some((p) => p.data.some((m) => m.identifier === message.identifier));
    const pages = data.pages.map((page, i) => ({
      ...page,
      data: known
        ? page.data.map((m) => (m.identifier === message.identifier ? message : m))
        : i === 0
          ? [message, ...page.data]
          : page.data,
    }));
    return { ...data, pages };
  });
}

/**
 * The chat list after a message: its conversation moves to the top with it as the last message,
 * one more unread when someone else sent it. A conversation not on screen yet: read the list again.
 */
export function applyToChatList(
  queryClient: QueryClient,
  message: Message,
  kind: "message" | "edited" | "deleted",
) {
  let missing = false;
  queryClient.setQueriesData<ListData>({ queryKey: messageKeys.chatLists }, (data) => {
    if (!data) return data;
    const item = data.pages
      .flatMap((p) => p.data)
      .find((c) => c.identifier === message.conversationIdentifier);
    if (!item) {
      if (kind === "message") missing = true;
      return data;
    }
    if (kind !== "message") {
      if (item.lastMessage?.identifier !== message.identifier) return data;
      return {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          data: p.data.map((c) =>
            c.identifier === item.identifier ? { ...c, lastMessage: message } : c,
          ),
        })),
      };
    }
    if (item.lastMessage?.identifier === message.identifier) return data;
    const fromOther = message.senderIdentifier === item.otherUser.identifier;
    const moved = {
      ...item,
      lastMessage: message,
      unreadCount: item.unreadCount + (fromOther ? 1 : 0),
    };
    return {
      ...data,
      pages: data.pages.map((p, i) => ({
        ...p,
        data: [
          ...(i === 0 ? [moved] : []),
          ...p.data.filter((c) => c.identifier !== item.identifier),
        ],
      })),
    };
  });
  if (missing) void queryClient.invalidateQueries({ queryKey: messageKeys.chatLists });
}

/** Someone saw a conversation: their side's messages show as seen, their unread count is 0. */
export function applySeen(
  queryClient: QueryClient,
  event: { conversationIdentifier: string; seenBy: string; seenAt: string },
) {
  queryClient.setQueriesData<ThreadData>({ queryKey: messageKeys.conversations }, (data) => {
    if (
      !data?.pages[0] ||
      data.pages[0].meta.conversation.identifier !== event.conversationIdentifier
    )
      return data;
    return {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        data: p.data.map((m) =>
          m.senderIdentifier !== event.seenBy && !m.seenAt && !m.deletedAt
            ? { ...m, seenAt: event.seenAt }
            : m,
        ),
      })),
    };
  });
  queryClient.setQueriesData<ListData>({ queryKey: messageKeys.chatLists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            data: p.data.map((c) =>
              c.identifier === event.conversationIdentifier &&
              c.otherUser.identifier !== event.seenBy
                ? { ...c, unreadCount: 0 }
                : c,
            ),
          })),
        }
      : data,
  );
}

/** The viewer has read a conversation: its unread count is 0. */
function clearUnread(queryClient: QueryClient, conversationIdentifier: string) {
  queryClient.setQueriesData<ListData>({ queryKey: messageKeys.chatLists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            data: p.data.map((c) =>
              c.identifier === conversationIdentifier ? { ...c, unreadCount: 0 } : c,
            ),
          })),
        }
      : data,
  );
}

// ---- writes ----------------------------------------------------------------------------------

export type SendInput = {
  conversationIdentifier: string;
  text: string;
  files: File[];
  onProgress?: (fraction: number) => void;
};

export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ conversationIdentifier, text, files, onProgress }: SendInput) => {
      const form = new FormData();
      form.set("conversationIdentifier", conversationIdentifier);
      form.set("text", text);
      for (const file of files) form.append("files", file);
      // Multipart with upload progress: typedApi sends JSON bodies only; the answer is the document's.
      const response = await api.post("/messages/store", form, {
        onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : 0),
      });
      const sent: Answer<"/messages/store", "post"> = response.data;
      return sent.data;
    },
    onSuccess: (message) => {
      upsertMessage(queryClient, message);
      applyToChatList(queryClient, message, "message");
    },
  });
};

export const useEditMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ identifier, text }: { identifier: string; text: string }) =>
      (await typedApi.put("/messages/{id}/update", { path: { id: identifier }, body: { text } }))
        .data,
    onSuccess: (message) => {
      upsertMessage(queryClient, message);
      applyToChatList(queryClient, message, "edited");
    },
  });
};

export const useDeleteMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (identifier: string) =>
      (await typedApi.delete("/messages/{id}", { path: { id: identifier } })).data,
    onSuccess: (message) => {
      upsertMessage(queryClient, message);
      applyToChatList(queryClient, message, "deleted");
    },
  });
};

export const useMarkSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (conversationIdentifier: string) =>
      (await typedApi.put("/messages/mark-seen", { body: { conversationIdentifier } })).data,
    onSuccess: ({ conversationIdentifier, updated }) => {
      if (!updated) return;
      clearUnread(queryClient, conversationIdentifier);
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
    },
  });
};
