import { http, HttpResponse, sse } from "msw";
import { checkAttachment } from "@/features/messaging/file-types";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  CHAT_LIST_PAGE_SIZE,
  MESSAGE_TEXT_MAX,
  type LiveEvent,
  type Message,
} from "@/features/messaging/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer } from "../fixtures/accounts";
import { mockPartner } from "../fixtures/after-session";
import { mockTherapist } from "../fixtures/notes";
import {
  me,
  messageId,
  messagingState,
  mockFiles,
  newConversationId,
  saveMessagingState,
  therapists,
} from "../fixtures/messaging";
import { apiError, fieldMessage } from "./errors";
import { apiPath } from "./lang";

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;

/** Open mocked live streams in this page: the mock therapist's replies and seen marks go here. */
const streams = new Set<{ send: (payload: { event: string; data: string }) => void }>();
const push = (event: LiveEvent) => {
  for (const s of streams) s.send({ event: event.type, data: JSON.stringify(event) });
};

const personOf = (id: string) => therapists().find((t) => t.identifier === id)!;
const byNewest = (a: Message, b: Message) => b.createdAt.localeCompare(a.createdAt);

function chatList(search: string) {
  const state = messagingState();
  return state.conversations
    .map((c) => {
      const thread = state.messages.filter((m) => m.conversationIdentifier === c.identifier);
      const last = thread.sort(byNewest)[0] ?? null;
      return {
        identifier: c.identifier,
        otherUser: personOf(c.therapistId),
        lastMessage: last,
        unreadCount: thread.filter(
          (m) => m.senderIdentifier !== me().identifier && !m.seenAt && !m.deletedAt,
        ).length,
      };
    })
    .filter((c) => c.lastMessage)
    .filter((c) =>
      `${c.otherUser.firstName} ${c.otherUser.lastName}`
        .toLowerCase()
        .includes(search.toLowerCase()),
    )
    .sort((a, b) => byNewest(a.lastMessage!, b.lastMessage!))
    .slice(0, CHAT_LIST_PAGE_SIZE);
}

/** The mock therapist answers a moment later, having read the message: live events, no reload. */
function replyLater(conversationIdentifier: string, therapistId: string) {
  if (typeof window === "undefined") return;
  setTimeout(() => {
    const state = messagingState();
    const seenAt = new Date().toISOString();
    for (const m of state.messages)
      if (
        m.conversationIdentifier === conversationIdentifier &&
        m.senderIdentifier === me().identifier &&
        !m.seenAt
      )
        m.seenAt = seenAt;
    push({ type: "seen", conversationIdentifier, seenBy: therapistId, seenAt });
    const reply: Message = {
      identifier: messageId(state.messages.length + 1),
      conversationIdentifier,
      senderIdentifier: therapistId,
      text: "Thank you, I have received your message.",
      attachments: [],
      createdAt: new Date().toISOString(),
      editedAt: null,
      deletedAt: null,
      seenAt: null,
    };
    saveMessagingState({ ...state, messages: [...state.messages, reply] });
    push({ type: "message", message: reply });
  }, 700);
}

const ownMessage = (request: Request, id: string) => {
  const state = messagingState();
  const message = state.messages.find((m) => m.identifier === id && !m.deletedAt);
  if (!message) return { error: apiError(request, ErrorCode.MESSAGE_NOT_FOUND) };
  if (message.senderIdentifier !== me().identifier)
    return { error: apiError(request, ErrorCode.NOT_YOUR_MESSAGE) };
  return { state, message };
};

