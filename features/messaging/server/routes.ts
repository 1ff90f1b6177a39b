import "server-only";
import { z } from "zod";
import { answers, cursorPage, data, file } from "@/lib/server/openapi";
import { optionalViewer, requireAuth } from "@/lib/server/auth-guard";
import { setMessageLoader } from "@/lib/server/live";
import { liveStream } from "@/lib/server/live-stream";
import { DomainError, fieldError } from "@/lib/server/errors";
import {
  createRouter,
  cursorPaged,
  jsonAnswer,
  ok,
  parseInput,
  setMultipartLimit,
  validate,
} from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import {
  chatListItemSchema,
  conversationPageSchema,
  messageSchema,
  personSchema,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  chatListQuerySchema,
  contactsQuerySchema,
  conversationQuerySchema,
  markSeenSchema,
  openConversationSchema,
  storeFieldsSchema,
  updateMessageSchema,
} from "../schemas";
import { contactsOf } from "./access";
import { chatList } from "./chat-list";
import * as messages from "./messages";

const member = requireAuth();

/** What of the live channel is messaging's (notifications have their own stream). */
const LIVE_EVENTS = new Set(["message", "edited", "deleted", "seen"]);

setMessageLoader(messages.messageById);
// A message may carry ATTACHMENTS_MAX files of up to 10 MB each, more than the platform's one file.
setMultipartLimit("/api/messages/store", ATTACHMENTS_MAX * ATTACHMENT_MAX_BYTES + 1024 * 1024);

/** Spec section 7: /messages. Every read and write goes through a viewer-scoped access check. */
export const messageRoutes = createRouter()
  .get(
    "/chat-list",
    member,
    answers({ 200: cursorPage(chatListItemSchema) }),
    validate("query", chatListQuerySchema),
    async (c) => {
      const { data, nextCursor } = await chatList(c.get("viewer"), c.req.valid("query"));
      return cursorPaged(c, data, { nextCursor });
    },
  )
  .get(
    "/contacts",
    member,
    answers({ 200: data(z.array(personSchema)) }),
    validate("query", contactsQuerySchema),
    async (c) => ok(c, await contactsOf(c.get("viewer"), c.req.valid("query").searchQuery)),
  )
  .get(
    "/unread-count",
    member,
    answers({ 200: data(z.strictObject({ count: z.number().int() })) }),
    async (c) => ok(c, await messages.unreadCount(c.get("viewer"))),
  )
  .post(
    "/conversations",
    member,
    answers({ 200: conversationPageSchema }, ["NOT_FOUND", "CONVERSATION_NOT_FOUND", "FORBIDDEN"]),
    validate("query", conversationQuerySchema),
    validate("json", openConversationSchema),
    async (c) => {
      const { data, nextCursor, conversation } = await messages.openConversation(
        c.get("viewer"),
        c.req.valid("json").userIdentifier,
        c.req.valid("query"),
      );
      return jsonAnswer(c, { data, meta: { nextCursor, conversation } });
    },
  )
  .post(
    "/store",
    member,
    answers(
      { 201: data(messageSchema) },
      ["CONVERSATION_NOT_FOUND", "MESSAGE_RATE_LIMITED", "VALIDATION_FAILED", "MALFORMED_BODY"],
      {
        multipart: z.object({
          conversationIdentifier: z.string(),
          text: z.string().optional(),
          files: z.array(z.file()).optional(),
        }),
      },
    ),
    async (c) => {
      const body = await c.req.parseBody({ all: true }).catch(() => {
        throw new DomainError("MALFORMED_BODY");
      });
      const raw = [body.files, body["files[]"], body.file].flat().filter((v) => v !== undefined);
      if (raw.some((v) => !(v instanceof File))) throw fieldError("files", "attachmentType");
      const fields = parseInput(storeFieldsSchema, {
        conversationIdentifier: body.conversationIdentifier,
        text: typeof body.text === "string" ? body.text : undefined,
      });
      const files = await Promise.all(
        (raw as File[]).map(async (file) => ({
          name: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
        })),
      );
      const message = await messages.storeMessage(c.get("viewer"), { ...fields, files });
      return ok(c, message, 201);
    },
  )
  .put(
    "/mark-seen",
    member,
    answers(
      {
        200: data(
          z.strictObject({ conversationIdentifier: z.string(), updated: z.number().int() }),
        ),
      },
      ["CONVERSATION_NOT_FOUND"],
    ),
    validate("json", markSeenSchema),
    async (c) =>
      ok(c, await messages.markSeen(c.get("viewer"), c.req.valid("json").conversationIdentifier)),
  )
  .put(
    "/:id/update",
    member,
    answers({ 200: data(messageSchema) }, [
      "MESSAGE_NOT_FOUND",
      "NOT_YOUR_MESSAGE",
      "EDIT_WINDOW_PASSED",
    ]),
    validate("param", idParamSchema),
    validate("json", updateMessageSchema),
    async (c) =>
      ok(
        c,
        await messages.updateMessage(
          c.req.valid("param").id,
          c.get("viewer"),
          c.req.valid("json").text,
        ),
      ),
  )
  .delete(
    "/:id",
    member,
    answers({ 200: data(messageSchema) }, ["MESSAGE_NOT_FOUND", "NOT_YOUR_MESSAGE"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await messages.deleteMessage(c.req.valid("param").id, c.get("viewer"))),
  )
  .get(
    "/attachments/:id",
    answers({ 200: file("", "The attachment, as sent.") }, ["FILE_NOT_FOUND", "NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => {
      // <img>, <audio> and links cannot send a bearer header: the spec's token cookie counts too.
      const viewer = await optionalViewer(c);
      const file = await messages.readAttachment(c.req.valid("param").id, viewer?.userId);
      const inline = /^(image|audio|video)\//.test(file.contentType);
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": file.contentType,
        "content-disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
      });
    },
  )
  /**
   * The live channel: server-sent events for the viewer (EventSource sends the token cookie).
   * Events: message, edited, deleted, seen, and resync (re-read: notices may have been missed).
   */
  .get(
    "/live",
    answers(
      {
        200: file(
          "text/event-stream",
          "Server-sent events: message, edited, deleted, seen, resync.",
        ),
      },
      ["UNAUTHORIZED"],
    ),
    async (c) => {
      const viewer = await optionalViewer(c);
      if (!viewer) throw new DomainError("UNAUTHORIZED");
      return liveStream(
        c,
        viewer.userId,
        (event) => (LIVE_EVENTS.has(event.type) ? event : undefined),
        { messages: true },
      );
    },
  );
