import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok } from "@/lib/server/http";
import { icsContentType } from "@/lib/ics";
import { answers, data, file } from "@/lib/server/openapi";
import { calendarFeedSchema } from "../schemas";
import * as feed from "./calendar-feed";

const party = requireAuth();

/**
 * A person's calendar subscription (decision 0306): its state, a new address (the old one stops
 * working), turning it off; and the feed itself, which a calendar app fetches without signing in,
 * the secret in its address standing for the person.
 */
export const calendarFeedRoutes = createRouter()
  .get("/", party, answers({ 200: data(calendarFeedSchema) }), async (c) =>
    ok(c, await feed.calendarFeedOf(c.get("viewer").userId)),
  )
  .post("/", party, answers({ 201: data(calendarFeedSchema) }), async (c) =>
    ok(c, await feed.createCalendarFeed(c.get("viewer").userId), 201),
  )
  .delete("/", party, answers({ 200: data(calendarFeedSchema) }), async (c) =>
    ok(c, await feed.deleteCalendarFeed(c.get("viewer").userId)),
  )
  .get(
    "/:file{[A-Za-z0-9_-]{43}\\.ics}",
    answers({ 200: file("text/calendar", "The feed (iCalendar).") }, ["NOT_FOUND", "RATE_LIMITED"]),
    async (c) => {
      const body = await feed.calendarFeedFile(c.req.param("file").slice(0, -".ics".length));
      return c.body(body, 200, {
        "content-type": icsContentType("PUBLISH"),
        "cache-control": "private, no-store",
      });
    },
  );
