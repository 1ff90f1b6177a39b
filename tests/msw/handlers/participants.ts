import { http, HttpResponse } from "msw";
import {
  INVITE_VALID_DAYS,
  isAdmitted,
  isExpired,
  PARTICIPANT_LIMIT,
  participantAnswerSchema,
  shareBookingSchema,
  type Participant,
  type ParticipantInvitation,
} from "@/features/participants/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer, demoClient } from "../fixtures/accounts";
import { afterSessionState, mockPartner, saveAfterSessionState } from "../fixtures/after-session";
import { bookingState } from "../fixtures/booking";
import { therapyCategories } from "../fixtures/catalog";
import { mockTherapist } from "../fixtures/notes";
import { calendarFile } from "./booking";
import { apiError, fieldMessage } from "./errors";
import { apiPath } from "./lang";
import { joinOf } from "./session-link";

type Stored = Participant & { bookingId: string };

/** Who calls: the demo client, the partner they invite, the therapist of every mocked booking. */
function caller(request: Request) {
  const auth = request.headers.get("authorization");
  if (auth === `Bearer ${authAnswer().token}`) return "client";
  if (auth === `Bearer ${mockPartner.token}`) return "partner";
  if (auth === `Bearer ${mockTherapist.token}`) return "therapist";
  return null;
}
const unauthorized = (request: Request) => apiError(request, ErrorCode.UNAUTHORIZED);
const notFound = (request: Request) => apiError(request, ErrorCode.NOT_FOUND);

const allowsInvite = (categoryId: string) =>
  therapyCategories("en").find((c) => c.identifier === categoryId)?.allowInvite ?? false;

/** As the real API answers a participant: lapsed is worked out when read. */
const toParticipant = ({ bookingId: _, ...p }: Stored): Participant => ({
  ...p,
  expired: isExpired(p, Date.now()),
});

const participantsOf = (bookingId: string) =>
  Object.values(afterSessionState().participants)
    .filter((p) => p.bookingId === bookingId)
    .map(toParticipant);

/** The partner's own invitation (GET /booking/participant/{id}); anyone else's is not found. */
function partnersInvitation(id: string): Stored | undefined {
  const row = afterSessionState().participants[id];
  return row?.email === mockPartner.email ? row : undefined;
}

function invitationOf(row: Stored): ParticipantInvitation {
  const b = bookingState()[row.bookingId]!;
  const { identifier, status, providerDecision, expiresAt, expired } = toParticipant(row);
  return {
    identifier,
    status,
    providerDecision,
    expiresAt,
    expired,
    invitedBy: { firstName: demoClient.firstName },
    booking: {
      identifier: b.identifier,
      status: b.status,
      startTime: b.startTime,
      endTime: b.endTime,
      therapyCategory: b.therapyCategory,
      modalityName: b.modalityName,
      provider: b.provider,
    },
  };
}

/**
 * Invited participants: the demo client invites to their couples or family session and sees who
 * answered, the invited partner opens and answers their invitation, the therapist sees them and
 * acknowledges or rejects each. Anyone else gets what the real API answers them (404 or 403).
 */
