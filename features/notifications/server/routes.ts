import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, cursorPaged, ok, validate } from "@/lib/server/http";
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
  );
