import "server-only";
import type { bookingParticipants } from "@/db/schema/participants";
import { contactOf, namesOf } from "@/features/accounts/server/service";
import { sessionSummaries } from "@/features/booking/server/service";
import { notify } from "@/features/notifications/server/service";
import { pickLocale } from "@/lib/server/locale";
import { formatMailTime, pageLink, sendTemplated } from "@/lib/server/mailer";

/**
 * The invitation, in the invitee's language (their account's, else the one the inviter used),
 * with a link to it. The time is shown in the inviter's zone, named, since an invitee without an
 * account has none yet. An invitee with an account also finds it in their notifications (0508).
 */
export async function sendInvitation(row: typeof bookingParticipants.$inferSelect) {
  const locale = pickLocale(row.locale);
  const [sessions, inviter, names] = await Promise.all([
    sessionSummaries([row.bookingId], locale),
    contactOf(row.invitedBy),
    namesOf([row.invitedBy]),
  ]);
  const session = sessions.get(row.bookingId);
  if (!session || !inviter) return;
  if (row.userId)
    await notify([
      {
        userId: row.userId,
        kind: "invitedToSession",
        actorId: row.invitedBy,
        bookingId: row.bookingId,
        details: {
          ...(session.startTime ? { at: session.startTime } : {}),
          invitation: row.id,
        },
      },
    ]);
  const zone = inviter.timezone ?? "UTC";
  const format = (iso: string) => formatMailTime(locale, zone, new Date(iso));
  const name = names.get(row.invitedBy);
  await sendTemplated(
    "participantInvite",
    row.email,
    locale,
    {
      inviter: name ? `${name.firstName} ${name.lastName}` : inviter.email,
      therapy: session.therapyCategory.name,
      therapist: `${session.provider.firstName} ${session.provider.lastName}`,
      time: session.startTime ? `${format(session.startTime)} (${zone})` : "",
      deadline: `${format(row.expiresAt.toISOString())} (${zone})`,
    },
    pageLink(locale, `/appointments/participant/${row.id}/`),
    { body: session.startTime ? "body" : "bodyUntimed" },
  );
}
