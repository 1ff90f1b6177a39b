import "server-only";
import { and, eq, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookingParticipants } from "@/db/schema/participants";
import { accountByEmail, contactOf, namesOf } from "@/features/accounts/server/service";
import {
  bookingForViewer,
  inviteeCalendarFile,
  sessionPlaceOf,
  sessionSummaries,
  type Invitee,
  type SessionSummary,
} from "@/features/booking/server/service";
import type { JoinInfo } from "@/features/booking";
import { categoryAllowsInvite } from "@/features/catalog/server/service";
import type { Locale } from "@/lib/i18n/routing";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError, fieldError } from "@/lib/server/errors";
import { pickLocale } from "@/lib/server/locale";
import {
  INVITE_VALID_DAYS,
  isAdmitted,
  isExpired,
  PARTICIPANT_LIMIT,
  type Participant,
  type ParticipantInvitation,
} from "../schemas";
import { notify } from "@/features/notifications/server/service";
import { sendInvitation } from "./emails";

type Row = typeof bookingParticipants.$inferSelect;

const DAY = 86_400_000;
/** More upcoming sessions than anyone is invited to at once; the list is not paged. */
const INVITATIONS_LISTED = 100;

const expiry = (row: Row) => ({
  expiresAt: row.expiresAt.toISOString(),
  expired: isExpired({ status: row.status, expiresAt: row.expiresAt.toISOString() }, Date.now()),
});

/** An invitation still in play: not declined by either side and not lapsed. */
const countsTowardLimit = (row: Row, now: Date) =>
  row.status !== "rejected" &&
  row.providerDecision !== "rejected" &&
  !(row.status === "posted" && row.expiresAt <= now);

async function toParticipants(rows: Row[]): Promise<Participant[]> {
  const names = await namesOf(rows.flatMap((r) => (r.userId ? [r.userId] : [])));
  return rows.map((r) => {
    const name = r.userId ? names.get(r.userId) : undefined;
    return {
      identifier: r.id,
      email: r.email,
      name: name ? `${name.firstName} ${name.lastName}` : null,
      status: r.status,
      providerDecision: r.providerDecision,
      ...expiry(r),
    };
  });
}

/** GET /share-booking/{bookingId}: a session's participants, for its client and its therapist. */
export async function participantsOf(bookingId: string, viewer: Viewer) {
  await bookingForViewer(bookingId, viewer);
  const db = await getDb();
  const rows = await db
    .select()
    .from(bookingParticipants)
    .where(eq(bookingParticipants.bookingId, bookingId))
    .orderBy(bookingParticipants.createdAt);
  return toParticipants(rows);
}

/**
 * POST /share-booking: the booking's client invites people to an upcoming couples or family
 * session. The booking row is locked while counting, so two invites sent at once cannot pass
 * the limit together. An email with an account is attached to it at once.
 */
export async function shareBooking(
  viewer: Viewer,
  input: { bookingIdentifier: string; emails: string[] },
  requestLocale: Locale,
  now = new Date(),
) {
  const emails = [...new Set(input.emails)];
  const own = await contactOf(viewer.userId);
  if (own && emails.includes(own.email.toLowerCase())) throw fieldError("emails", "inviteSelf");
  // Reads outside the transaction first: on PGlite (one connection) a read beside an open
  // transaction would wait for it.
  const current = await bookingForViewer(input.bookingIdentifier, viewer, { now });
  if (!(await categoryAllowsInvite(current.categoryId)))
    throw new DomainError("INVITES_NOT_ALLOWED");
  const accounts = await Promise.all(emails.map((email) => accountByEmail(email)));
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const booking = await bookingForViewer(input.bookingIdentifier, viewer, {
      tx,
      lock: true,
      now,
    });
    const upcoming = !booking.startTime || booking.startTime > now;
    if (!["pending", "confirmed"].includes(booking.status) || !upcoming)
      throw new DomainError("INVITES_CLOSED");
    const existing = await tx
      .select()
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, booking.id));
    if (existing.some((p) => emails.includes(p.email))) throw new DomainError("ALREADY_INVITED");
    if (
      existing.filter((p) => countsTowardLimit(p, now)).length + emails.length >
      PARTICIPANT_LIMIT
    )
      throw new DomainError("INVITE_LIMIT", { values: { max: PARTICIPANT_LIMIT } });
    const expiresAt = new Date(
      Math.min(now.getTime() + INVITE_VALID_DAYS * DAY, booking.startTime?.getTime() ?? Infinity),
    );
    return tx
      .insert(bookingParticipants)
      .values(
        emails.map((email, i) => ({
          bookingId: booking.id,
          invitedBy: viewer.userId,
          email,
          userId: accounts[i]?.id ?? null,
          locale: pickLocale(accounts[i]?.locale, requestLocale),
          expiresAt,
          createdAt: now,
        })),
      )
      .returning();
  });
  for (const row of created) await sendInvitation(row);
  return participantsOf(input.bookingIdentifier, viewer);
}

