import "server-only";
import { contactOf, namesOf } from "@/features/accounts/server/service";
import { categoryNames } from "@/features/catalog/server/service";
import { pickLocale, translate } from "@/lib/server/locale";
import { formatMailTime, pageLink, sendTemplated } from "@/lib/server/mailer";
import type { Row } from "./service";

/** Tells a client that their therapist booked a session for them and where to confirm it. */
export async function sendBookedForYou(booking: Row) {
  if (!booking.startTime || !booking.holdExpiresAt) return;
  const [client, names, categories] = await Promise.all([
    contactOf(booking.clientId),
    namesOf([booking.providerId]),
    categoryNames([booking.categoryId]),
  ]);
  const therapist = names.get(booking.providerId);
  if (!client || !therapist) return;
  const row = {
    ...client,
    timeZone: client.timezone,
    therapist: therapist.firstName,
    therapistLast: therapist.lastName,
    therapy: categories.get(booking.categoryId)!,
    start: booking.startTime,
    holdExpiresAt: booking.holdExpiresAt,
  };
  const locale = pickLocale(row.locale);
  const format = (date: Date) => formatMailTime(locale, row.timeZone, date);
  await sendTemplated(
    "bookedForYou",
    row.email,
    locale,
    {
      name: row.firstName,
      therapist: `${row.therapist} ${row.therapistLast}`,
      therapy: row.therapy[locale],
      time: format(row.start),
      zone: row.timeZone,
      deadline: format(row.holdExpiresAt),
    },
    pageLink(locale, `/payment/${booking.id}/`),
  );
}

/**
 * Tells the other party that a booking was cancelled: the therapist when the client cancelled,
 * the client when the therapist did. In the recipient's language, the time in their zone.
 */
export async function sendCancelled(booking: Row, by: "client" | "provider") {
  const [recipientId, actorId] =
    by === "client"
      ? [booking.providerId, booking.clientId]
      : [booking.clientId, booking.providerId];
  const [recipient, names, categories] = await Promise.all([
    contactOf(recipientId),
    namesOf([actorId]),
    categoryNames([booking.categoryId]),
  ]);
  const actor = names.get(actorId);
  if (!recipient || !actor) return;
  const locale = pickLocale(recipient.locale);
  const time = booking.startTime
    ? formatMailTime(locale, recipient.timezone, booking.startTime)
    : translate(locale, "Email", "cancelled.noTime");
  const actorName = `${actor.firstName} ${actor.lastName}`;
  await sendTemplated(
    by === "client" ? "cancelledByClient" : "cancelledByTherapist",
    recipient.email,
    locale,
    {
      name: recipient.firstName,
      client: actorName,
      therapist: actorName,
      therapy: categories.get(booking.categoryId)![locale],
      time,
      zone: recipient.timezone,
      reason: booking.cancellationNote ?? translate(locale, "Email", "cancelled.noReason"),
    },
    pageLink(locale, `/appointments/${booking.id}/`),
  );
}
