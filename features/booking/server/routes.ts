import "server-only";
import { z } from "zod";
import { answers, data, file, page } from "@/lib/server/openapi";
import type { Context } from "hono";
import { requireAuth, type AuthEnv } from "@/lib/server/auth-guard";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import {
  bookingAnswerSchema,
  cancellationCheckSchema,
  cancelledBookingSchema,
  clientRelationSchema,
  joinInfoSchema,
  receiptSchema,
  rescheduleCheckSchema,
  rescheduledBookingSchema,
  cancelSchema,
  createAppointmentSchema,
  createBookingSchema,
  createSeriesSchema,
  rescheduleActionParamSchema,
  rescheduleSchema,
  rescheduleUpdateSchema,
  scheduleSchema,
} from "../schemas";
import * as cancel from "./cancel";
import { BOOKING_ERRORS, RESCHEDULE_ERRORS } from "./route-errors";
import { calendarAnswer, calendarFileOf } from "./calendar";
import { bookingConfirmed } from "./confirmed-hooks";
import { sendBooked } from "./emails";
import { joinInfoOf } from "./join";
import * as reads from "./reads";
import * as list from "./list";
import { listQuerySchema } from "../list-query";
import { receiptOf } from "./receipt";
import { moveRoutes } from "./move-routes";
import * as reschedule from "./reschedule";
import * as booking from "./actions";
import { logError } from "@/lib/server/log";

const client = requireAuth("client");
const provider = requireAuth("provider");
/** Either side of a booking; the service's access check decides whose it is. */
const party = requireAuth();

/**
 * What both sides read the same way: their list (GET /booking, GET /appointment), their next
 * session (/next), one booking (/{id}) and its series, each scoped to the viewer by the service's
 * one access check.
 */
function viewerReads(guard: typeof client) {
  return (
    createRouter()
      .get(
        "/",
        guard,
        answers({ 200: page(bookingAnswerSchema) }),
        validate("query", listQuerySchema),
        async (c) => {
          const { data, meta } = await list.listBookings(
            c.get("viewer"),
            c.req.valid("query"),
            c.get("locale"),
          );
          return paged(c, data, meta);
        },
      )
      .get("/next", guard, answers({ 200: data(bookingAnswerSchema.nullable()) }), async (c) =>
        ok(c, await reads.nextSession(c.get("viewer"), c.get("locale"))),
      )
      .get(
        "/:id",
        guard,
        answers({ 200: data(bookingAnswerSchema) }, ["NOT_FOUND"]),
        validate("param", idParamSchema),
        async (c) =>
          ok(c, await reads.getBooking(c.req.valid("param").id, c.get("viewer"), c.get("locale"))),
      )
      // Every session of its weekly series; the therapist's side is ours (decision 0315).
      .get(
        "/:id/series",
        guard,
        answers({ 200: data(z.array(bookingAnswerSchema)) }, ["NOT_FOUND"]),
        validate("param", idParamSchema),
        async (c) =>
          ok(c, await reads.seriesOf(c.req.valid("param").id, c.get("viewer"), c.get("locale"))),
      )
      .get(
        "/:id/join",
        guard,
        answers({ 200: data(joinInfoSchema) }, ["NOT_FOUND"]),
        validate("param", idParamSchema),
        async (c) => ok(c, await joinInfoOf(c.req.valid("param").id, c.get("viewer"))),
      )
      .get(
        "/:id/receipt",
        guard,
        answers({ 200: data(receiptSchema) }, ["NOT_FOUND", "NO_RECEIPT"]),
        validate("param", idParamSchema),
        async (c) =>
          ok(c, await receiptOf(c.req.valid("param").id, c.get("viewer"), c.get("locale"))),
      )
      .get(
        "/:id/calendar",
        guard,
        answers({ 200: file("text/calendar", "The session as an .ics file.") }, [
          "NOT_FOUND",
          "NOT_IN_CALENDAR",
        ]),
        validate("param", idParamSchema),
        async (c) =>
          calendarAnswer(
            c,
            await calendarFileOf(c.req.valid("param").id, c.get("viewer"), c.get("locale")),
          ),
      )
  );
}

/** Actions answer with the booking as its viewer now sees it. */
const bookingAnswer = async (c: Context<AuthEnv>, id: string, status: 200 | 201 = 200) =>
  ok(c, await reads.getBooking(id, c.get("viewer"), c.get("locale")), status);

