import type { Party } from "./policy";
import type { BookingStatus } from "./schemas";

/**
 * What a session without a time says in place of one (its `Booking` text key): the client pays
 * first and then picks it; once paid, it is theirs to pick whenever they like; the therapist waits
 * for the client; a session that ended without one never had a time.
 */
export function untimedKey(role: Party, status: BookingStatus) {
  if (status !== "pending" && status !== "confirmed") return "timeNotChosen" as const;
  if (role !== "client") return "timeLaterForTherapist" as const;
  return status === "pending" ? ("timeLater" as const) : ("timeToChoose" as const);
}
