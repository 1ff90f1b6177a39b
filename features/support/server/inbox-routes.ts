import "server-only";
import type { Context } from "hono";
import {
  recordAudit,
  requireStaff,
  STAFF_AREAS,
  staffRolesOf,
  type StaffEnv,
} from "@/features/staff/server/service";
import { fieldError } from "@/lib/server/errors";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { answers, data, page } from "@/lib/server/openapi";
import { idParamSchema } from "@/lib/validation/common";
import {
  supportAssignSchema,
  supportChatTextSchema,
  supportInboxConversationSchema,
  supportInboxQuerySchema,
  supportInboxRowSchema,
  supportPresenceSchema,
} from "../chat-schemas";
import { markPresent } from "./chat-store";
import {
  assignConversation,
  inboxConversation,
  listInbox,
  replyToPerson,
  resolveConversation,
} from "./inbox";

const support = requireStaff(STAFF_AREAS.support);
const staffOf = (c: Context) => (c as unknown as Context<StaffEnv>).get("staff");
const audit = (c: Context, facts: Parameters<typeof recordAudit>[1]) =>
  recordAudit(c as unknown as Context<StaffEnv>, facts);

/**
 * The console's support inbox (issue 68, decision 0811), mounted at /api/staff/support: support
 * and admin staff only, everyone else 404 as for the rest of the console. Assigning, resolving
 * and replying are audited.
 */
export const supportInboxRoutes = createRouter()
  // POST /staff/support/presence: the inbox's heartbeat; while it beats, the widget offers chat.
  .post("/presence", support, answers({ 200: data(supportPresenceSchema) }), async (c) => {
    await markPresent(staffOf(c).userId, new Date());
    return ok(c, { online: true });
  })
  .get(
    "/conversations",
    support,
    answers({ 200: page(supportInboxRowSchema) }),
    validate("query", supportInboxQuerySchema),
    async (c) => {
      const { data: rows, meta } = await listInbox(c.req.valid("query"));
      return paged(c, rows, meta);
    },
  )
  .get(
    "/conversations/:id",
    support,
    answers({ 200: data(supportInboxConversationSchema) }),
    validate("param", idParamSchema),
    async (c) => ok(c, await inboxConversation(c.req.valid("param").id)),
  )
  .post(
    "/conversations/:id/messages",
    support,
    answers({ 201: data(supportInboxConversationSchema) }),
    validate("param", idParamSchema),
    validate("json", supportChatTextSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const staff = staffOf(c);
      const conversation = await replyToPerson(
        id,
        staff.userId,
        c.req.valid("json").text,
        new Date(),
      );
      // The fact of the reply, never its text.
      await audit(c, {
        action: "support.reply",
        targetId: conversation.personId,
        details: { conversationId: id },
      });
      return ok(c, conversation, 201);
    },
  )
  .post(
    "/conversations/:id/assign",
    support,
    answers({ 200: data(supportInboxConversationSchema) }),
    validate("param", idParamSchema),
    validate("json", supportAssignSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { assigneeId: chosen } = c.req.valid("json");
      const assigneeId = chosen === undefined ? staffOf(c).userId : chosen;
      if (assigneeId) {
        const roles = await staffRolesOf(assigneeId);
        if (!roles.some((role) => role === "support" || role === "admin"))
          throw fieldError("assigneeId", "@SupportInbox.notSupportStaff");
      }
      const { before, conversation } = await assignConversation(id, assigneeId, new Date());
      await audit(c, {
        action: "support.assign",
        targetId: conversation.personId,
        details: { conversationId: id, assigneeId, previousAssigneeId: before },
      });
      return ok(c, conversation);
    },
  )
  .post(
    "/conversations/:id/resolve",
    support,
    answers({ 200: data(supportInboxConversationSchema) }),
    validate("param", idParamSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const conversation = await resolveConversation(id, new Date());
      await audit(c, {
        action: "support.resolve",
        targetId: conversation.personId,
        details: { conversationId: id },
      });
      return ok(c, conversation);
    },
  );
