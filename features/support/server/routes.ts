import "server-only";
import { optionalViewer } from "@/lib/server/auth-guard";
import { clientIp, createRouter, ok, validate } from "@/lib/server/http";
import { contactSchema } from "../schemas";
import { receiveContact } from "./contact";

/** The contact form and the support widget (spec sections 2 and 5): open to everyone. */
export const supportRoutes = createRouter().post(
  "/contact",
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
