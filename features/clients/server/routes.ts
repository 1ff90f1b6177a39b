import "server-only";
import { every } from "hono/combine";
import { requireTherapistSecondFactor } from "@/features/accounts/server/service";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import { answers, data, marks, page } from "@/lib/server/openapi";
import {
  clientAppointmentSchema,
  clientAppointmentsQuerySchema,
  clientListQuerySchema,
  clientProfileAnswerSchema,
  clientSummarySchema,
} from "../schemas";
import { clientHistory, clientProfile, listClients } from "./clients";

/** A therapist's clients are their files: a second factor from THERAPIST_MFA_REQUIRED_FROM on (0521). */
// `every` runs both in turn; it loses the guard's type, which says what `viewer` is.
// `every` also hides requireAuth's declaration (decision 0042): the combined guard declares it.
const provider = marks(
  every(requireAuth("provider"), requireTherapistSecondFactor),
  ["UNAUTHORIZED", "TOKEN_EXPIRED", "FORBIDDEN", "MFA_REQUIRED"],
  { security: [{ bearer: [] }] },
) as ReturnType<typeof requireAuth>;

/** GET /clients?search&page: the therapist's clients (beside GET /clients/relation/{id}). */
export const clientListRoutes = createRouter().get(
  "/",
  provider,
  answers({ 200: page(clientSummarySchema) }),
  validate("query", clientListQuerySchema),
  async (c) => {
    const { data, meta } = await listClients(c.get("viewer").userId, c.req.valid("query"));
    return paged(c, data, meta);
  },
);

/** GET /client/profile/{id}: one client as their therapist sees them. */
export const clientProfileRoutes = createRouter().get(
  "/profile/:id",
  provider,
  answers({ 200: data(clientProfileAnswerSchema) }, ["NOT_FOUND", "NOT_YOUR_CLIENT"]),
  validate("param", idParamSchema),
  async (c) => ok(c, await clientProfile(c.get("viewer"), c.req.valid("param").id)),
);

/** GET /appointment/client/{id}?page&part: the client's sessions with this therapist. */
export const clientAppointmentRoutes = createRouter().get(
  "/client/:id",
  provider,
  answers({ 200: page(clientAppointmentSchema) }, ["NOT_FOUND", "NOT_YOUR_CLIENT"]),
  validate("param", idParamSchema),
  validate("query", clientAppointmentsQuerySchema),
  async (c) => {
    const { data, meta } = await clientHistory(
      c.get("viewer"),
      c.req.valid("param").id,
      c.req.valid("query").page,
      c.get("locale"),
      c.req.valid("query").part,
    );
    return paged(c, data, meta);
  },
);
