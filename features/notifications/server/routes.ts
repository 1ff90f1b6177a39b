import "server-only";
import { optionalViewer, requireAuth } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { createRouter, cursorPaged, ok, validate } from "@/lib/server/http";
import type { LiveEvent } from "@/lib/server/live";
import { liveStream } from "@/lib/server/live-stream";
import { cursorQuerySchema } from "@/lib/validation/common";
import { answers, cursorPage, data, file } from "@/lib/server/openapi";
import { markReadSchema, notificationSchema, unreadCountSchema } from "../schemas";
import { listNotifications, markRead, unreadCount } from "./notifications";

const member = requireAuth();

/** Messaging's live events after which a person's count of unread messages may differ. */
const UNREAD_CHANGES = new Set(["message", "deleted", "seen"]);

/** What the news stream passes on of the live channel: news, and "unread" without a message. */
function newsOf(event: LiveEvent): LiveEvent | undefined {
  if (event.type === "news") return event;
  if (UNREAD_CHANGES.has(event.type)) return { type: "unread" };
  return undefined;
}

/** A signed-in person's notifications (decision 0508), under /notifications. */
export const notificationRoutes = createRouter()
  .get(
    "/",
    member,
    answers({ 200: cursorPage(notificationSchema) }),
    validate("query", cursorQuerySchema),
    async (c) => {
      const { data, nextCursor } = await listNotifications(
        c.get("viewer").userId,
        c.req.valid("query").cursor,
      );
      return cursorPaged(c, data, { nextCursor });
    },
  )
  .get("/unread-count", member, answers({ 200: data(unreadCountSchema) }), async (c) =>
    ok(c, await unreadCount(c.get("viewer").userId)),
  )
  .put(
    "/mark-read",
    member,
    answers({ 200: data(unreadCountSchema) }, ["NOT_FOUND"]),
    validate("json", markReadSchema),
    async (c) => ok(c, await markRead(c.get("viewer").userId, c.req.valid("json").identifier)),
  )
  /**
   * Live news for every page (decision 0520), as server-sent events (EventSource sends the token
   * cookie): "news" when something was recorded for the viewer, "unread" when their unread
   * messages may have changed (never the message itself), "resync" when some may have been missed.
   */
  .get(
    "/live",
    answers({ 200: file("text/event-stream", "Server-sent events: news, unread, resync.") }, [
      "UNAUTHORIZED",
    ]),
    async (c) => {
      const viewer = await optionalViewer(c);
      if (!viewer) throw new DomainError("UNAUTHORIZED");
      return liveStream(c, viewer.userId, newsOf);
    },
  );
