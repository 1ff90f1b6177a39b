import "server-only";
import { cache } from "react";
import { NOT_FOUND, readForPage } from "@/lib/api/server";
import { isId } from "@/lib/validation/common";

/**
 * A session's room as its viewer may see it (GET /booking/{id}/room for a client or invitee,
 * /appointment/{id}/room for the therapist): NOT_FOUND for anyone else, undefined when the server
 * could not ask (readForPage). Cached per request: page and metadata share it.
 */
export const roomOnServer = cache(
  async (locale: string, role: "client" | "provider", id: string) =>
    isId(id)
      ? readForPage(locale, role === "client" ? "/booking/{id}/room" : "/appointment/{id}/room", {
          path: { id },
        })
      : NOT_FOUND,
);
