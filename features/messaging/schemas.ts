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

// The answers' schemas (decision 0042); the wire types are read off them.
export const personSchema = z
  .strictObject({
    identifier: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    userType: z.enum(["client", "provider"]),
    /** A picture when the person has one; otherwise the UI shows their initials. */
    photoUrl: z.string().nullable(),
  })
  .meta({ id: "Person" });
export type Person = z.infer<typeof personSchema>;

export const attachmentSchema = z.strictObject({
  identifier: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z
  .strictObject({
    identifier: z.string(),
    conversationIdentifier: z.string(),
    senderIdentifier: z.string(),
    /** Null once deleted. */
    text: z.string().nullable(),
    attachments: z.array(attachmentSchema),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    deletedAt: z.string().nullable(),
    seenAt: z.string().nullable(),
  })
  .meta({ id: "Message" });
export type Message = z.infer<typeof messageSchema>;

export const chatListItemSchema = z.strictObject({
  identifier: z.string(),
  otherUser: personSchema,
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

export const conversationSchema = z.strictObject({
  identifier: z.string(),
  otherUser: personSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /messages/conversations: the conversation and a slice of its messages, newest first. */
export const conversationPageSchema = z.strictObject({
  data: z.array(messageSchema),
  meta: z.strictObject({ nextCursor: z.string().nullable(), conversation: conversationSchema }),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

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
