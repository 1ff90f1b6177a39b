import "server-only";
import { contactOf, fullName, namesOf } from "@/features/accounts/server/service";
import { notify } from "@/features/notifications/server/service";
import { logError } from "@/lib/server/log";
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

/**
 * Tells a review's author that staff hid it (issue 68), or showed it again: in their
 * notifications, and for a hidden one by email too, leading to the session's page where they still
 * read it with its note. Named or anonymous, only the author hears: the therapist and whoever
 * reported it are not told, and neither the staff member, the reporters nor staff's own reason
 * (a note for the audit log, which may name a reporter) is in it: only that it broke the review
 * rules. The email always goes, as a decision of ours about one's own words does (credentials'):
 * no email choice (decision 0505) covers it. Sent after the change committed; a failure is
 * logged and the change stands.
 */
export async function sendReviewModerated(
  review: { clientId: string; providerId: string; bookingId: string },
  hidden: boolean,
  now: Date,
) {
  const kind = hidden ? "reviewHidden" : "reviewRestored";
  await notify(
    [{ userId: review.clientId, kind, actorId: review.providerId, bookingId: review.bookingId }],
    now,
  );
  if (!hidden) return;
  try {
    const [author, names] = await Promise.all([
      contactOf(review.clientId),
      namesOf([review.providerId]),
    ]);
    const therapist = names.get(review.providerId);
    if (!author || !therapist) return;
    const locale = pickLocale(author.locale);
    await sendTemplated(
      kind,
      author.email,
      locale,
      { name: author.firstName, therapist: fullName(therapist) },
      pageLink(locale, `/appointments/${review.bookingId}/`),
    );
  } catch (error) {
    logError("[reviews] hidden-review email not sent:", error);
  }
}
