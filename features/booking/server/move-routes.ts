import "server-only";
import type { Context } from "hono";
import type { requireAuth, AuthEnv } from "@/lib/server/auth-guard";
import { createRouter, ok, validate } from "@/lib/server/http";
import { answers, data } from "@/lib/server/openapi";
import { idParamSchema } from "@/lib/validation/common";
import {
  bookingAnswerSchema,
  cancelSchema,
  counterAcceptSchema,
  counterAnswerSchema,
  counterProposeSchema,
  rescheduleSchema,
  seriesMovedSchema,
  seriesMovePreviewSchema,
  seriesMoveQuerySchema,
  seriesCancelledSchema,
  seriesCancelPreviewSchema,
} from "../schemas";
import * as counter from "./counter";
import * as reads from "./reads";
import { cancelFollowing, previewCancelFollowing } from "./series-cancel";
import { previewFollowing, rescheduleFollowing } from "./series-reschedule";
import type { Row } from "./types";

const answer = async (c: Context<AuthEnv>, row: Row) =>
  ok(c, await reads.answerOf(row, c.get("locale"), { viewerId: c.get("viewer").userId }));

/**
 * On either side (decisions 0318, 0320): a series moved or cancelled "this and following" (a
 * preview, then the change), and the other times offered when declining a reschedule request
 * (read, offer, accept, decline). Mounted under /booking and /appointment.
 */
export function moveRoutes(guard: ReturnType<typeof requireAuth>) {
  return createRouter()
    .get(
      "/:id/cancel/following",
      guard,
      answers({ 200: data(seriesCancelPreviewSchema) }, [
        "NOT_FOUND",
        "NOT_CANCELLABLE",
        "HELD_FOR_WAITLIST",
      ]),
      validate("param", idParamSchema),
      async (c) => ok(c, await previewCancelFollowing(c.req.valid("param").id, c.get("viewer"))),
    )
    .post(
      "/:id/cancel/following",
      guard,
      answers({ 200: data(seriesCancelledSchema) }, [
        "NOT_FOUND",
        "ALREADY_CANCELLED",
        "NOT_CANCELLABLE",
        "HELD_FOR_WAITLIST",
      ]),
      validate("param", idParamSchema),
      validate("json", cancelSchema),
      async (c) => {
        const viewer = c.get("viewer");
        const { sessions, refunded } = await cancelFollowing(
          c.req.valid("param").id,
          viewer,
          c.req.valid("json").note,
        );
        const answered = await Promise.all(
          sessions.map(async (s) => ({
            ...(await reads.answerOf(s.cancelled, c.get("locale"), { viewerId: viewer.userId })),
            refunded: s.refunded,
          })),
        );
        return ok(c, { sessions: answered, refunded });
      },
    )
    .get(
      "/:id/reschedule/following",
      guard,
      answers({ 200: data(seriesMovePreviewSchema) }, [
        "NOT_FOUND",
        "NOT_RESCHEDULABLE",
        "SLOT_UNAVAILABLE",
        "HELD_FOR_WAITLIST",
      ]),
      validate("param", idParamSchema),
      validate("query", seriesMoveQuerySchema),
      async (c) =>
        ok(
          c,
          await previewFollowing(
            c.req.valid("param").id,
            c.get("viewer"),
            c.req.valid("query").timeslotIdentifier,
          ),
        ),
    )
    .post(
      "/:id/reschedule/following",
      guard,
      answers({ 200: data(seriesMovedSchema) }, [
        "NOT_FOUND",
        "NOT_RESCHEDULABLE",
        "SLOT_UNAVAILABLE",
        "SERIES_MOVE_FAILED",
        "HELD_FOR_WAITLIST",
      ]),
      validate("param", idParamSchema),
      validate("json", rescheduleSchema),
      async (c) => {
        const viewer = c.get("viewer");
        const moved = await rescheduleFollowing(
          c.req.valid("param").id,
          viewer,
          c.req.valid("json"),
        );
        const sessions = await Promise.all(
          moved.map(async ({ booking, status }) => ({
            ...(await reads.answerOf(booking, c.get("locale"), { viewerId: viewer.userId })),
            rescheduleStatus: status,
          })),
        );
        return ok(c, { sessions });
      },
    )
    .get(
      "/:id/counter-proposal",
      guard,
      answers({ 200: data(counterAnswerSchema) }, ["NOT_FOUND"]),
      validate("param", idParamSchema),
      async (c) => ok(c, await counter.counterOf(c.req.valid("param").id, c.get("viewer"))),
    )
    .post(
      "/:id/counter-proposal",
      guard,
      answers({ 200: data(bookingAnswerSchema) }, [
        "NOT_FOUND",
        "NO_PENDING_RESCHEDULE",
        "SLOT_UNAVAILABLE",
        "SLOT_TAKEN",
      ]),
      validate("param", idParamSchema),
      validate("json", counterProposeSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        await counter.proposeCounter(id, c.get("viewer"), c.req.valid("json"));
        return ok(c, await reads.getBooking(id, c.get("viewer"), c.get("locale")));
      },
    )
    .post(
      "/:id/counter-proposal/accept",
      guard,
      answers({ 200: data(bookingAnswerSchema) }, [
        "NOT_FOUND",
        "NO_OPEN_COUNTER",
        "VALIDATION_FAILED",
      ]),
      validate("param", idParamSchema),
      validate("json", counterAcceptSchema),
      async (c) =>
        answer(
          c,
          await counter.acceptCounter(
            c.req.valid("param").id,
            c.get("viewer"),
            c.req.valid("json"),
          ),
        ),
    )
    .post(
      "/:id/counter-proposal/decline",
      guard,
      answers({ 200: data(bookingAnswerSchema) }, ["NOT_FOUND", "NO_OPEN_COUNTER"]),
      validate("param", idParamSchema),
      async (c) =>
        answer(c, await counter.declineCounter(c.req.valid("param").id, c.get("viewer"))),
    );
}
