import "server-only";
import { cache } from "react";
import { NOT_FOUND, readForPage } from "@/lib/api/server";
import { isId } from "@/lib/validation/common";

/**
 * The session of /clients/{clientId}/notes/session/{bookingId} as the therapist sees it
 * (GET /appointment/{id}); NOT_FOUND when the page surely has none: the booking is none of the
 * therapist's, belongs to another client, or was not held (only a held session has notes, the
 * notes API's own rule); undefined when the server could not ask (see readForPage). The notes
 * themselves are read in the browser, where their reads are audited with the therapist's
 * address. Cached per request: page and metadata share it.
 */
export const sessionOfNotes = cache(async (locale: string, clientId: string, bookingId: string) => {
  if (!isId(clientId) || !isId(bookingId)) return NOT_FOUND;
  const booking = await readForPage(locale, "/appointment/{id}", { path: { id: bookingId } });
  if (booking === undefined || booking === NOT_FOUND) return booking;
  const held = booking.status === "confirmed" || booking.status === "completed";
  return booking.client.identifier === clientId && held ? booking : NOT_FOUND;
});

export const sessionNotesNotFound = async (locale: string, clientId: string, bookingId: string) =>
  (await sessionOfNotes(locale, clientId, bookingId)) === NOT_FOUND;
