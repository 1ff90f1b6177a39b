import { http, HttpResponse } from "msw";
import type { CalendarFeed } from "@/features/booking/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { icsCalendar } from "@/lib/ics";
import { authAnswer } from "../fixtures/accounts";
import { bookingState } from "../fixtures/booking";
import { mockTherapist } from "../fixtures/notes";
import { apiError, apiWords } from "./errors";
import { apiPath } from "./lang";

/** The mocked person's calendar subscription; kept in sessionStorage across a mocked build's reloads. */
type Feed = { token: string; createdAt: string; role: "client" | "provider" };
const KEY = "msw-calendar-feed";
let memory: Feed | null = null;
const storage = () => (typeof sessionStorage === "undefined" ? undefined : sessionStorage);
const current = (): Feed | null => {
  const saved = storage()?.getItem(KEY);
  return saved ? (JSON.parse(saved) as Feed) : memory;
};
function save(feed: Feed | null) {
  memory = feed;
  if (feed) storage()?.setItem(KEY, JSON.stringify(feed));
  else storage()?.removeItem(KEY);
}
export const resetCalendarFeedMock = () => save(null);

const roleOf = (request: Request): Feed["role"] | undefined => {
  const auth = request.headers.get("authorization");
  if (auth === `Bearer ${authAnswer().token}`) return "client";
  if (auth === `Bearer ${mockTherapist.token}`) return "provider";
  return undefined;
};

const state = (feed: Feed | null): CalendarFeed => ({
  active: Boolean(feed),
  createdAt: feed?.createdAt ?? null,
});

const randomToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(43)), (b) =>
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".charAt(b % 64),
  ).join("");

export const calendarFeedHandlers = [
  http.get(apiPath("/calendar-feed"), ({ request }) =>
    roleOf(request)
      ? HttpResponse.json({ data: state(current()) })
      : apiError(request, ErrorCode.UNAUTHORIZED),
  ),
  http.post(apiPath("/calendar-feed"), ({ request }) => {
    const role = roleOf(request);
    if (!role) return apiError(request, ErrorCode.UNAUTHORIZED);
    const feed = { token: randomToken(), createdAt: new Date().toISOString(), role };
    save(feed);
    const url = `${new URL(request.url).origin}/api/calendar-feed/${feed.token}.ics`;
    return HttpResponse.json({ data: { ...state(feed), url } }, { status: 201 });
  }),
  http.delete(apiPath("/calendar-feed"), ({ request }) => {
    if (!roleOf(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    save(null);
    return HttpResponse.json({ data: state(null) });
  }),
  http.get(apiPath("/calendar-feed/:file"), ({ request, params }) => {
    const feed = current();
    if (!feed || params.file !== `${feed.token}.ics`) return apiError(request, ErrorCode.NOT_FOUND);
    const host = new URL(request.url);
    const events = Object.values(bookingState())
      // As the API: a cancelled session that was in the feed stays, marked cancelled (the mock
      // keeps no cancellation time, so no 30-day cut here).
      .filter(
        (b) =>
          (b.status === "confirmed" ||
            b.status === "completed" ||
            (b.status === "cancelled" &&
              (b.previousStatus === "confirmed" || b.previousStatus === "completed"))) &&
          b.startTime,
      )
      .sort((a, b) => a.startTime!.localeCompare(b.startTime!))
      .map((b) => {
        const other = feed.role === "client" ? b.provider : b.client;
        const name =
          feed.role === "client"
            ? `${other.firstName} ${other.lastName}`
            : `${other.firstName} ${other.lastName.slice(0, 1)}.`;
        const link = `${host.origin}/appointments/${b.identifier}/`;
        return {
          uid: `${b.identifier}@${host.hostname}`,
          sequence: b.reschedules.length + (b.status === "cancelled" ? 1 : 0),
          status: b.status === "cancelled" ? ("CANCELLED" as const) : ("CONFIRMED" as const),
          start: new Date(b.startTime!),
          end: new Date(b.endTime!),
          summary: apiWords(request, "calendarFile.summary", { name }),
          description: apiWords(request, "calendarFile.description", { link }),
          url: link,
        };
      });
    return new HttpResponse(icsCalendar(events), {
      headers: {
        "content-type": "text/calendar; charset=utf-8; method=PUBLISH",
        "cache-control": "private, no-store",
      },
    });
  }),
];
