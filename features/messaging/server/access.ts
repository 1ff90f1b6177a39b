import "server-only";
import { and, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { bookings } from "@/db/schema/booking";
import { conversations } from "@/db/schema/messaging";
import { providerProfiles } from "@/db/schema/practice";
import { clientFaceOf } from "@/features/client-account/server/service";
import { photoPath } from "@/features/practice/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import type { Person } from "../schemas";

/**
 * Who else a therapist may message besides clients with a booking: imported clients once they
 * have an account. Imports do not exist yet; the import feature registers its source here
 * (app/api/app.ts, like setBusyIntervalSource) and gives, for a therapist, the account ids of
 * their imported clients, and for a client, the therapists who imported them.
 */
export type ContactSource = (userId: string, role: Viewer["role"]) => Promise<string[]>;
let extraContacts: ContactSource = async () => [];
export function setExtraContactSource(source: ContactSource) {
  extraContacts = source;
}

const CONTACTS_MAX = 50;

/**
 * People as the messaging API shows them: a therapist's listed photo, a client's picture or
 * avatar (from client-account, asked once for all of them), else null and the page draws
 * initials.
 */
export async function peopleByIds(ids: string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      photoKey: providerProfiles.photoKey,
    })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(inArray(users.id, unique));
  const clientFaces = await clientFaceOf(
    rows.filter((r) => r.userType === "client").map((r) => r.id),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        identifier: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        userType: r.userType,
        photoUrl:
          r.userType === "provider"
            ? photoPath(r.id, r.photoKey)
            : (clientFaces.get(r.id)?.photoUrl ?? null),
      },
    ]),
  );
}

const reachable = and(eq(users.isActive, true), isNull(users.deletedAt));

/** The other side of every booking the viewer has, whatever its status (a request included). */
async function bookedWith(viewer: Viewer, otherId?: string): Promise<string[]> {
  const db = await getDb();
  const mine = viewer.role === "client" ? bookings.clientId : bookings.providerId;
  const theirs = viewer.role === "client" ? bookings.providerId : bookings.clientId;
  const rows = await db
    .selectDistinct({ id: theirs })
    .from(bookings)
    .where(and(eq(mine, viewer.userId), otherId ? eq(theirs, otherId) : undefined));
  return rows.map((r) => r.id);
}

/** GET /messages/contacts: exactly the people the viewer may message, searched by name. */
export async function contactsOf(viewer: Viewer, search?: string): Promise<Person[]> {
  const ids = [
    ...new Set([
      ...(await bookedWith(viewer)),
      ...(await extraContacts(viewer.userId, viewer.role)),
    ]),
  ];
  if (!ids.length) return [];
  const db = await getDb();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.userType, viewer.role === "client" ? "provider" : "client"),
        reachable,
        pattern
          ? or(
              ilike(users.firstName, pattern),
              ilike(users.lastName, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(CONTACTS_MAX);
  const people = await peopleByIds(rows.map((r) => r.id));
  return rows.map((r) => people.get(r.id)!);
}

/** The client and therapist of a conversation between the viewer and `otherId`, if allowed. */
export async function pairIfAllowed(viewer: Viewer, otherId: string) {
  if (otherId === viewer.userId) return null;
  const db = await getDb();
  const [other] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(and(eq(users.id, otherId), reachable));
  if (!other || other.userType === viewer.role) return null;
  const allowed =
    (await bookedWith(viewer, otherId)).length > 0 ||
    (await extraContacts(viewer.userId, viewer.role)).includes(otherId);
  if (!allowed) return null;
  return viewer.role === "client"
    ? { clientId: viewer.userId, providerId: otherId }
    : { clientId: otherId, providerId: viewer.userId };
}

export type ConversationRow = typeof conversations.$inferSelect & { otherId: string };

/** The one access check of a conversation: its two members see it, anyone else gets 404. */
export async function conversationForViewer(id: string, viewer: Viewer): Promise<ConversationRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        or(eq(conversations.clientId, viewer.userId), eq(conversations.providerId, viewer.userId)),
      ),
    );
  if (!row) throw new DomainError("CONVERSATION_NOT_FOUND");
  return { ...row, otherId: row.clientId === viewer.userId ? row.providerId : row.clientId };
}