/**
 * The one access check for an invitation: the row, if it belongs to the viewer's account or,
 * not yet attached, was sent to the viewer's email (then it is attached now). NOT_FOUND otherwise.
 */
async function invitationForViewer(id: string, viewer: Viewer): Promise<Row> {
  const db = await getDb();
  const [row] = await db.select().from(bookingParticipants).where(eq(bookingParticipants.id, id));
  if (row?.userId === viewer.userId) return row;
  if (row && row.userId === null) {
    const contact = await contactOf(viewer.userId);
    if (contact?.email.toLowerCase() === row.email) {
      const [attached] = await db
        .update(bookingParticipants)
        .set({ userId: viewer.userId })
        .where(eq(bookingParticipants.id, id))
        .returning();
      return attached!;
    }
  }
  throw new DomainError("NOT_FOUND");
}

/** GET /booking/participant/{id}: the session as an invitee may see it. */
export async function invitation(
  id: string,
  viewer: Viewer,
  locale: Locale,
): Promise<ParticipantInvitation> {
  const row = await invitationForViewer(id, viewer);
  return (await toInvitations([row], locale))[0]!;
}

/**
 * GET /booking/participant: the sessions the viewer is invited to that are still to come (pending
 * or confirmed, not over), soonest first, each as GET /booking/participant/{id} answers it, so an
 * invitee finds them under their sessions and not only in the email. Every invitation of theirs is
 * read (a few hundred after years of weekly sessions); which are upcoming is the booking's to say.
 */
export async function myInvitations(viewer: Viewer, locale: Locale, now = new Date()) {
  const db = await getDb();
  const contact = await contactOf(viewer.userId);
  const rows = await db
    .select()
    .from(bookingParticipants)
    .where(
      or(
        eq(bookingParticipants.userId, viewer.userId),
        // Sent to their address before they had an account: theirs too (attached when opened).
        and(
          isNull(bookingParticipants.userId),
          eq(bookingParticipants.email, contact?.email.toLowerCase() ?? ""),
        ),
      ),
    );
  const upcoming = await toInvitations(rows, locale, now);
  const startOf = (inv: ParticipantInvitation) =>
    inv.booking.startTime ? Date.parse(inv.booking.startTime) : Infinity;
  return upcoming.sort((a, b) => startOf(a) - startOf(b)).slice(0, INVITATIONS_LISTED);
}

/** The invitations as their invitees see them; with `upcomingAt`, only those still to come then. */
async function toInvitations(
  rows: Row[],
  locale: Locale,
  upcomingAt?: Date,
): Promise<ParticipantInvitation[]> {
  const sessions = await sessionSummaries(
    rows.map((r) => r.bookingId),
    locale,
    { upcomingAt },
  );
  const kept = rows.filter((row) => sessions.has(row.bookingId));
  const inviters = await namesOf(kept.map((r) => r.invitedBy));
  return kept.map((row) => toInvitation(row, sessions.get(row.bookingId)!, inviters));
}

function toInvitation(
  row: Row,
  session: SessionSummary,
  inviters: Map<string, { firstName: string }>,
): ParticipantInvitation {
  return {
    identifier: row.id,
    status: row.status,
    providerDecision: row.providerDecision,
    ...expiry(row),
    invitedBy: { firstName: inviters.get(row.invitedBy)?.firstName ?? "" },
    booking: {
      identifier: session.identifier,
      status: session.status,
      startTime: session.startTime,
      endTime: session.endTime,
      therapyCategory: session.therapyCategory,
      modalityName: session.modalityName,
      provider: session.provider,
    },
  };
}

/**
 * GET /booking/participant/{id}/join (decision 0309): how an invitee joins the session, once
 * they accepted and the therapist did not turn them away, while it is confirmed; before that only
 * its modality, so an invitation alone never hands out the therapist's room.
 */
export async function invitationJoinInfo(id: string, viewer: Viewer): Promise<JoinInfo> {
  const row = await invitationForViewer(id, viewer);
  const place = await sessionPlaceOf(row.bookingId);
  return isAdmitted(row)
    ? place
    : { modality: place.modality, room: null, link: null, address: null };
}

/**
 * GET /booking/participant/{id}/calendar (decision 0312): the session as a file for the invitee's
 * own calendar, once they accepted and the therapist did not turn them away (NOT_IN_CALENDAR
 * before, as for a session that is not confirmed).
 */
export async function invitationCalendarFile(id: string, viewer: Viewer, locale: Locale) {
  const row = await invitationForViewer(id, viewer);
  if (!isAdmitted(row)) throw new DomainError("NOT_IN_CALENDAR");
  return inviteeCalendarFile(row.bookingId, `/appointments/participant/${id}/`, locale);
}

