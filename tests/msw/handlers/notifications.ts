import { http, HttpResponse, sse } from "msw";
import { markReadSchema, NOTIFICATIONS_PAGE_SIZE } from "@/features/notifications/schemas";
import type { Notification } from "@/features/notifications/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer } from "../fixtures/accounts";
import { clientNotifications, therapistNotifications } from "../fixtures/notifications";
import { mockPartner } from "../fixtures/after-session";
import { mockTherapist } from "../fixtures/notes";
import { apiError, fieldMessage, invalidInput } from "./errors";
import { apiPath } from "./lang";

type Who = "client" | "therapist" | "partner";

// Kept in session storage too, so a mocked build's page reload keeps what was marked read.
const KEY = "msw-notifications";
const fresh = () => ({
  client: clientNotifications(),
  therapist: therapistNotifications(),
  // The partner the client invites (fixtures/after-session.ts) has nothing new.
  partner: [] as Notification[],
});
let memory: Record<Who, Notification[]> = fresh();
const storage = () => (typeof sessionStorage === "undefined" ? undefined : sessionStorage);
const all = (): Record<Who, Notification[]> => {
  const saved = storage()?.getItem(KEY);
  return saved ? { ...fresh(), ...(JSON.parse(saved) as Record<Who, Notification[]>) } : memory;
};
function save(next: Record<Who, Notification[]>) {
  memory = next;
  storage()?.setItem(KEY, JSON.stringify(next));
}

/** The mocked client's notifications as the data export lists them (decision 0507). */
export const clientNotificationsForExport = () =>
  all().client.map((n) => ({
    kind: n.kind,
    from: n.actorName,
    session: n.bookingId,
    details: n.details,
    createdAt: n.createdAt,
    // The mock keeps whether, not when: a read one was read when it came.
    readAt: n.read ? n.createdAt : null,
  }));

/** Puts the mocked people's notifications back as they start (tests that change them call it). */
export const resetNotificationsMock = (lists: Partial<Record<Who, Notification[]>> = {}) =>
  save({ ...fresh(), ...lists });

/** The demo client, the mocked therapist or the partner, by token; anyone else is not signed in. */
function whoIs(request: Request): Who | undefined {
  const auth = request.headers.get("authorization");
  if (auth === `Bearer ${authAnswer().token}`) return "client";
  if (auth === `Bearer ${mockTherapist.token}`) return "therapist";
  if (auth === `Bearer ${mockPartner.token}`) return "partner";
  return undefined;
}

const unread = (list: Notification[]) => list.filter((n) => !n.read).length;

/**
 * Decision 0508: GET /notifications, GET /notifications/unread-count, PUT /notifications/mark-read;
 * 0520: GET /notifications/live.
 */
export const notificationHandlers = [
  http.get(apiPath("/notifications/unread-count"), ({ request }) => {
    const who = whoIs(request);
    if (!who) return apiError(request, ErrorCode.UNAUTHORIZED);
    return HttpResponse.json({ data: { count: unread(all()[who]) } });
  }),
  http.get(apiPath("/notifications"), ({ request }) => {
    const who = whoIs(request);
    if (!who) return apiError(request, ErrorCode.UNAUTHORIZED);
    const cursor = new URL(request.url).searchParams.get("cursor");
    // The mock's cursor is the index to go on from; the real one is opaque too.
    const from = cursor === null ? 0 : Number(cursor);
    if (!Number.isSafeInteger(from) || from < 0)
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { cursor: fieldMessage(request, "cursor") },
      });
    const list = all()[who];
    const page = list.slice(from, from + NOTIFICATIONS_PAGE_SIZE);
    const next = from + NOTIFICATIONS_PAGE_SIZE;
    return HttpResponse.json({
      data: page,
      meta: { nextCursor: next < list.length ? String(next) : null },
    });
  }),
  http.put(apiPath("/notifications/mark-read"), async ({ request }) => {
    const who = whoIs(request);
    if (!who) return apiError(request, ErrorCode.UNAUTHORIZED);
    const parsed = markReadSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const lists = all();
    const seen = lists[who].find((n) => n.identifier === parsed.data.identifier);
    if (!seen) return apiError(request, ErrorCode.NOT_FOUND);
    const marked = lists[who].map((n) =>
      n.createdAt <= seen.createdAt ? { ...n, read: true } : n,
    );
    save({ ...lists, [who]: marked });
    return HttpResponse.json({ data: { count: unread(marked) } });
  }),
  // Live news: the browser's EventSource only (Node has none; MSW refuses it there). The mocked
  // people's lists never grow, so the stream only says it is open.
  ...(typeof EventSource === "undefined"
    ? []
    : [
        sse(apiPath("/notifications/live"), ({ client }) => {
          client.send({ event: "ready", data: "{}" } as never);
        }),
      ]),
];