export const participantHandlers = [
  http.post(apiPath("/share-booking"), async ({ request }) => {
    const who = caller(request);
    if (!who) return unauthorized(request);
    if (who === "therapist") return apiError(request, ErrorCode.FORBIDDEN);
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
    if (!booking || who !== "client") return notFound(request);
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
        // An address with an account is attached to it at once, as on the real API.
        name:
          email === mockPartner.email ? `${mockPartner.firstName} ${mockPartner.lastName}` : null,
        status: "posted",
        providerDecision: null,
        expiresAt,
        expired: false,
      };
    }
    saveAfterSessionState({ ...state, participants });
    return HttpResponse.json({ data: participantsOf(bookingIdentifier) }, { status: 201 });
  }),
  http.get(apiPath("/share-booking/:id"), ({ request, params }) => {
    const who = caller(request);
    if (!who) return unauthorized(request);
    if (who === "partner" || !bookingState()[String(params.id)]) return notFound(request);
    return HttpResponse.json({ data: participantsOf(String(params.id)) });
  }),
  http.get(apiPath("/booking/participant"), ({ request }) => {
    const who = caller(request);
    if (!who) return unauthorized(request);
    const startOf = (inv: ParticipantInvitation) =>
      inv.booking.startTime ? Date.parse(inv.booking.startTime) : Infinity;
    const mine =
      who === "partner"
        ? Object.values(afterSessionState().participants)
            .filter((p) => p.email === mockPartner.email && bookingState()[p.bookingId])
            .map(invitationOf)
            .filter(
              (inv) =>
                (inv.booking.status === "pending" || inv.booking.status === "confirmed") &&
                (!inv.booking.endTime || Date.parse(inv.booking.endTime) > Date.now()),
            )
            .sort((a, b) => startOf(a) - startOf(b))
        : [];
    return HttpResponse.json({ data: mine });
  }),
  http.get(apiPath("/booking/participant/:id"), ({ request, params }) => {
    if (!caller(request)) return unauthorized(request);
    const row = caller(request) === "partner" ? partnersInvitation(String(params.id)) : undefined;
    return row ? HttpResponse.json({ data: invitationOf(row) }) : notFound(request);
  }),
  http.get(apiPath("/booking/participant/:id/join"), ({ request, params }) => {
    if (!caller(request)) return unauthorized(request);
    const row = caller(request) === "partner" ? partnersInvitation(String(params.id)) : undefined;
    const booking = row && bookingState()[row.bookingId];
    if (!row || !booking) return notFound(request);
    const place = joinOf(booking, "participant");
    return HttpResponse.json({
      data: isAdmitted(row)
        ? place
        : { modality: place.modality, room: null, link: null, address: null },
    });
  }),
  http.get(apiPath("/booking/participant/:id/calendar"), ({ request, params }) => {
    if (!caller(request)) return unauthorized(request);
    const row = caller(request) === "partner" ? partnersInvitation(String(params.id)) : undefined;
    const booking = row && bookingState()[row.bookingId];
    if (!row || !booking) return notFound(request);
    if (!isAdmitted(row)) return apiError(request, ErrorCode.NOT_IN_CALENDAR);
    return calendarFile(
      request,
      booking,
      booking.provider,
      `/appointments/participant/${row.identifier}/`,
    );
  }),
  http.post(apiPath("/booking/participant/:id/status"), async ({ request, params }) => {
    if (!caller(request)) return unauthorized(request);
    const parsed = participantAnswerSchema.safeParse(await request.json().catch(() => ({})));
    if (!parsed.success)
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { status: fieldMessage(request, "participantStatus") },
      });
    const row = caller(request) === "partner" ? partnersInvitation(String(params.id)) : undefined;
    if (!row) return notFound(request);
    if (Date.parse(row.expiresAt) <= Date.now()) return apiError(request, ErrorCode.INVITE_EXPIRED);
    if (row.providerDecision === "rejected")
      return apiError(request, ErrorCode.PARTICIPANT_REJECTED);
    const status = bookingState()[row.bookingId]?.status;
    if (status !== "pending" && status !== "confirmed")
      return apiError(request, ErrorCode.INVITES_CLOSED);
    const state = afterSessionState();
    state.participants[row.identifier] = { ...row, status: parsed.data.status };
    saveAfterSessionState(state);
    return HttpResponse.json({ data: invitationOf(state.participants[row.identifier]!) });
  }),
  http.post(apiPath("/appointment/participant/:id/:action"), ({ request, params }) => {
    const who = caller(request);
    if (!who) return unauthorized(request);
    if (who !== "therapist") return apiError(request, ErrorCode.FORBIDDEN);
    const state = afterSessionState();
    const row = state.participants[String(params.id)];
    if (!row) return notFound(request);
    const decision = params.action === "acknowledge" ? "acknowledged" : "rejected";
    state.participants[row.identifier] = { ...row, providerDecision: decision };
    saveAfterSessionState(state);
    return HttpResponse.json({ data: toParticipant(state.participants[row.identifier]!) });
  }),
];