export const messagingHandlers = [
  http.get(apiPath("/messages/chat-list"), ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const search = new URL(request.url).searchParams.get("searchQuery") ?? "";
    return HttpResponse.json({ data: chatList(search), meta: { nextCursor: null } });
  }),
  http.get(apiPath("/messages/contacts"), ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const search = (new URL(request.url).searchParams.get("searchQuery") ?? "").toLowerCase();
    return HttpResponse.json({
      data: therapists().filter((t) =>
        `${t.firstName} ${t.lastName}`.toLowerCase().includes(search),
      ),
    });
  }),
  http.get(apiPath("/messages/unread-count"), ({ request }) => {
    // The dashboard's navigation asks for everyone (decision 0520); only the demo client has
    // mocked conversations.
    if (signedIn(request))
      return HttpResponse.json({
        data: { count: chatList("").reduce((sum, c) => sum + c.unreadCount, 0) },
      });
    const auth = request.headers.get("authorization");
    if (auth === `Bearer ${mockTherapist.token}` || auth === `Bearer ${mockPartner.token}`)
      return HttpResponse.json({ data: { count: 0 } });
    return apiError(request, ErrorCode.UNAUTHORIZED);
  }),
  http.post(apiPath("/messages/conversations"), async ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const { userIdentifier } = (await request.json().catch(() => ({}))) as {
      userIdentifier?: string;
    };
    const other = therapists().find((t) => t.identifier === userIdentifier);
    if (!other) return apiError(request, ErrorCode.CONVERSATION_NOT_FOUND);
    const state = messagingState();
    let conversation = state.conversations.find((c) => c.therapistId === other.identifier);
    if (!conversation) {
      conversation = { identifier: newConversationId(state), therapistId: other.identifier };
      saveMessagingState({ ...state, conversations: [...state.conversations, conversation] });
    }
    const thread = messagingState()
      .messages.filter((m) => m.conversationIdentifier === conversation.identifier)
      .sort(byNewest);
    return HttpResponse.json({
      data: thread,
      meta: {
        nextCursor: null,
        conversation: { identifier: conversation.identifier, otherUser: other },
      },
    });
  }),
  http.post(apiPath("/messages/store"), async ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const form = await request.formData();
    const state = messagingState();
    const conversation = state.conversations.find(
      (c) => c.identifier === form.get("conversationIdentifier"),
    );
    if (!conversation) return apiError(request, ErrorCode.CONVERSATION_NOT_FOUND);
    const raw = form.get("text");
    const text = typeof raw === "string" ? raw.trim() : "";
    const invalid = (field: string, key: string) =>
      apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { [field]: fieldMessage(request, key) },
      });
    if (typeof raw === "string" && raw.length > MESSAGE_TEXT_MAX)
      return invalid("text", "messageTextMax");
    const files = form.getAll("files").filter((f): f is File => f instanceof File);
    if (!text && !files.length) return invalid("text", "messageEmpty");
    if (files.length > ATTACHMENTS_MAX) return invalid("files", "attachmentsMax");
    const checked = [];
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (bytes.length > ATTACHMENT_MAX_BYTES) return invalid("files", "attachmentSize");
      const verdict = checkAttachment(file.name, bytes);
      if (!verdict.ok) return invalid("files", verdict.key);
      checked.push({ file, bytes, contentType: verdict.contentType });
    }
    const n = state.messages.length + 1;
    const attachments = checked.map(({ file, bytes, contentType }, i) => {
      const identifier = `00000000-0000-4000-8000-f${String(n * 10 + i).padStart(11, "0")}`;
      mockFiles.set(identifier, { bytes, type: contentType });
      return {
        identifier,
        fileName: file.name,
        contentType,
        size: bytes.length,
        url: `/api/messages/attachments/${identifier}`,
      };
    });
    const message: Message = {
      identifier: messageId(n),
      conversationIdentifier: conversation.identifier,
      senderIdentifier: me().identifier,
      text: text || null,
      attachments,
      createdAt: new Date().toISOString(),
      editedAt: null,
      deletedAt: null,
      seenAt: null,
    };
    saveMessagingState({ ...state, messages: [...state.messages, message] });
    replyLater(conversation.identifier, conversation.therapistId);
    return HttpResponse.json({ data: message }, { status: 201 });
  }),
  http.put(apiPath("/messages/mark-seen"), async ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const { conversationIdentifier } = (await request.json().catch(() => ({}))) as {
      conversationIdentifier?: string;
    };
    const state = messagingState();
    if (!state.conversations.some((c) => c.identifier === conversationIdentifier))
      return apiError(request, ErrorCode.CONVERSATION_NOT_FOUND);
    let updated = 0;
    const seenAt = new Date().toISOString();
    for (const m of state.messages)
      if (
        m.conversationIdentifier === conversationIdentifier &&
        m.senderIdentifier !== me().identifier &&
        !m.seenAt &&
        !m.deletedAt
      ) {
        m.seenAt = seenAt;
        updated++;
      }
    saveMessagingState(state);
    return HttpResponse.json({ data: { conversationIdentifier, updated } });
  }),
  http.put(apiPath("/messages/:id/update"), async ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const found = ownMessage(request, String(params.id));
    if ("error" in found) return found.error;
    const { text } = (await request.json().catch(() => ({}))) as { text?: string };
    if (!text?.trim())
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { text: fieldMessage(request, "messageTextRequired") },
      });
    found.message.text = text.trim();
    found.message.editedAt = new Date().toISOString();
    saveMessagingState(found.state);
    return HttpResponse.json({ data: found.message });
  }),
  http.delete(apiPath("/messages/:id"), ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const found = ownMessage(request, String(params.id));
    if ("error" in found) return found.error;
    for (const a of found.message.attachments) mockFiles.delete(a.identifier);
    Object.assign(found.message, {
      text: null,
      attachments: [],
      deletedAt: new Date().toISOString(),
    });
    saveMessagingState(found.state);
    return HttpResponse.json({ data: found.message });
  }),
  http.get(apiPath("/messages/attachments/:id"), ({ request, params }) => {
    const file = mockFiles.get(String(params.id));
    if (!file) return apiError(request, ErrorCode.FILE_NOT_FOUND);
    return new HttpResponse(file.bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": file.type },
    });
  }),
  // The mocked live channel: the browser's EventSource only (Node has none; MSW refuses it there).
  ...(typeof EventSource === "undefined"
    ? []
    : [
        sse(apiPath("/messages/live"), ({ client }) => {
          const stream = {
            send: (payload: { event: string; data: string }) => client.send(payload as never),
          };
          streams.add(stream);
          client.send({ event: "ready", data: "{}" } as never);
        }),
      ]),
];
