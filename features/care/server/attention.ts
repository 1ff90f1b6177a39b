import "server-only";
import { contactOf } from "@/features/accounts/server/service";
import { notify } from "@/features/notifications/server/service";
import { pickLocale } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";
import { logError } from "@/lib/server/log";

/**
 * A client's PHQ-9 item 9 was above 0: the therapist gets an urgent notification and an email
 * that says only that a client's answers need their attention, with a link, never the answers,
 * the score or the client's name (issue 70). Sent after the answer has committed; a failure is
 * logged and the alert on the client's page stands. Never optional: it cannot be turned off.
 */
export async function sendCareAttention(providerId: string, clientId: string, now: Date) {
  await notify([{ userId: providerId, kind: "careAttention", details: { client: clientId } }], now);
  try {
    const therapist = await contactOf(providerId);
    if (!therapist) return;
    const locale = pickLocale(therapist.locale);
    await sendTemplated(
      "careAttention",
      therapist.email,
      locale,
      { name: therapist.firstName },
      pageLink(locale, `/clients/${clientId}/care/`),
    );
  } catch (error) {
    logError("[care] attention email not sent:", error);
  }
}
