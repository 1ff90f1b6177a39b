import { z } from "zod";
import { pageNumber } from "@/lib/validation/common";
import { CONTACT_MESSAGE_MAX } from "./limits";

/** The support inbox pages 25 conversations at a time. */
export const SUPPORT_INBOX_PAGE_SIZE = 25;

/** POST /support/chat/messages and the inbox's reply: the same limit as the contact form. */
export const supportChatTextSchema = z.object({
  text: z
    .string("contactMessageRequired")
    .trim()
    .min(1, "contactMessageRequired")
    .max(CONTACT_MESSAGE_MAX, "contactMessageMax"),
});
export type SupportChatTextInput = z.input<typeof supportChatTextSchema>;

/** One line of a support conversation. The person sees staff lines as "support", no name. */
export const supportChatLineSchema = z.strictObject({
  identifier: z.string(),
  fromStaff: z.boolean(),
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type SupportChatLine = z.infer<typeof supportChatLineSchema>;

export const supportConversationStatusSchema = z.enum(["open", "resolved"]);

/** GET /support/chat: the widget's state for whoever opened it. */
export const supportChatStateSchema = z.strictObject({
  signedIn: z.boolean(),
  staffOnline: z.boolean(),
  conversation: z
    .strictObject({
      identifier: z.string(),
      status: supportConversationStatusSchema,
      createdAt: z.string(),
    })
    .nullable(),
  messages: z.array(supportChatLineSchema),
});
export type SupportChatState = z.infer<typeof supportChatStateSchema>;

/** GET /staff/support/conversations: filters in the inbox's URL. */
export const supportInboxQuerySchema = z.object({
  page: pageNumber(),
  person: z
    .string()
    .trim()
    .max(100, "@Staff.validation.textMax")
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(["open", "resolved", "all"]).optional().catch(undefined).default("open"),
});
export type SupportInboxQuery = z.input<typeof supportInboxQuerySchema>;

export const supportInboxRowSchema = z.strictObject({
  identifier: z.string(),
  personId: z.string(),
  personName: z.string(),
  personEmail: z.string(),
  status: supportConversationStatusSchema,
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  byEmail: z.boolean(),
  /** The person wrote last: it waits for an answer. */
  waiting: z.boolean(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type SupportInboxRow = z.infer<typeof supportInboxRowSchema>;

export const supportInboxConversationSchema = supportInboxRowSchema.extend({
  messages: z.array(supportChatLineSchema),
});
export type SupportInboxConversation = z.infer<typeof supportInboxConversationSchema>;

/** POST /staff/support/conversations/{id}/assign: a colleague, yourself (left out) or nobody. */
export const supportAssignSchema = z.object({
  assigneeId: z.uuid("invalidId").nullable().optional(),
});

/** POST /staff/support/presence's answer. */
export const supportPresenceSchema = z.strictObject({ online: z.boolean() });
