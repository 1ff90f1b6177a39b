import "server-only";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { verifyAccessToken } from "@/lib/server/access-token";
import { bearerToken, optionalViewer, requireAuth } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { createRouter, ok, validate } from "@/lib/server/http";
import { liveStream } from "@/lib/server/live-stream";
import { answers, data, file } from "@/lib/server/openapi";
import { hit } from "@/lib/server/rate-limit";
import { supportChatStateSchema, supportChatTextSchema } from "../chat-schemas";
import { chatState, writeToSupport } from "./chat";
import { SUPPORT_CHAT_EVENT } from "./chat-store";

/** Enough to type as fast as anyone chats, too few to flood the inbox. */
export const SUPPORT_CHAT_LIMIT = { limit: 30, windowSeconds: 60 };

/**
 * The viewer, if signed in. A token that has only expired answers 401 TOKEN_EXPIRED, so the
 * client renews it and asks again, rather than being shown the signed-out widget.
 */
async function viewerOrExpired(c: Context) {
  const viewer = await optionalViewer(c);
  if (viewer) return viewer;
  const token = bearerToken(c.req.header("authorization")) ?? getCookie(c, "token");
  if (token) {
    const check = await verifyAccessToken(token);
    if (!check.ok && check.expired) throw new DomainError("TOKEN_EXPIRED");
  }
  return undefined;
}

/**
 * The support widget's chat (issue 68, decision 0811), mounted at /api/support/chat. A person
 * reads and writes only their own conversation: no route takes a conversation's id.
 */
export const supportChatRoutes = createRouter()
  // GET /support/chat: anyone; signed out it says only whether staff are online.
  .get("/", answers({ 200: data(supportChatStateSchema) }, ["TOKEN_EXPIRED"]), async (c) => {
    const viewer = await viewerOrExpired(c);
    return ok(c, await chatState(viewer?.userId, new Date()));
  })
  .post(
    "/messages",
    requireAuth(),
    answers({ 201: data(supportChatStateSchema) }, ["RATE_LIMITED"]),
    validate("json", supportChatTextSchema),
    async (c) => {
      const { userId } = c.get("viewer");
      const attempt = await hit(`support-chat:${userId}`, SUPPORT_CHAT_LIMIT);
      if (!attempt.allowed)
        throw new DomainError("RATE_LIMITED", {
          values: { minutes: Math.ceil(attempt.retryAfterSeconds / 60) },
        });
      return ok(c, await writeToSupport(userId, c.req.valid("json").text, new Date()), 201);
    },
  )
  /**
   * The viewer's support events as server-sent events: `support-chat` with a conversation's id
   * (re-read it), and `resync`. The staff inbox listens on the same stream.
   */
  .get(
    "/live",
    answers({ 200: file("text/event-stream", "Server-sent events: support-chat, resync.") }, [
      "UNAUTHORIZED",
    ]),
    async (c) => {
      const viewer = await optionalViewer(c);
      if (!viewer) throw new DomainError("UNAUTHORIZED");
      return liveStream(c, viewer.userId, (event) =>
        event.type === SUPPORT_CHAT_EVENT ? event : undefined,
      );
    },
  );
