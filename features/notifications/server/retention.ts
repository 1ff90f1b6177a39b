import "server-only";
import { inArray, lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notifications } from "@/db/schema/notifications";
import { every } from "@/lib/server/every";

/** How long news is kept (decision 0510): a year, read or not. */
export const NOTIFICATION_RETENTION_DAYS = 365;
const DAY = 86_400_000;
const BATCH = 1_000;

/**
 * Deletes every notification older than the retention period, a batch at a time so no statement
 * holds many rows at once. Answers how many it deleted.
 */
export async function deleteOldNotifications(now = new Date(), batch = BATCH): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY);
  let total = 0;
  for (;;) {
    const old = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(lt(notifications.createdAt, cutoff))
      .limit(batch);
    const rows = await db
      .delete(notifications)
      .where(inArray(notifications.id, old))
      .returning({ id: notifications.id });
    total += rows.length;
    if (rows.length < batch) return total;
  }
}

/** Runs deleteOldNotifications every `intervalMs` in this process; the answer stops it. */
export const startNotificationRetention = (intervalMs = 60 * 60_000) =>
  every(intervalMs, "notification retention", () => deleteOldNotifications());
