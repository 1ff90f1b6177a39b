import "server-only";
// What booking's emails share: who the other party is, telling both sides, a session's room.
import { contactOf, namesOf, unsubscribeLinks } from "@/features/accounts/server/service";
import { categoryNames } from "@/features/catalog/server/service";
import { ownRoomOf } from "@/features/practice/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { pickLocale, translate } from "@/lib/server/locale";
import { formatMailTime, pageLink, sendTemplated } from "@/lib/server/mailer";
import { JOIN_BY_LINK } from "../schemas";
import type { Row } from "./types";

/** The other party of a session, who hears of what `by` did. */
export const otherParty = (booking: Row, by: "client" | "provider") =>
  by === "client" ? booking.providerId : booking.clientId;

/** Who acted on a session: its client or its therapist. */
export const actorOf = (booking: Row, by: "client" | "provider") =>
  by === "client" ? booking.clientId : booking.providerId;

/**
 * For news one party gives the other: who receives it (their contact), who acted (their name),
 * and the session's therapy in each language. Undefined when either account is gone.
 */
export async function partiesOf(booking: Row, by: "client" | "provider") {
  const [recipientId, actorId] = [otherParty(booking, by), actorOf(booking, by)];
  const [recipient, names, categories] = await Promise.all([
    contactOf(recipientId),
    namesOf([actorId]),
    categoryNames([booking.categoryId]),
  ]);
  const actor = names.get(actorId);
  if (!recipient || !actor) return undefined;
  return {
    recipient,
    actor,
    actorName: `${actor.firstName} ${actor.lastName}`,
    therapy: categories.get(booking.categoryId)!,
  };
}

export type Contact = NonNullable<Awaited<ReturnType<typeof contactOf>>>;

/**
 * Tells a session's client and therapist one thing each (`kinds`), each in their own language,
 * `when` (the session's time) in their own zone, with a link to the session's page; a session
 * without a time yet is told in the templates' `bodyUntimed` (only the booked emails have one).
 * `optional`, for an email one may turn off, names it: a person who turned it off is not told
 * (decision 0505), the others get a link that turns it off (0509).
 */
export async function tellBothSides(
  booking: Row,
  kinds: { client: string; therapist: string },
  when: { start: Date | null },
  values: Record<string, string> = {},
  optional?: "sessionReminders",
  forClient: (locale: Locale) => Record<string, string> = () => ({}),
) {
  const [client, therapist, categories] = await Promise.all([
    contactOf(booking.clientId),
    contactOf(booking.providerId),
    categoryNames([booking.categoryId]),
  ]);
  if (!client || !therapist) return;
  const tell = (to: Contact, userId: string, kind: string, other: Record<string, string>) => {
    if (optional && !to.wantsSessionReminders) return;
    const locale = pickLocale(to.locale);
    return sendTemplated(
      kind,
      to.email,
      locale,
      {
        ...values,
        ...other,
        name: to.firstName,
        therapy: categories.get(booking.categoryId)![locale],
        when: when.start
          ? `${formatMailTime(locale, to.timezone, when.start)} (${to.timezone})`
          : "",
      },
      pageLink(locale, `/appointments/${booking.id}/`),
      {
        unsubscribe: optional && unsubscribeLinks(userId, optional, locale),
        body: when.start ? "body" : "bodyUntimed",
      },
    );
  };
  await Promise.all([
    tell(client, booking.clientId, kinds.client, {
      therapist: `${therapist.firstName} ${therapist.lastName}`,
      ...forClient(pickLocale(client.locale)),
    }),
    tell(therapist, booking.providerId, kinds.therapist, {
      client: `${client.firstName} ${client.lastName}`,
    }),
  ]);
}

/**
 * A video or audio session's room: the therapist's own at its link (decision 0308), or the
 * built-in session room's page (decision 0319); null for other sessions.
 */
export type SessionRoom = { own: string } | { builtIn: string } | null;
export async function roomOf(booking: Row): Promise<SessionRoom> {
  if (!JOIN_BY_LINK.includes(booking.modality)) return null;
  const own = await ownRoomOf(booking.providerId);
  return own ? { own } : { builtIn: `/appointments/${booking.id}/room/` };
}

/**
 * The client's line of an email saying where to join (`key`; `key` + "Room" for the built-in
 * room, with its page in the reader's language), or nothing without a room.
 */
export const joinValue = (room: SessionRoom, key: string) => (locale: Locale) => ({
  join: !room
    ? ""
    : "own" in room
      ? translate(locale, "Email", key, { link: room.own })
      : translate(locale, "Email", `${key}Room`, { link: pageLink(locale, room.builtIn) }),
});
