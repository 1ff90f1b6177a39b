"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi, type Request } from "@/lib/api/typed";
import type { SupportChatTextInput } from "./chat-schemas";

type InboxQuery = NonNullable<Request<"/staff/support/conversations", "get">["query"]>;

/** The support chat's query keys: the widget's, and the inbox's under "support-inbox". */
export const supportChatKeys = {
  chat: ["support", "chat"] as const,
  inbox: ["support-inbox"] as const,
  inboxList: (query: InboxQuery) => ["support-inbox", "list", query] as const,
  conversation: (id: string) => ["support-inbox", "one", id] as const,
};

/** The widget's state: signed in or not, staff online or not, and the latest conversation. */
export const useSupportChat = () =>
  useQuery({
    queryKey: supportChatKeys.chat,
    queryFn: async () => (await typedApi.get("/support/chat")).data,
  });

export const useWriteToSupport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SupportChatTextInput) =>
      (await typedApi.post("/support/chat/messages", { body })).data,
    onSuccess: (state) => queryClient.setQueryData(supportChatKeys.chat, state),
  });
};

export const useSupportInbox = (query: InboxQuery) =>
  useQuery({
    queryKey: supportChatKeys.inboxList(query),
    queryFn: async () => typedApi.get("/staff/support/conversations", { query }),
    placeholderData: (previous) => previous,
  });

export const useInboxConversation = (id: string) =>
  useQuery({
    queryKey: supportChatKeys.conversation(id),
    queryFn: async () =>
      (await typedApi.get("/staff/support/conversations/{id}", { path: { id } })).data,
  });

/** The inbox's heartbeat: while it beats, people are offered the live chat. */
export const useSupportPresence = () =>
  useMutation({
    mutationFn: async () => (await typedApi.post("/staff/support/presence")).data,
  });

type Action =
  | { kind: "reply"; text: string }
  | { kind: "assign"; assigneeId?: string | null }
  | { kind: "resolve" };

/** Reply, assign or resolve: the answer is the conversation as it now is. */
export const useInboxAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action) => {
      const path = { id };
      if (action.kind === "reply")
        return (
          await typedApi.post("/staff/support/conversations/{id}/messages", {
            path,
            body: { text: action.text },
          })
        ).data;
      if (action.kind === "assign")
        return (
          await typedApi.post("/staff/support/conversations/{id}/assign", {
            path,
            body: { assigneeId: action.assigneeId },
          })
        ).data;
      return (await typedApi.post("/staff/support/conversations/{id}/resolve", { path })).data;
    },
    onSuccess: (conversation) => {
      queryClient.setQueryData(supportChatKeys.conversation(id), conversation);
      void queryClient.invalidateQueries({ queryKey: supportChatKeys.inbox });
    },
  });
};
