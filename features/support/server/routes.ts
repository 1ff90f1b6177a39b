import "server-only";
import { optionalViewer } from "@/lib/server/auth-guard";
import { clientIp, createRouter, ok, validate } from "@/lib/server/http";
import { answers, data } from "@/lib/server/openapi";
import { contactReceiptSchema, contactSchema } from "../schemas";
import { receiveContact } from "./contact";

// The chat and the console's inbox, mounted at /api/support/chat and /api/staff/support.
export { supportChatRoutes } from "./chat-routes";
export { supportInboxRoutes } from "./inbox-routes";

/** The contact form and the support widget (spec sections 2 and 5): open to everyone. */
export const supportRoutes = createRouter().post(
  "/contact",
  answers({ 201: data(contactReceiptSchema) }, ["RATE_LIMITED"]),
  validate("json", contactSchema),
  async (c) => {
    const viewer = await optionalViewer(c);
    const receipt = await receiveContact(c.req.valid("json"), {
      address: clientIp(c),
      userId: viewer?.userId,
      locale: c.get("locale"),
    });
    return ok(c, receipt, 201);
  },
);
