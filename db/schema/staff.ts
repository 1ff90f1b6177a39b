import "server-only";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
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

export const walletAdjustmentStatus = pgEnum("wallet_adjustment_status", [
  "pending",
  "applied",
  "rejected",
]);

/**
 * A finance person's credit or debit of someone's wallet (issue 68, decision 0810). Applied at
 * once up to the approval limit, it is a ledger entry (`adjustment`, reference
 * `staff-adjustment:<id>`) written in the same transaction; above it, it waits here until a second,
 * different finance person approves or rejects it. `amount` is signed as the ledger's is.
 */
export const walletAdjustments = pgTable(
  "wallet_adjustments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Whose wallet. Accounts are anonymised, never deleted, so the row always has its person. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    /** Why: kept in the audit log, and shown to the person on the ledger entry. */
    reason: text("reason").notNull(),
    /** Above the approval limit when asked for: only a second finance person may apply it. */
    needsApproval: boolean("needs_approval").notNull(),
    status: walletAdjustmentStatus("status").notNull().default("pending"),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "restrict" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** A rejection's reason; null for an approval. */
    decisionReason: text("decision_reason"),
  },
  (t) => [
    check("wallet_adjustments_amount_not_zero", sql`${t.amount} <> 0`),
    check("wallet_adjustments_reason_length", sql`char_length(${t.reason}) between 3 and 500`),
    // Decided exactly when it is no longer pending.
    check(
      "wallet_adjustments_decided",
      sql`(${t.status} = 'pending') = (${t.decidedBy} is null and ${t.decidedAt} is null)`,
    ),
    // The two-person rule, held by the database: what needed approval is applied only by someone
    // other than the person who asked for it.
    check(
      "wallet_adjustments_second_person",
      sql`not ${t.needsApproval} or ${t.status} <> 'applied' or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
    // The console's list of pending adjustments, oldest first, and the decided ones newest first.
    index("wallet_adjustments_status_idx").on(t.status, t.requestedAt),
  ],
);