/**
 * POST /{id}/cancel on either side: the booking as its viewer now sees it, and what went back to
 * the client's wallet.
 */
function cancelRoute(guard: typeof client) {
  return createRouter().post(
    "/:id/cancel",
    guard,
    answers({ 200: data(cancelledBookingSchema) }, [
      "NOT_FOUND",
      "ALREADY_CANCELLED",
      "NOT_CANCELLABLE",
      "HELD_FOR_WAITLIST",
    ]),
    validate("param", idParamSchema),
    validate("json", cancelSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { refunded, booking } = await cancel.cancelBooking(
        id,
        c.get("viewer"),
        c.req.valid("json").note,
      );
      const answer = await reads.answerOf(booking, c.get("locale"), {
        viewerId: c.get("viewer").userId,
      });
      return ok(c, { ...answer, refunded });
    },
  );
}

/**
 * POST /{id}/reschedule on either side: the booking as its viewer now sees it, and whether the
 * move waits for the other party (`pending`) or is done (`completed`). GET /reschedule/pending:
 * the viewer's bookings with a request waiting for an answer (the dashboard's list).
 */
function rescheduleRoutes(guard: typeof client) {
  return createRouter()
    .get(
      "/reschedule/pending",
      guard,
      answers({ 200: data(z.array(bookingAnswerSchema)) }),
      async (c) => ok(c, await reads.pendingReschedules(c.get("viewer"), c.get("locale"))),
    )
    .post(
      "/:id/reschedule",
      guard,
      answers({ 200: data(rescheduledBookingSchema) }, RESCHEDULE_ERRORS),
      validate("param", idParamSchema),
      validate("json", rescheduleSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const { status, booking } = await reschedule.rescheduleBooking(
          id,
          c.get("viewer"),
          c.req.valid("json"),
        );
        const answer = await reads.answerOf(booking, c.get("locale"), {
          viewerId: c.get("viewer").userId,
        });
        return ok(c, { ...answer, rescheduleStatus: status });
      },
    );
}

