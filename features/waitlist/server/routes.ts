import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok, validate } from "@/lib/server/http";
import { answers, data } from "@/lib/server/openapi";
import { idParamSchema } from "@/lib/validation/common";
import {
  joinWaitlistSchema,
  waitlistAcceptAnswer,
  waitlistDemandAnswer,
  waitlistDoneAnswer,
  waitlistEntryAnswer,
  waitlistListAnswer,
} from "../schemas";
import { acceptOffer, passOffer } from "./offers";
import { joinWaitlist, leaveWaitlist, listWaitlists, waitlistDemand } from "./entries";

const client = requireAuth("client");
const provider = requireAuth("provider");

/** /waitlist: a client's waitlists and offers, and a therapist's counts (issue 71). */
export const waitlistRoutes = createRouter()
  .get("/", client, answers({ 200: data(waitlistListAnswer) }), async (c) =>
    ok(c, await listWaitlists(c.get("viewer").userId)),
  )
  .post(
    "/",
    client,
    answers({ 201: data(waitlistEntryAnswer) }, [
      "WAITLIST_LIMIT",
      "WAITLIST_TOO_FAR",
      "PROVIDER_NOT_BOOKABLE",
      "PROVIDER_NOT_VERIFIED",
    ]),
    validate("json", joinWaitlistSchema),
    async (c) => ok(c, await joinWaitlist(c.get("viewer").userId, c.req.valid("json")), 201),
  )
  // Counts per weekday and hour, never names.
  .get("/demand", provider, answers({ 200: data(waitlistDemandAnswer) }), async (c) =>
    ok(c, await waitlistDemand(c.get("viewer").userId)),
  )
  .delete(
    "/:id",
    client,
    answers({ 200: data(waitlistDoneAnswer) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await leaveWaitlist(c.get("viewer").userId, c.req.valid("param").id)),
  )
  // Accepting keeps the held booking for payment as usual.
  .post(
    "/offers/:id/accept",
    client,
    answers({ 200: data(waitlistAcceptAnswer) }, ["NOT_FOUND", "OFFER_EXPIRED"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await acceptOffer(c.get("viewer").userId, c.req.valid("param").id)),
  )
  // Passing offers the time to the next in line.
  .post(
    "/offers/:id/pass",
    client,
    answers({ 200: data(waitlistDoneAnswer) }, ["NOT_FOUND", "OFFER_EXPIRED"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await passOffer(c.get("viewer").userId, c.req.valid("param").id)),
  );
