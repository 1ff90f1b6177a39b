import "server-only";
import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** The staff roles (issue 68): what each may do is in features/staff/roles.ts. */
export const staffRole = pgEnum("staff_role", ["support", "reviewer", "finance", "admin"]);

/** An account's staff roles: an account with none is not staff. */
export const staffRoles = pgTable(
  "staff_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: staffRole("role").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin who granted it; null when granted from the command line (`npm run staff:add`). */
    grantedBy: uuid("granted_by"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Every staff action and every request made in "view as", append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE (migration 0059). No foreign keys: the record outlives a deleted account,
 * so who acted and on whom are kept as ids with the actor's name as it was.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    /** The role the action was allowed under (an admin's is "admin"). */
    role: staffRole("role").notNull(),
    action: text("action").notNull(),
    /** The account the action was about, when it was about one. */
    targetId: uuid("target_id"),
    reason: text("reason"),
    requestId: text("request_id").notNull(),
    /** Facts of the action (a decision, a path read in "view as"), never clinical content. */
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [
    // /staff/audit/ pages newest first.
    index("staff_audit_at_idx").on(t.at.desc(), t.id.desc()),
    // GET /api/staff/audit?target=: the entries about one person.
    index("staff_audit_target_idx")
      .on(t.targetId, t.at.desc())
      .where(sql`${t.targetId} is not null`),
    index("staff_audit_actor_idx").on(t.actorId, t.at.desc()),
  ],
);
