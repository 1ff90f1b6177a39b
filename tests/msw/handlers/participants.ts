import { http, HttpResponse } from "msw";
import {
  INVITE_VALID_DAYS,
  PARTICIPANT_LIMIT,
  participantAnswerSchema,
  shareBookingSchema,
} from "@/features/participants/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer, demoClient } from "../fixtures/accounts";
import { afterSessionState, saveAfterSessionState } from "../fixtures/after-session";
import { bookingState } from "../fixtures/booking";
import { therapyCategories } from "../fixtures/catalog";
import { apiError, fieldMessage } from "./errors";
import { apiPath } from "./lang";

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
const unauthorized = (request: Request) => apiError(request, ErrorCode.UNAUTHORIZED);

const allowsInvite = (categoryId: string) =>
  therapyCategories("en").find((c) => c.identifier === categoryId)?.allowInvite ?? false;

/**
 * The demo client's side of invited participants: invite to their couples or family session and
 * list who was invited. The mocked API has one account, so no invitation is ever the viewer's
 * (GET /booking/participant/{id} is 404) and the therapist's paths are refused (403).
 */
export const participantHandlers = [
  http.post(apiPath("/share-booking"), async ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const parsed = shareBookingSchema.safeParse(await request.json().catch(() => ({})));
    if (!parsed.success)
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { emails: fieldMessage(request, "inviteEmails") },
      });
    const { bookingIdentifier, emails } = parsed.data;
    if (emails.includes(demoClient.email))
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { emails: fieldMessage(request, "inviteSelf") },
      });
    const booking = bookingState()[bookingIdentifier];
    if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
    if (!allowsInvite(booking.therapyCategory.identifier))
      return apiError(request, ErrorCode.INVITES_NOT_ALLOWED);
    const state = afterSessionState();
    const existing = Object.values(state.participants).filter(
      (p) => p.bookingId === bookingIdentifier,
    );
    if (existing.some((p) => emails.includes(p.email)))
      return apiError(request, ErrorCode.ALREADY_INVITED);
    if (existing.length + emails.length > PARTICIPANT_LIMIT)
      return apiError(request, ErrorCode.INVITE_LIMIT, { values: { max: PARTICIPANT_LIMIT } });
    const expiresAt = new Date(
      Math.min(
        Date.now() + INVITE_VALID_DAYS * 86_400_000,
        booking.startTime ? Date.parse(booking.startTime) : Infinity,
      ),
    ).toISOString();
    const participants = { ...state.participants };
    for (const email of [...new Set(emails)]) {
      const identifier = `00000000-0000-4000-8000-e${String(Object.keys(participants).length + 1).padStart(11, "0")}`;
      participants[identifier] = {
        identifier,
        bookingId: bookingIdentifier,
        email,
        name: null,
        status: "posted",
        providerDecision: null,
        expiresAt,
        expired: false,
      };
    }
    saveAfterSessionState({ ...state, participants });
    const list = Object.values(participants)
      .filter((p) => p.bookingId === bookingIdentifier)
      .map(({ bookingId: _, ...p }) => p);
    return HttpResponse.json({ data: list }, { status: 201 });
  }),
  http.get(apiPath("/share-booking/:id"), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized(request);
    if (!bookingState()[String(params.id)]) return apiError(request, ErrorCode.NOT_FOUND);
    const list = Object.values(afterSessionState().participants)
      .filter((p) => p.bookingId === params.id)
      .map(({ bookingId: _, ...p }) => p);
    return HttpResponse.json({ data: list });
  }),
  http.get(apiPath("/booking/participant/:id"), ({ request }) =>
    signedIn(request) ? apiError(request, ErrorCode.NOT_FOUND) : unauthorized(request),
  ),
  http.post(apiPath("/booking/participant/:id/status"), async ({ request }) => {
    if (!signedIn(request)) return unauthorized(request);
    const parsed = participantAnswerSchema.safeParse(await request.json().catch(() => ({})));
    if (!parsed.success)
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { status: fieldMessage(request, "participantStatus") },
      });
    return apiError(request, ErrorCode.NOT_FOUND);
  }),
  http.post(apiPath("/appointment/participant/:id/:action"), ({ request }) =>
    signedIn(request) ? apiError(request, ErrorCode.FORBIDDEN) : unauthorized(request),
  ),
];
