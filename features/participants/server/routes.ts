import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { calendarAnswer } from "@/features/booking/server/service";
import { createRouter, ok, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import { participantAnswerSchema, shareBookingSchema } from "../schemas";
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
  .post("/", client, validate("json", shareBookingSchema), async (c) =>
    ok(c, await shareBooking(c.get("viewer"), c.req.valid("json"), c.get("locale")), 201),
  )
  .get("/:id", anyone, validate("param", idParamSchema), async (c) =>
    ok(c, await participantsOf(c.req.valid("param").id, c.get("viewer"))),
  );

/** /booking/participant (the invitee's list), /{id}, its /join, /calendar and /status: the invitee's side. */
export const participantBookingRoutes = createRouter()
  .get("/participant", anyone, async (c) =>
    ok(c, await myInvitations(c.get("viewer"), c.get("locale"))),
  )
  .get("/participant/:id", anyone, validate("param", idParamSchema), async (c) =>
    ok(c, await invitation(c.req.valid("param").id, c.get("viewer"), c.get("locale"))),
  )
  .get("/participant/:id/join", anyone, validate("param", idParamSchema), async (c) =>
    ok(c, await invitationJoinInfo(c.req.valid("param").id, c.get("viewer"))),
  )
  .get("/participant/:id/calendar", anyone, validate("param", idParamSchema), async (c) =>
    calendarAnswer(
      c,
      await invitationCalendarFile(c.req.valid("param").id, c.get("viewer"), c.get("locale")),
    ),
  )
  .post(
    "/participant/:id/status",
    anyone,
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
  .post("/participant/:id/acknowledge", provider, validate("param", idParamSchema), async (c) =>
    ok(c, await decideParticipant(c.req.valid("param").id, c.get("viewer"), "acknowledged")),
  )
  .post("/participant/:id/reject-booking", provider, validate("param", idParamSchema), async (c) =>
    ok(c, await decideParticipant(c.req.valid("param").id, c.get("viewer"), "rejected")),
  );
