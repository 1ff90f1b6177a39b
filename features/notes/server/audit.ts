import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { noteAudit } from "@/db/schema/notes";
import type { NoteAccess } from "../schemas";
import { writeTogether } from "./write-together";

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type AuditAction = NoteAccess["action"];
type Entry = { ownerId: string; actorId: string; noteId: string; action: AuditAction };

/**
 * Records accesses to notes (HIPAA 164.312(b)) inside the transaction that changes the note. The
 * insert trigger chains each row's hash to the owner's previous row and the table refuses updates
 * and deletes (decision 0701).
 */
export async function recordAccess(db: Db | Tx, entries: Entry[], address: string) {
  if (!entries.length) return;
  await db.insert(noteAudit).values(entries.map((e) => ({ ...e, address })));
}

// The chain trigger holds the owner's lock until commit, so one insert per request would make a
// therapist's reads take turns at a commit each; reads queued behind one share the next insert.
const insertReads = writeTogether<typeof noteAudit.$inferInsert>(async (_owner, rows) => {
  const db = await getDb();
  await db.insert(noteAudit).values(rows);
});

/**
 * Records reads (a note opened, listed or downloaded), which change nothing to commit with:
 * written together with the same therapist's other reads under way (decision 0703). Resolves
 * once the rows are committed, so a note is never shown without its read on record.
 */
export async function recordReads(entries: Entry[], address: string) {
  const byOwner = new Map<string, (typeof noteAudit.$inferInsert)[]>();
  for (const e of entries) {
    const rows = byOwner.get(e.ownerId) ?? [];
    rows.push({ ...e, address });
    byOwner.set(e.ownerId, rows);
  }
  await Promise.all([...byOwner].map(([owner, rows]) => insertReads(owner, rows)));
}

/** A note's access history, newest first, for its author. */
export async function historyOf(noteId: string, ownerId: string): Promise<NoteAccess[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(noteAudit)
    .where(and(eq(noteAudit.noteId, noteId), eq(noteAudit.ownerId, ownerId)))
    .orderBy(desc(noteAudit.at), desc(noteAudit.id))
    .limit(200);
  return rows.map((r) => ({
    identifier: r.id,
    action: r.action,
    actorId: r.actorId,
    address: r.address,
    at: r.at.toISOString(),
  }));
}

/**
 * The access history of several records at once (a client's answers, forms and plans kept under
 * their therapists), newest first, at most `limit` rows.
 */
export async function historiesOf(noteIds: string[], limit = 200) {
  if (!noteIds.length) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(noteAudit)
    .where(inArray(noteAudit.noteId, noteIds))
    .orderBy(desc(noteAudit.at), desc(noteAudit.id))
    .limit(limit);
  return rows.map((r) => ({
    noteId: r.noteId,
    action: r.action,
    actorId: r.actorId,
    at: r.at.toISOString(),
  }));
}

/**
 * Checks a therapist's audit chain: every row's hash recomputes from its fields and the previous
 * hash, and the rows link into one unbroken line. A rewritten, removed or inserted-out-of-band
 * row shows up as a broken link. Returns the ids of the rows that do not verify.
 */
export async function verifyChain(ownerId: string): Promise<{ ok: boolean; bad: number[] }> {
  const db = await getDb();
  const rows = await db
    .select({
      id: noteAudit.id,
      prevHash: noteAudit.prevHash,
      hash: noteAudit.hash,
      expected: sql<string>`note_audit_row_hash(${noteAudit.prevHash}, ${noteAudit.id}, ${noteAudit.ownerId}, ${noteAudit.actorId}, ${noteAudit.noteId}, ${noteAudit.action}::text, ${noteAudit.address}, ${noteAudit.at})`,
    })
    .from(noteAudit)
    .where(eq(noteAudit.ownerId, ownerId));
  const bad = new Set<number>();
  const byHash = new Map(rows.map((r) => [r.hash, r]));
  const referenced = new Map<string, number>();
  for (const r of rows) {
    if (r.expected !== r.hash) bad.add(r.id);
    referenced.set(r.prevHash ?? "", (referenced.get(r.prevHash ?? "") ?? 0) + 1);
    if (r.prevHash && !byHash.has(r.prevHash)) bad.add(r.id);
  }
  // One start, and no row followed by two: the chain is a line, not a fork.
  for (const [prev, n] of referenced) {
    if (n > 1) for (const r of rows) if ((r.prevHash ?? "") === prev) bad.add(r.id);
  }
  return { ok: bad.size === 0, bad: [...bad].sort((a, b) => a - b) };
}
