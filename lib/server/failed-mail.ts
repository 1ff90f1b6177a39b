import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { outbox } from "@/db/schema/platform";
import { kickMailDelivery } from "./mail-delivery";

/** "ada.lovelace@example.com" → "a***@example.com": enough to tell emails apart, not to read one. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

export const FAILED_MAIL_PAGE_SIZE = 25;

/** A failed email as the console shows it: never its subject, text or html (decision 0808). */
export type FailedMail = {
  identifier: string;
  recipient: string;
  kind: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
};

/** The emails SMTP refused MAX_ATTEMPTS times (decision 0804), newest first, a page at a time. */
export async function failedMail(page: number) {
  const db = await getDb();
  const failed = eq(outbox.delivery, "failed");
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        to: outbox.to,
        kind: outbox.kind,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(failed)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(FAILED_MAIL_PAGE_SIZE)
      .offset((page - 1) * FAILED_MAIL_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(outbox)
      .where(failed),
  ]);
  const data: FailedMail[] = rows.map((r) => ({
    identifier: r.id,
    recipient: maskEmail(r.to),
    kind: r.kind,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
  }));
  return { data, meta: { page, pageSize: FAILED_MAIL_PAGE_SIZE, total: count?.total ?? 0 } };
}

/**
 * Puts a failed email back in the queue, due now with its attempts counted from zero, and wakes
 * the sender. Null when there is no failed email with that id (already retried, or sent).
 */
export async function retryFailedMail(id: string, now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .update(outbox)
    .set({ delivery: "pending", attempts: 0, nextAttemptAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.delivery, "failed")))
    .returning({ id: outbox.id, kind: outbox.kind });
  if (!row) return null;
  kickMailDelivery();
  return { identifier: row.id, kind: row.kind, delivery: "pending" as const };
}
