import "server-only";
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { getDb } from "@/db/client";
import { staffAudit } from "@/db/schema/staff";
import { spreadsheetText, toCsv } from "@/lib/csv";
import { STAFF_PAGE_SIZE, type AuditEntry, type AuditQuery } from "../schemas";
import type { StaffEnv } from "./guard";

export type AuditFacts = {
  action: string;
  targetId?: string | null;
  reason?: string | null;
  details?: Record<string, string | number | boolean | null>;
};

/**
 * Writes one staff action to the append-only audit log: who (from the guard), under which role,
 * what, about whom, why, and the request's id. Called in the handler, before it answers.
 */
export async function recordAudit(c: Context<StaffEnv>, facts: AuditFacts, now = new Date()) {
  const staff = c.get("staff");
  const db = await getDb();
  await db.insert(staffAudit).values({
    at: now,
    actorId: staff.userId,
    actorName: staff.name,
    role: staff.role,
    action: facts.action,
    targetId: facts.targetId ?? null,
    reason: facts.reason ?? null,
    requestId: c.get("requestId"),
    details: facts.details ?? null,
  });
}

type Filters = Omit<AuditQuery, "page">;
const DAY_MS = 86_400_000;

function whereOf(filters: Filters): SQL | undefined {
  return and(
    filters.target ? eq(staffAudit.targetId, filters.target) : undefined,
    filters.actor ? eq(staffAudit.actorId, filters.actor) : undefined,
    filters.action ? eq(staffAudit.action, filters.action) : undefined,
    // Days are UTC days, both ends included.
    filters.from ? gte(staffAudit.at, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to
      ? lt(staffAudit.at, new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS))
      : undefined,
  );
}

const toWire = (row: typeof staffAudit.$inferSelect): AuditEntry => ({
  identifier: String(row.id),
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorName: row.actorName,
  role: row.role,
  action: row.action,
  targetId: row.targetId,
  reason: row.reason,
  requestId: row.requestId,
  details: row.details ?? null,
});

/** GET /api/staff/audit: newest first, a page at a time. */
export async function listAudit(query: AuditQuery & { page: number }) {
  const db = await getDb();
  const where = whereOf(query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(STAFF_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(staffAudit)
      .where(where),
  ]);
  return {
    data: rows.map(toWire),
    meta: { page: query.page, pageSize: STAFF_PAGE_SIZE, total: count?.total ?? 0 },
  };
}

/** The CSV export caps at this many rows; narrow the filters for more. */
export const AUDIT_CSV_MAX = 10_000;

/** GET /api/staff/audit/export: the filtered entries as CSV, newest first. */
export async function auditCsv(filters: Filters) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(staffAudit)
    .where(whereOf(filters))
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(AUDIT_CSV_MAX);
  const header = ["time", "actor id", "actor", "role", "action", "target", "reason", "request id"];
  return toCsv([
    header,
    ...rows.map((r) => [
      r.at.toISOString(),
      r.actorId,
      spreadsheetText(r.actorName),
      r.role,
      r.action,
      r.targetId ?? "",
      spreadsheetText(r.reason ?? ""),
      r.requestId,
    ]),
  ]);
}
