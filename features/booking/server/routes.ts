import "server-only";
import type { Context } from "hono";
import { requireAuth, type AuthEnv } from "@/lib/server/auth-guard";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import {
  createAppointmentSchema,
  createBookingSchema,
  createSeriesSchema,
  idParamSchema,
  listQuerySchema,
  scheduleSchema,
} from "../schemas";
import * as booking from "./service";

const client = requireAuth("client");
const asClient = (c: Context<AuthEnv>) => ({
  userId: c.get("auth").userId,
  role: "client" as const,
});
const provider = requireAuth("provider");

/** The client's side: /booking (spec section 7). */
export const bookingRoutes = createRouter()
  .post("/", client, validate("json", createBookingSchema), async (c) => {
    const input = c.req.valid("json");
    const id = await booking.createBooking(
      {
        ...input,
        clientId: c.get("auth").userId,
        timeslotIdentifier: input.scheduleLater ? undefined : input.timeslotIdentifier,
      },
      c.get("locale"),
    );
    return ok(
      c,
      await booking.getBooking(
        id,
        { userId: c.get("auth").userId, role: "client" },
        c.get("locale"),
      ),
      201,
    );
  })
  .post("/series", client, validate("json", createSeriesSchema), async (c) => {
    const { seriesId, bookingIds } = await booking.createSeries(
      { ...c.req.valid("json"), clientId: c.get("auth").userId },
      c.get("locale"),
    );
    return ok(c, { identifier: seriesId, bookings: bookingIds }, 201);
  })
  .get("/", client, validate("query", listQuerySchema), async (c) => {
    const { data, meta } = await booking.listBookings(
      { userId: c.get("auth").userId, role: "client" },
      c.req.valid("query"),
      c.get("locale"),
    );
    return paged(c, data, meta);
  })
  .get("/:id", client, validate("param", idParamSchema), async (c) =>
    ok(c, await booking.getBooking(c.req.valid("param").id, asClient(c), c.get("locale"))),
  )
  // The spec lists /details next to /{id}; both answer the whole booking.
  .get("/:id/details", client, validate("param", idParamSchema), async (c) =>
    ok(c, await booking.getBooking(c.req.valid("param").id, asClient(c), c.get("locale"))),
  )
  .get("/:id/series", client, validate("param", idParamSchema), async (c) =>
    ok(
      c,
      await booking.seriesOf(
        c.req.valid("param").id,
        { userId: c.get("auth").userId, role: "client" },
        c.get("locale"),
      ),
    ),
  )
  .post("/:id/pay", client, validate("param", idParamSchema), async (c) => {
    const id = await booking.payBooking(
      c.req.valid("param").id,
      c.get("auth").userId,
      c.get("locale"),
    );
    return ok(
      c,
      await booking.getBooking(
        id,
        { userId: c.get("auth").userId, role: "client" },
        c.get("locale"),
      ),
    );
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
        c.get("auth").userId,
        c.req.valid("json").timeslotIdentifier,
        c.get("locale"),
      );
      return ok(
        c,
        await booking.getBooking(
          id,
          { userId: c.get("auth").userId, role: "client" },
          c.get("locale"),
        ),
      );
    },
  );

/** The therapist's side: /appointment. */
export const appointmentRoutes = createRouter()
  .post("/", provider, validate("json", createAppointmentSchema), async (c) => {
    const input = c.req.valid("json");
    const providerId = c.get("auth").userId;
    const id = await booking.createAppointment({ ...input, providerId }, c.get("locale"));
    return ok(
      c,
      await booking.getBooking(id, { userId: providerId, role: "provider" }, c.get("locale")),
      201,
    );
  })
  .get("/", provider, validate("query", listQuerySchema), async (c) => {
    const { data, meta } = await booking.listBookings(
      { userId: c.get("auth").userId, role: "provider" },
      c.req.valid("query"),
      c.get("locale"),
    );
    return paged(c, data, meta);
  })
  .get("/:id", provider, validate("param", idParamSchema), async (c) =>
    ok(
      c,
      await booking.getBooking(
        c.req.valid("param").id,
        { userId: c.get("auth").userId, role: "provider" },
        c.get("locale"),
      ),
    ),
  );

/** GET /clients/relation/{id}: for a therapist, whether this client has had sessions with them. */
export const clientRelationRoutes = createRouter().get(
  "/relation/:id",
  provider,
  validate("param", idParamSchema),
  async (c) => ok(c, await booking.clientRelation(c.get("auth").userId, c.req.valid("param").id)),
);