const seriesAnswer = data(
  z.strictObject({ identifier: z.string(), bookings: z.array(z.string()) }),
);
const ownHoldAnswer = data(bookingAnswerSchema).describe(
  "The client's own unpaid hold on that time, now with these choices (issue 74).",
);
/** The client's side: /booking (spec section 7). */
export const bookingRoutes = createRouter()
  .post(
    "/",
    client,
    answers({ 201: data(bookingAnswerSchema), 200: ownHoldAnswer }, BOOKING_ERRORS),
    validate("json", createBookingSchema),
    async (c) => {
      const input = c.req.valid("json");
      const viewer = c.get("viewer");
      const { row, providerName, resumed } = await booking.createBooking({
        ...input,
        clientId: viewer.userId,
        timeslotIdentifier: input.scheduleLater ? undefined : input.timeslotIdentifier,
      });
      const names = new Map([
        [viewer.userId, viewer.name],
        [row.providerId, providerName],
      ]);
      const answer = await reads.answerOf(row, c.get("locale"), { isNew: !resumed, names });
      return ok(c, answer, resumed ? 200 : 201);
    },
  )
  .post(
    "/series",
    client,
    answers(
      {
        201: seriesAnswer,
        200: seriesAnswer.describe(
          "The client's own unpaid series at those times, now with these choices (decision 0323).",
        ),
      },
      [...BOOKING_ERRORS, "SERIES_CLASHES"],
    ),
    validate("json", createSeriesSchema),
    async (c) => {
      const { seriesId, bookingIds, resumed } = await booking.createSeries({
        ...c.req.valid("json"),
        clientId: c.get("viewer").userId,
      });
      return ok(c, { identifier: seriesId, bookings: bookingIds }, resumed ? 200 : 201);
    },
  )
  .route("/", rescheduleRoutes(client))
  .route("/", moveRoutes(client))
  // The client answers the therapist's reschedule request (identifier: the request's).
  .post(
    "/reschedule/:identifier/:action",
    client,
    answers({ 200: data(bookingAnswerSchema) }, [
      "NOT_FOUND",
      "NO_PENDING_RESCHEDULE",
      "SLOT_TAKEN",
      "SLOT_UNAVAILABLE",
    ]),
    validate("param", rescheduleActionParamSchema),
    async (c) => {
      const { identifier, action } = c.req.valid("param");
      const id = await reschedule.decideAsClient(identifier, c.get("viewer"), action);
      return bookingAnswer(c, id);
    },
  )
  .route("/", viewerReads(client))
  // The spec lists /details next to /{id}; both answer the whole booking.
  .get(
    "/:id/details",
    client,
    answers({ 200: data(bookingAnswerSchema) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => bookingAnswer(c, c.req.valid("param").id),
  )
  .post(
    "/:id/pay",
    client,
    answers({ 200: data(bookingAnswerSchema) }, [
      "NOT_FOUND",
      "NOT_PENDING",
      "HOLD_EXPIRED",
      "INSUFFICIENT_FUNDS",
      "CURRENCY_MISMATCH",
      "PROVIDER_NOT_VERIFIED",
    ]),
    validate("param", idParamSchema),
    async (c) => {
      const paid = await booking.payBooking(c.req.valid("param").id, c.get("viewer").userId);
      // After the commit, as a cancellation's email: the session is booked whether or not they go out.
      await sendBooked(paid.confirmed).catch((error: unknown) =>
        logError("[booking] confirmation emails failed:", error),
      );
      await bookingConfirmed(paid.confirmed, new Date());
      return bookingAnswer(c, paid.id);
    },
  )
  .post(
    "/:id/schedule",
    client,
    answers({ 200: data(bookingAnswerSchema) }, [
      "NOT_FOUND",
      "ALREADY_SCHEDULED",
      "SLOT_TAKEN",
      "SLOT_UNAVAILABLE",
      "SLOT_NOT_FOUND",
    ]),
    validate("param", idParamSchema),
    validate("json", scheduleSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      await booking.scheduleBooking(
        id,
        c.get("viewer").userId,
        c.req.valid("json").timeslotIdentifier,
      );
      return bookingAnswer(c, id);
    },
  )
  .route("/", cancelRoute(client));

/** The therapist's side: /appointment. */
export const appointmentRoutes = createRouter()
  .post(
    "/",
    provider,
    answers({ 201: data(bookingAnswerSchema) }, [
      ...BOOKING_ERRORS,
      "NOT_YOUR_CLIENT",
      "CLIENT_CURRENCY_MISMATCH",
    ]),
    validate("json", createAppointmentSchema),
    async (c) => {
      const viewer = c.get("viewer");
      const row = await booking.createAppointment({
        ...c.req.valid("json"),
        providerId: viewer.userId,
      });
      const names = new Map([[viewer.userId, viewer.name]]);
      return ok(c, await reads.answerOf(row, c.get("locale"), { isNew: true, names }), 201);
    },
  )
  // The checks before cancelling or moving (spec section 7), for the booking's client or therapist.
  .get(
    "/policy/:id/cancellation",
    party,
    answers({ 200: data(cancellationCheckSchema) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await cancel.cancellationCheck(c.req.valid("param").id, c.get("viewer"))),
  )
  .get(
    "/policy/:id/reschedule",
    party,
    answers({ 200: data(rescheduleCheckSchema) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await cancel.rescheduleCheck(c.req.valid("param").id, c.get("viewer"))),
  )
  .route("/", cancelRoute(provider))
  .route("/", rescheduleRoutes(provider))
  .route("/", moveRoutes(provider))
  // The therapist answers the client's reschedule request of this booking.
  .post(
    "/:id/reschedule-update",
    provider,
    answers({ 200: data(bookingAnswerSchema) }, [
      "NOT_FOUND",
      "NO_PENDING_RESCHEDULE",
      "SLOT_TAKEN",
      "SLOT_UNAVAILABLE",
    ]),
    validate("param", idParamSchema),
    validate("json", rescheduleUpdateSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      await reschedule.decideAsProvider(id, c.get("viewer"), c.req.valid("json").status);
      return bookingAnswer(c, id);
    },
  )
  .route("/", viewerReads(provider));

/** GET /clients/relation/{id}: for a therapist, whether this client has had sessions with them. */
export const clientRelationRoutes = createRouter().get(
  "/relation/:id",
  provider,
  answers({ 200: data(clientRelationSchema) }),
  validate("param", idParamSchema),
  async (c) => ok(c, await booking.clientRelation(c.get("viewer").userId, c.req.valid("param").id)),
);

// The calendar subscription has its own module; the API mount takes routes from here.
export { calendarFeedRoutes } from "./calendar-feed-routes";
