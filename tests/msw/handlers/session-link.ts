import { http, HttpResponse } from "msw";
import { JOIN_BY_LINK, type Booking, type JoinInfo } from "@/features/booking/schemas";
import { sessionLinkSchema } from "@/features/practice/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer } from "../fixtures/accounts";
import { completeEnded } from "../fixtures/booking";
import { mockTherapist } from "../fixtures/notes";
import { providerProfile } from "../fixtures/practice";
import { apiError, apiWords, invalidInput } from "./errors";
import { apiPath } from "./lang";

/** The mocked therapist's room at the start of a session (tests that change it reset it). */
export const MOCK_SESSION_LINK = "https://meet.example.com/amaka-obi";

// Kept in session storage too, so a mocked build's page reload keeps a saved link.
const KEY = "msw-session-link";
const OWN_KEY = "msw-session-link-own";
let memory: string | null = MOCK_SESSION_LINK;
let ownMemory = false;
const storage = () => (typeof sessionStorage === "undefined" ? undefined : sessionStorage);
const current = (): string | null => {
  const saved = storage()?.getItem(KEY);
  return saved === null || saved === undefined ? memory : saved || null;
};
/** Whether the mocked therapist's sessions happen in their own room (decision 0319). */
export const usesOwnRoom = (): boolean => {
  const saved = storage()?.getItem(OWN_KEY);
  return current() !== null && (saved === null || saved === undefined ? ownMemory : saved === "1");
};
/**
 * The mocked therapist's own room and whether they use it (decision 0319). A link set here is in
 * use unless told otherwise; at first the link is saved but the built-in room is used.
 */
export function setSessionLinkMock(link: string | null, useOwnRoom = link !== null) {
  memory = link;
  ownMemory = useOwnRoom;
  storage()?.setItem(KEY, link ?? "");
  storage()?.setItem(OWN_KEY, useOwnRoom ? "1" : "0");
}
const saved = () => ({ link: current(), useOwnRoom: usesOwnRoom() });

const isClient = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
const isTherapist = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${mockTherapist.token}`;

/** Only the mocked therapist: the demo client gets 403, no one signed in 401, as on the API. */
const refused = (request: Request) =>
  isTherapist(request)
    ? null
    : apiError(request, isClient(request) ? ErrorCode.FORBIDDEN : ErrorCode.UNAUTHORIZED);

/**
 * Decision 0308, as the real API decides it (features/booking/server/join.ts); "participant": an
 * invitee who accepted (0309), who sees the place only while the session is confirmed and on.
 */
export function joinOf(booking: Booking, role: "client" | "provider" | "participant"): JoinInfo {
  const none = { modality: booking.modality, room: null, link: null, address: null };
  if (role === "client" && booking.status !== "confirmed") return none;
  if (
    role === "participant" &&
    (booking.status !== "confirmed" ||
      (booking.endTime && Date.parse(booking.endTime) <= Date.now()))
  )
    return none;
  const byLink = JOIN_BY_LINK.includes(booking.modality);
  return {
    modality: booking.modality,
    room: byLink ? (usesOwnRoom() ? "own" : "built-in") : null,
    link: byLink && usesOwnRoom() ? current() : null,
    address: booking.modality === "in-person" ? providerProfile().officeAddress : null,
  };
}

/** GET and PUT /provider/session-link (0308, 0319); GET /booking/{id}/join and /appointment/{id}/join. */
export const sessionLinkHandlers = [
  http.get(apiPath("/provider/session-link"), ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    return HttpResponse.json({ data: saved() });
  }),
  http.put(apiPath("/provider/session-link"), async ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const parsed = sessionLinkSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    setSessionLinkMock(parsed.data.link || null, parsed.data.useOwnRoom);
    return HttpResponse.json({
      data: { ...saved(), message: apiWords(request, "sessionLinkSaved") },
    });
  }),
  http.get(apiPath("/booking/:id/join"), ({ request, params }) => {
    if (isTherapist(request)) return apiError(request, ErrorCode.FORBIDDEN);
    if (!isClient(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const booking = completeEnded()[String(params.id)];
    if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
    return HttpResponse.json({ data: joinOf(booking, "client") });
  }),
  http.get(apiPath("/appointment/:id/join"), ({ request, params }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const booking = completeEnded()[String(params.id)];
    if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
    return HttpResponse.json({ data: joinOf(booking, "provider") });
  }),
];
