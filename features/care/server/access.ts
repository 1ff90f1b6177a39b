import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { careAlerts, careMeasures } from "@/db/schema/care";
import { clientRelation } from "@/features/booking/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";

export type MeasureRow = typeof careMeasures.$inferSelect;
export type AlertRow = typeof careAlerts.$inferSelect;

/**
 * The one access check for a measure: the row, if the viewer is the client it was sent to or the
 * therapist who sent it. Anyone else (another therapist, another client, anyone) gets NOT_FOUND,
 * so a measure's existence is never confirmed.
 */
export async function measureForViewer(id: string, viewer: Viewer): Promise<MeasureRow> {
  const db = await getDb();
  const mine =
    viewer.role === "provider"
      ? eq(careMeasures.providerId, viewer.userId)
      : eq(careMeasures.clientId, viewer.userId);
  const [row] = await db
    .select()
    .from(careMeasures)
    .where(and(eq(careMeasures.id, id), mine));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/** An alert, for the therapist it was raised for only. */
export async function alertForViewer(id: string, viewer: Viewer): Promise<AlertRow> {
  if (viewer.role !== "provider") throw new DomainError("NOT_FOUND");
  const db = await getDb();
  const [row] = await db
    .select()
    .from(careAlerts)
    .where(and(eq(careAlerts.id, id), eq(careAlerts.providerId, viewer.userId)));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/** A therapist reaches a client's measures only while the client is theirs (decision 0405). */
export async function requireClientOf(viewer: Viewer, clientId: string) {
  if (viewer.role !== "provider") throw new DomainError("NOT_FOUND");
  if (!(await clientRelation(viewer.userId, clientId)).isClient)
    throw new DomainError("NOT_YOUR_CLIENT");
}
