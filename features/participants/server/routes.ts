import "server-only";
import { z } from "zod";
import { requireAuth } from "@/lib/server/auth-guard";
import { calendarAnswer } from "@/features/booking/server/service";
import { createRouter, ok, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import { joinInfoSchema } from "@/features/booking";
import { answers, data, file } from "@/lib/server/openapi";
import {
  participantAnswerSchema,
  participantInvitationSchema,
  participantSchema,
  shareBookingSchema,
} from "../schemas";
import {
  answerInvitation,
  decideParticipant,
  invitation,
  invitationCalendarFile,
  invitationJoinInfo,
  myInvitations,
  participantsOf,
  shareBooking,
} from "./participants";

const client = requireAuth("client");
const provider = requireAuth("provider");
const anyone = requireAuth();

/** POST /share-booking (the booking's client), GET /share-booking/{bookingId} (client, therapist). */
export const shareBookingRoutes = createRouter()
  .post(
    "/",
    client,
    answers({ 201: data(z.array(participantSchema)) }, [
      "NOT_FOUND",
      "INVITES_NOT_ALLOWED",
      "INVITES_CLOSED",
      "INVITE_LIMIT",
      "ALREADY_INVITED",
    ]),
    validate("json", shareBookingSchema),
    async (c) =>
      ok(c, await shareBooking(c.get("viewer"), c.req.valid("json"), c.get("locale")), 201),
  )
  .get(
    "/:id",
    anyone,
    answers({ 200: data(z.array(participantSchema)) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await participantsOf(c.req.valid("param").id, c.get("viewer"))),
  );

/** /booking/participant (the invitee's list), /{id}, its /join, /calendar and /status: the invitee's side. */
export const participantBookingRoutes = createRouter()
  .get(
    "/participant",
    anyone,
    answers({ 200: data(z.array(participantInvitationSchema)) }),
    async (c) => ok(c, await myInvitations(c.get("viewer"), c.get("locale"))),
  )
  .get(
    "/participant/:id",
    anyone,
    answers({ 200: data(participantInvitationSchema) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await invitation(c.req.valid("param").id, c.get("viewer"), c.get("locale"))),
  )
  .get(
    "/participant/:id/join",
    anyone,
    answers({ 200: data(joinInfoSchema) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await invitationJoinInfo(c.req.valid("param").id, c.get("viewer"))),
  )
  .get(
    "/participant/:id/calendar",
    anyone,
    answers({ 200: file("text/calendar", "The session as an .ics file.") }, [
      "NOT_FOUND",
      "NOT_IN_CALENDAR",
    ]),
    validate("param", idParamSchema),
    async (c) =>
      calendarAnswer(
        c,
        await invitationCalendarFile(c.req.valid("param").id, c.get("viewer"), c.get("locale")),
      ),
  )
  .post(
    "/participant/:id/status",
    anyone,
    answers({ 200: data(participantInvitationSchema) }, [
      "NOT_FOUND",
      "INVITE_EXPIRED",
      "INVITES_CLOSED",
      "PARTICIPANT_REJECTED",
    ]),
    validate("param", idParamSchema),
    validate("json", participantAnswerSchema),
    async (c) =>
      ok(
        c,
        await answerInvitation(
          c.req.valid("param").id,
          c.get("viewer"),
          c.req.valid("json").status,
          c.get("locale"),
        ),
      ),
  );

/** /appointment/participant/{id}/acknowledge and /reject-booking: the therapist's side. */
export const participantAppointmentRoutes = createRouter()
  .post(
    "/participant/:id/acknowledge",
    provider,
    answers({ 200: data(participantSchema) }, ["NOT_FOUND", "INVITES_CLOSED"]),
    validate("param", idParamSchema),
    async (c) =>
      ok(c, await decideParticipant(c.req.valid("param").id, c.get("viewer"), "acknowledged")),
  )
  .post(
    "/participant/:id/reject-booking",
    provider,
    answers({ 200: data(participantSchema) }, ["NOT_FOUND", "INVITES_CLOSED"]),
    validate("param", idParamSchema),
    async (c) =>
      ok(c, await decideParticipant(c.req.valid("param").id, c.get("viewer"), "rejected")),
  );
