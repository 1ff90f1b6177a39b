import "server-only";
import { contactOf, fullName, namesOf } from "@/features/accounts/server/service";
import { notify } from "@/features/notifications/server/service";
import { pickLocale } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";
import { logError } from "@/lib/server/log";

/**
 * The client is asked to complete the forms their therapist sent on their first booking: a
 * notification and an email linking to the session's page, where the forms are. Neither holds
 * a question or an answer. Sent after the forms are written; a failure is logged, the forms stand.
 */
export async function sendFormsRequest(
  { providerId, clientId, bookingId }: { providerId: string; clientId: string; bookingId: string },
  now: Date,
) {
  await notify([{ userId: clientId, kind: "careForms", actorId: providerId, bookingId }], now);
  try {
    const [client, names] = await Promise.all([contactOf(clientId), namesOf([providerId])]);
    const therapist = names.get(providerId);
    if (!client || !therapist) return;
    const locale = pickLocale(client.locale);
    await sendTemplated(
      "careForms",
      client.email,
      locale,
      { name: client.firstName, therapist: fullName(therapist) },
      pageLink(locale, `/appointments/${bookingId}/`),
    );
  } catch (error) {
    logError("[care] forms email not sent:", error);
  }
}
