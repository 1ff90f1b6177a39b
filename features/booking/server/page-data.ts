import "server-only";
import { cache } from "react";
import { NOT_FOUND, readForPage } from "@/lib/api/server";
import { isId } from "@/lib/validation/common";
import { sidePath } from "../paths";

/**
 * One booking as the viewer sees it (GET /booking/{id} for a client, /appointment/{id} for a
 * therapist), NOT_FOUND when it is surely none of theirs, undefined when the server could not ask
 * (see readForPage). Cached per request: page and metadata share it.
 */
export const bookingOnServer = cache(
  async (locale: string, role: "client" | "provider", id: string) =>
    isId(id) ? readForPage(locale, `${sidePath(role)}/{id}`, { path: { id } }) : NOT_FOUND,
);

/** A paid session's receipt as the viewer sees it, like bookingOnServer (GET …/{id}/receipt). */
export const receiptOnServer = cache(
  async (locale: string, role: "client" | "provider", id: string) =>
    isId(id) ? readForPage(locale, `${sidePath(role)}/{id}/receipt`, { path: { id } }) : NOT_FOUND,
);