/**
 * The invitees who will be in a session (decision 0309): accepted, not turned away by the
 * therapist, with an account. The session's day-ahead reminder goes to them too.
 */
export async function admittedInvitees(bookingId: string): Promise<Invitee[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: bookingParticipants.id,
      userId: bookingParticipants.userId,
      invitedBy: bookingParticipants.invitedBy,
    })
    .from(bookingParticipants)
    .where(
      and(
        eq(bookingParticipants.bookingId, bookingId),
        eq(bookingParticipants.status, "acknowledged"),
        or(
          isNull(bookingParticipants.providerDecision),
          ne(bookingParticipants.providerDecision, "rejected"),
        ),
        isNotNull(bookingParticipants.userId),
      ),
    );
  return rows.map((r) => ({ ...r, userId: r.userId! }));
}

/**
 * For the copy of a person's data (decision 0507): the invitations they received (their answers)
 * and those they sent (the addresses they gave us), each with its session's id.
 */
export async function invitationsOf(userId: string) {
  const db = await getDb();
  const [received, sent] = await Promise.all([
    db.select().from(bookingParticipants).where(eq(bookingParticipants.userId, userId)),
    db.select().from(bookingParticipants).where(eq(bookingParticipants.invitedBy, userId)),
  ]);
  const names = await namesOf(received.map((r) => r.invitedBy));
  const when = (date: Date | null) => date?.toISOString() ?? null;
  return {
    received: received.map((r) => ({
      session: r.bookingId,
      invitedBy: names.get(r.invitedBy)?.firstName ?? null,
      email: r.email,
      status: r.status,
      therapistDecision: r.providerDecision,
      expiresAt: when(r.expiresAt),
      answeredAt: when(r.respondedAt),
      invitedAt: when(r.createdAt),
    })),
    sent: sent.map((r) => ({
      session: r.bookingId,
      email: r.email,
      status: r.status,
      therapistDecision: r.providerDecision,
      invitedAt: when(r.createdAt),
    })),
  };
}

/** POST /booking/participant/{id}/status: the invitee accepts or declines, before it expires. */
export async function answerInvitation(
  id: string,
  viewer: Viewer,
  status: "acknowledged" | "rejected",
  locale: Locale,
  now = new Date(),
) {
  const row = await invitationForViewer(id, viewer);
  if (row.expiresAt <= now) throw new DomainError("INVITE_EXPIRED");
  if (row.providerDecision === "rejected") throw new DomainError("PARTICIPANT_REJECTED");
  const session = (await sessionSummaries([row.bookingId], locale)).get(row.bookingId)!;
  if (!["pending", "confirmed"].includes(session.status)) throw new DomainError("INVITES_CLOSED");
  const db = await getDb();
  await db
    .update(bookingParticipants)
    .set({ status, respondedAt: now })
    .where(eq(bookingParticipants.id, id));
  // The one who invited hears the answer; the therapist hears who will join (decision 0508).
  if (row.status !== status) {
    const details = session.startTime ? { at: session.startTime } : {};
    const kind = status === "acknowledged" ? "invitationAccepted" : "invitationDeclined";
    const told = status === "acknowledged" ? [row.invitedBy, session.providerId] : [row.invitedBy];
    await notify(
      told.map((userId) => ({
        userId,
        kind,
        actorId: viewer.userId,
        bookingId: row.bookingId,
        details,
      })),
      now,
    );
  }
  return invitation(id, viewer, locale);
}

/**
 * POST /appointment/participant/{id}/acknowledge and /reject-booking: the session's therapist
 * decides on a participant. Anyone else gets NOT_FOUND.
 */
export async function decideParticipant(
  id: string,
  viewer: Viewer,
  decision: "acknowledged" | "rejected",
) {
  const db = await getDb();
  const [row] = await db.select().from(bookingParticipants).where(eq(bookingParticipants.id, id));
  if (!row) throw new DomainError("NOT_FOUND");
  await bookingForViewer(row.bookingId, viewer);
  const [updated] = await db
    .update(bookingParticipants)
    .set({ providerDecision: decision })
    .where(and(eq(bookingParticipants.id, id)))
    .returning();
  return (await toParticipants([updated!]))[0]!;
}

/** Participants of many sessions at once (a therapist's client history), by booking id. */
export async function participantCounts(bookingIds: string[]) {
  const counts = new Map<string, number>();
  if (!bookingIds.length) return counts;
  const db = await getDb();
  const rows = await db
    .select({ bookingId: bookingParticipants.bookingId })
    .from(bookingParticipants)
    .where(inArray(bookingParticipants.bookingId, bookingIds));
  for (const r of rows) counts.set(r.bookingId, (counts.get(r.bookingId) ?? 0) + 1);
  return counts;
}
