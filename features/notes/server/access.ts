import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notes } from "@/db/schema/notes";
import { clientRelation } from "@/features/booking/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";

export type NoteRow = typeof notes.$inferSelect;

/**
 * The one access check for a note: the row, if the viewer is the therapist who wrote it.
 * Everyone else (another therapist, the client it is about, support, anyone) gets NOT_FOUND, so a
 * note's existence is never confirmed. Clients and other roles never reach the table.
 */
export async function noteForViewer(id: string, viewer: Viewer): Promise<NoteRow> {
  if (viewer.role !== "provider") throw new DomainError("NOT_FOUND");
  const db = await getDb();
  const [row] = await db
    .select()
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.providerId, viewer.userId)));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/** "A therapist's client" (booking's clientRelation): a held session, or an accepted invitation. */
export async function isClientOf(providerId: string, clientId: string) {
  return (await clientRelation(providerId, clientId)).isClient;
}
