import "server-only";
import type { Context } from "hono";
import { requireAuth, type AuthEnv } from "@/lib/server/auth-guard";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import {
  cancelSchema,
  createAppointmentSchema,
  createBookingSchema,
  createSeriesSchema,
  listQuerySchema,
  scheduleSchema,
} from "../schemas";
import * as cancel from "./cancel";
import * as reads from "./reads";
import * as booking from "./service";

const client = requireAuth("client");
const provider = requireAuth("provider");
/** Either side of a booking; the service's access check decides whose it is. */
const party = requireAuth();

/**
 * What both sides read the same way: their list (GET /booking, GET /appointment) and one booking
 * (/{id}), each scoped to the viewer by the service's one access check.
 */
function viewerReads(guard: typeof client) {
  return createRouter()
    .get("/", guard, validate("query", listQuerySchema), async (c) => {
      const { data, meta } = await reads.listBookings(
        c.get("viewer"),
        c.req.valid("query"),
        c.get("locale"),
      );
      return paged(c, data, meta);
    })
    .get("/:id", guard, validate("param", idParamSchema), async (c) =>
      ok(c, await reads.getBooking(c.req.valid("param").id, c.get("viewer"), c.get("locale"))),
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
    validate("param", idParamSchema),
    validate("json", cancelSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { refunded } = await cancel.cancelBooking(
        id,
        c.get("viewer"),
        c.req.valid("json").note,
      );
      const answer = await reads.getBooking(id, c.get("viewer"), c.get("locale"));
      return ok(c, { ...answer, refunded });
    },
  );
}

/** The client's side: /booking (spec section 7). */
export const bookingRoutes = createRouter()
  .post("/", client, validate("json", createBookingSchema), async (c) => {
    const input = c.req.valid("json");
    const id = await booking.createBooking({
      ...input,
      clientId: c.get("viewer").userId,
      timeslotIdentifier: input.scheduleLater ? undefined : input.timeslotIdentifier,
    });
    return bookingAnswer(c, id, 201);
  })
  .post("/series", client, validate("json", createSeriesSchema), async (c) => {
    const { seriesId, bookingIds } = await booking.createSeries({
      ...c.req.valid("json"),
      clientId: c.get("viewer").userId,
    });
    return ok(c, { identifier: seriesId, bookings: bookingIds }, 201);
  })
  .route("/", viewerReads(client))
  // The spec lists /details next to /{id}; both answer the whole booking.
  .get("/:id/details", client, validate("param", idParamSchema), async (c) =>
    bookingAnswer(c, c.req.valid("param").id),
  )
  .get("/:id/series", client, validate("param", idParamSchema), async (c) =>
    ok(c, await reads.seriesOf(c.req.valid("param").id, c.get("viewer"), c.get("locale"))),
  )
  .post("/:id/pay", client, validate("param", idParamSchema), async (c) => {
    const id = await booking.payBooking(c.req.valid("param").id, c.get("viewer").userId);
    return bookingAnswer(c, id);
  })
  .post(
    "/:id/schedule",
    client,
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
  .post("/", provider, validate("json", createAppointmentSchema), async (c) => {
    const id = await booking.createAppointment({
      ...c.req.valid("json"),
      providerId: c.get("viewer").userId,
    });
    return bookingAnswer(c, id, 201);
  })
  // The checks before cancelling or moving (spec section 7), for the booking's client or therapist.
  .get("/policy/:id/cancellation", party, validate("param", idParamSchema), async (c) =>
    ok(c, await cancel.cancellationCheck(c.req.valid("param").id, c.get("viewer"))),
  )
  .get("/policy/:id/reschedule", party, validate("param", idParamSchema), async (c) =>
    ok(c, await cancel.rescheduleCheck(c.req.valid("param").id, c.get("viewer"))),
  )
  .route("/", cancelRoute(provider))
  .route("/", viewerReads(provider));

/** GET /clients/relation/{id}: for a therapist, whether this client has had sessions with them. */
export const clientRelationRoutes = createRouter().get(
  "/relation/:id",
  provider,
  validate("param", idParamSchema),
  async (c) => ok(c, await booking.clientRelation(c.get("viewer").userId, c.req.valid("param").id)),
);
