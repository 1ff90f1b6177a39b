import { z } from "zod";
import { cursorQuerySchema } from "@/lib/validation/common";

/** Spec section 9 / issue 15: a message's text, and what may ride along with it. */
export const MESSAGE_TEXT_MAX = 4000;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Attachments per message (decision 0600). */
export const ATTACHMENTS_MAX = 5;
/** An author may edit their text this long after sending (decision 0600). */
export const EDIT_WINDOW_MINUTES = 15;
/** Messages a sender may store per minute (decision 0600); the server reads an override (bench). */
export const SEND_LIMIT_PER_MINUTE = 30;
export const CHAT_LIST_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 30;
export const SEARCH_MAX = 100;
/** Spec section 9: the pause after a message is deleted before the modal closes. */
export const DELETE_PAUSE_MS = 300;

const searchQuery = z.string().trim().max(SEARCH_MAX, "searchQuery").optional();

export const chatListQuerySchema = cursorQuerySchema.extend({ searchQuery });
export const contactsQuerySchema = z.object({ searchQuery });
export const conversationQuerySchema = cursorQuerySchema.extend({ searchQuery });
export const openConversationSchema = z.object({ userIdentifier: z.uuid("invalidId") });

export const messageText = z
  .string("messageTextRequired")
  .max(MESSAGE_TEXT_MAX, "messageTextMax")
  .transform((text) => text.trim());

/** The text part of POST /messages/store; files are checked by content on the server. */
export const storeFieldsSchema = z.object({
  conversationIdentifier: z.uuid("invalidId"),
  text: messageText.default(""),
});

export const updateMessageSchema = z.object({
  text: messageText.refine((text) => text.length > 0, "messageTextRequired"),
});

export const markSeenSchema = z.object({ conversationIdentifier: z.uuid("invalidId") });

// ---- wire types ----------------------------------------------------------------------------

export type Person = {
  identifier: string;
  firstName: string;
  lastName: string;
  userType: "client" | "provider";
  /** A picture when the person has one; otherwise the UI shows their initials. */
  photoUrl: string | null;
};

export type Attachment = {
  identifier: string;
  fileName: string;
  contentType: string;
  size: number;
  url: string;
};

export type Message = {
  identifier: string;
  conversationIdentifier: string;
  senderIdentifier: string;
  /** Null once deleted. */
  text: string | null;
  attachments: Attachment[];
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  seenAt: string | null;
};

export type ChatListItem = {
  identifier: string;
  otherUser: Person;
  lastMessage: Message | null;
  unreadCount: number;
};

export type Conversation = { identifier: string; otherUser: Person };

/** POST /messages/conversations: the conversation and a slice of its messages, newest first. */
export type ConversationPage = {
  data: Message[];
  meta: { nextCursor: string | null; conversation: Conversation };
};

/** What the live channel pushes (event name = type). */
export type LiveEvent =
  | { type: "message"; message: Message }
  | { type: "edited"; message: Message }
  | { type: "deleted"; message: Message }
  | {
      type: "seen";
      conversationIdentifier: string;
      seenBy: string;
      seenAt: string;
    };
