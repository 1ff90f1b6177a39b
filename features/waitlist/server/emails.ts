import "server-only";
import type { waitlistEntries, waitlistOffers } from "@/db/schema/waitlist";
import { contactOf, fullName, namesOf } from "@/features/accounts/server/service";
import { notify } from "@/features/notifications/server/service";
import { pickLocale } from "@/lib/server/locale";
import { formatMailTime, pageLink, sendTemplated } from "@/lib/server/mailer";
import { logError } from "@/lib/server/log";

/**
 * Tells a client a time is held for them: a notification (their open pages ask again at once,
 * decision 0520) and an email in their language, times in their zone. A failure is logged; the
 * offer stands.
 */
export async function sendOffered(
  entry: typeof waitlistEntries.$inferSelect,
  offer: typeof waitlistOffers.$inferSelect,
) {
  try {
    await notify([
      {
        userId: entry.clientId,
        kind: "waitlistOffer",
        actorId: entry.providerId,
        bookingId: offer.bookingId,
        details: { at: offer.startTime.toISOString() },
      },
    ]);
    const [contact, names] = await Promise.all([
      contactOf(entry.clientId),
      namesOf([entry.providerId]),
    ]);
    if (!contact) return;
    const locale = pickLocale(contact.locale);
    const name = names.get(entry.providerId);
    await sendTemplated(
      "waitlistOffer",
      contact.email,
      locale,
      {
        name: contact.firstName,
        therapist: name ? fullName(name) : "",
        time: formatMailTime(locale, contact.timezone, offer.startTime),
        zone: contact.timezone,
        deadline: formatMailTime(locale, contact.timezone, offer.expiresAt),
      },
      pageLink(locale, "/waitlist/"),
    );
  } catch (error) {
    logError("[waitlist] offer not told:", error);
  }
}
