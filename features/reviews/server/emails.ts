import "server-only";
import { contactOf, namesOf } from "@/features/accounts/server/service";
import { notify } from "@/features/notifications/server/service";
import { pickLocale } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";
import { reviewerName } from "./reviewer-name";

/**
 * Tells a therapist that a client reviewed a session with them: the rating, and the reviewer's
 * short name unless the review is anonymous (then nothing that could tell who, decision 0400).
 * Not the comment: it is read on the dashboard, with the rest of their reviews. Also in their
 * notifications (decision 0508), without a name when the review is anonymous. Writing an anonymous
 * review calls neither today: a notice then would date it (decision 0406).
 */
export async function sendReviewReceived(review: {
  providerId: string;
  clientId: string;
  rating: number;
  isAnonymous: boolean;
}) {
  await notify([
    {
      userId: review.providerId,
      kind: "reviewReceived",
      actorId: review.isAnonymous ? null : review.clientId,
      details: { rating: review.rating },
    },
  ]);
  const [therapist, names] = await Promise.all([
    contactOf(review.providerId),
    review.isAnonymous ? Promise.resolve(new Map()) : namesOf([review.clientId]),
  ]);
  if (!therapist) return;
  const locale = pickLocale(therapist.locale);
  const reviewer = review.isAnonymous ? null : reviewerName(names.get(review.clientId));
  await sendTemplated(
    reviewer ? "reviewReceived" : "reviewReceivedAnonymous",
    therapist.email,
    locale,
    {
      name: therapist.firstName,
      client: reviewer ?? "",
      rating: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(review.rating),
    },
    pageLink(locale, "/overview/"),
  );
}
