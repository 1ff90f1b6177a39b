import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import { joinWaitlistSchema } from "../schemas";
import { acceptOffer, passOffer } from "./offers";
import { joinWaitlist, leaveWaitlist, listWaitlists, waitlistDemand } from "./entries";

const client = requireAuth("client");
const provider = requireAuth("provider");

/** /waitlist: a client's waitlists and offers, and a therapist's counts (issue 71). */
export const waitlistRoutes = createRouter()
  // GET /waitlist (waitlistListAnswer). Errors: UNAUTHORIZED, FORBIDDEN.
  .get("/", client, async (c) => ok(c, await listWaitlists(c.get("viewer").userId)))
  // POST /waitlist (waitlistEntryAnswer, 201). Errors: VALIDATION_ERROR, WAITLIST_LIMIT,
  // WAITLIST_TOO_FAR, PROVIDER_NOT_BOOKABLE, PROVIDER_NOT_VERIFIED, UNAUTHORIZED, FORBIDDEN.
  .post("/", client, validate("json", joinWaitlistSchema), async (c) =>
    ok(c, await joinWaitlist(c.get("viewer").userId, c.req.valid("json")), 201),
  )
  // GET /waitlist/demand (waitlistDemandAnswer): counts per weekday and hour, never names.
  // Errors: UNAUTHORIZED, FORBIDDEN.
  .get("/demand", provider, async (c) => ok(c, await waitlistDemand(c.get("viewer").userId)))
  // DELETE /waitlist/{id} (waitlistDoneAnswer). Errors: VALIDATION_ERROR, NOT_FOUND, UNAUTHORIZED.
  .delete("/:id", client, validate("param", idParamSchema), async (c) =>
    ok(c, await leaveWaitlist(c.get("viewer").userId, c.req.valid("param").id)),
  )
  // POST /waitlist/offers/{id}/accept (waitlistAcceptAnswer): then pay the booking as usual.
  // Errors: VALIDATION_ERROR, NOT_FOUND, OFFER_EXPIRED, UNAUTHORIZED, FORBIDDEN.
  .post("/offers/:id/accept", client, validate("param", idParamSchema), async (c) =>
    ok(c, await acceptOffer(c.get("viewer").userId, c.req.valid("param").id)),
  )
  // POST /waitlist/offers/{id}/pass (waitlistDoneAnswer): offered to the next in line.
  // Errors: VALIDATION_ERROR, NOT_FOUND, OFFER_EXPIRED, UNAUTHORIZED, FORBIDDEN.
  .post("/offers/:id/pass", client, validate("param", idParamSchema), async (c) =>
    ok(c, await passOffer(c.get("viewer").userId, c.req.valid("param").id)),
  );
