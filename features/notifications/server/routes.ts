import "server-only";
import { optionalViewer, requireAuth } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { createRouter, cursorPaged, ok, validate } from "@/lib/server/http";
import { liveStream } from "@/lib/server/live-stream";
import { cursorQuerySchema } from "@/lib/validation/common";
import { markReadSchema } from "../schemas";
import { listNotifications, markRead, unreadCount } from "./notifications";

const member = requireAuth();

/** A signed-in person's notifications (decision 0508), under /notifications. */
export const notificationRoutes = createRouter()
  .get("/", member, validate("query", cursorQuerySchema), async (c) => {
    const { data, nextCursor } = await listNotifications(
      c.get("viewer").userId,
      c.req.valid("query").cursor,
    );
    return cursorPaged(c, data, { nextCursor });
  })
  .get("/unread-count", member, async (c) => ok(c, await unreadCount(c.get("viewer").userId)))
  .put("/mark-read", member, validate("json", markReadSchema), async (c) =>
    ok(c, await markRead(c.get("viewer").userId, c.req.valid("json").identifier)),
  )
  /**
   * Live news (decision 0520): "news" when something was recorded for the viewer, "resync" when
   * some may have been missed. Server-sent events; EventSource sends the token cookie.
   */
  .get("/live", async (c) => {
    const viewer = await optionalViewer(c);
    if (!viewer) throw new DomainError("UNAUTHORIZED");
    return liveStream(c, viewer.userId, (event) => event.type === "news");
  });
