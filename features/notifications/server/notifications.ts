import "server-only";
import { and, count, desc, eq, isNull, lt, lte, or } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { notifications } from "@/db/schema/notifications";
import { fullName, namesOf, type PersonName } from "@/features/accounts/server/service";
import { DomainError, fieldError } from "@/lib/server/errors";
import { publish } from "@/lib/server/live";
import { ErrorCode } from "@/lib/api/error-codes";
import { decodeCursor, encodeCursor } from "@/lib/server/cursor";
import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationDetails,
  type NotificationKind,
} from "../schemas";
import { logError } from "@/lib/server/log";

/** One piece of news for one person (decision 0508). */
export type News = {
  userId: string;
  kind: NotificationKind;
  actorId?: string | null;
  bookingId?: string | null;
  details?: NotificationDetails;
};

/**
 * Records news for the people it is for and tells their open pages. Called after the change has
 * committed, beside its email; a failure is logged and the change stands, as with the email. The
 * time is written from here at millisecond precision so a cursor (a JavaScript date) finds its row
 * again.
 */
export async function notify(news: News[], now = new Date()) {
  if (!news.length) return;
  try {
    const db = await getDb();
    await db.insert(notifications).values(
      news.map((n) => ({
        userId: n.userId,
        kind: n.kind,
        actorId: n.actorId ?? null,
        bookingId: n.bookingId ?? null,
        details: n.details ?? {},
        createdAt: now,
      })),
    );
  } catch (error) {
    logError("[notifications] not recorded:", error);
    return;
  }
  // The bell of every open page of theirs asks again at once (decision 0520).
  await publish({ recipients: [...new Set(news.map((n) => n.userId))], type: "news" });
}

/** Where the next page starts: the last row's time and id. */
type Cursor = { t: string; i: string };

const isCursor = (parsed: unknown): parsed is Cursor => {
  const c = parsed as Cursor | null;
  return (
    typeof c === "object" &&
    c !== null &&
    typeof c.t === "string" &&
    !Number.isNaN(Date.parse(c.t)) &&
    typeof c.i === "string" &&
    /^[0-9a-f-]{36}$/i.test(c.i)
  );
};

/** Who acted on each row, named as they are now. */
async function actorNamesOf(rows: { actorId: string | null }[]) {
  const actors = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  const names = actors.length ? await namesOf(actors) : new Map<string, PersonName>();
  return (row: { actorId: string | null }) => {
    const actor = row.actorId ? names.get(row.actorId) : undefined;
    return actor ? fullName(actor) : null;
  };
}

/** A person's notifications, newest first, a page at a time; who acted is named as they are now. */
export async function listNotifications(
  userId: string,
  cursor: string | undefined,
): Promise<{ data: Notification[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor, isCursor) : undefined;
  if (cursor && !after) throw fieldError("cursor", "cursor");
  const db = await getDb();
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after
          ? or(
              lt(notifications.createdAt, new Date(after.t)),
              and(eq(notifications.createdAt, new Date(after.t)), lt(notifications.id, after.i)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const actorName = await actorNamesOf(page);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      identifier: row.id,
      kind: row.kind,
      actorName: actorName(row),
      bookingId: row.bookingId,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    nextCursor:
      rows.length > NOTIFICATIONS_PAGE_SIZE && last
        ? encodeCursor({ t: last.createdAt.toISOString(), i: last.id })
        : null,
  };
}

/** All of a person's notifications, newest first, for the copy of their data (decision 0507). */
export async function notificationsOf(userId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  const actorName = await actorNamesOf(rows);
  return rows.map((row) => ({
    kind: row.kind,
    from: actorName(row),
    session: row.bookingId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
}

/** How many of a person's notifications they have not seen (the header's bell). */
export async function unreadCount(userId: string): Promise<{ count: number }> {
  const db = await getDb();
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { count: row?.count ?? 0 };
}

/**
 * Marks read everything of the person's up to and including the one they saw newest, not what
 * arrived after the list was read. Someone else's notification, or none, is NOT_FOUND.
 */
export async function markRead(userId: string, identifier: string, now = new Date()) {
  const db = await getDb();
  const [seen] = await db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.id, identifier), eq(notifications.userId, userId)));
  if (!seen) throw new DomainError(ErrorCode.NOT_FOUND);
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        lte(notifications.createdAt, seen.createdAt),
      ),
    );
  return unreadCount(userId);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A deleted account keeps no notifications (accounts' deletion hook). */
export async function clearNotifications(tx: Tx, userId: string) {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
