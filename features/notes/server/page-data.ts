import "server-only";
import { cache } from "react";
import { NOT_FOUND, readForPage } from "@/lib/api/server";
import { isId } from "@/lib/validation/common";

/** What of GET /appointment/{id} says whose session it was and whether it took place. */
type HeldBy = { client: { identifier: string }; status: string };

/**
 * Whether /clients/{clientId}/notes/session/{bookingId} surely has no page: the booking is none of
 * the therapist's, belongs to another client, or was not held (only a held session has notes, the
 * notes API's own rule). The notes themselves are read in the browser, where their reads are
 * audited with the therapist's address. Cached per request: page and metadata share it.
 */
export const sessionNotesNotFound = cache(
  async (locale: string, clientId: string, bookingId: string) => {
    if (!isId(clientId) || !isId(bookingId)) return true;
    const booking = await readForPage<HeldBy>(locale, `/appointment/${bookingId}`);
    if (booking === undefined) return false;
    return (
      booking === NOT_FOUND ||
      booking.client.identifier !== clientId ||
      (booking.status !== "confirmed" && booking.status !== "completed")
    );
  },
);
