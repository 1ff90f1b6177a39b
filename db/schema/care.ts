import "server-only";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const careInstrument = pgEnum("care_instrument", ["phq9", "gad7"]);
/** Why a measure was sent: before the first session, every N sessions, or asked by the therapist. */
export const careMeasureReason = pgEnum("care_measure_reason", ["first", "interval", "request"]);

/**
 * A PHQ-9 or GAD-7 sent to a client by their therapist, and the client's answers once given.
 * The answers and the score are AES-256-GCM ciphertexts under the notes' key
 * (`features/notes/server/crypto.ts`); `key_id` names the key. Which instrument, when and why are
 * plain: they say nothing of the answers. Deleted with either account (decision 0705).
 */
export const careMeasures = pgTable(
  "care_measures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    instrument: careInstrument("instrument").notNull(),
    reason: careMeasureReason("reason").notNull(),
    /** The count of the pair's held sessions when it was sent (the every-N rule's mark). */
    sessionCount: integer("session_count").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    keyId: text("key_id"),
    /** JSON of the answers, sealed. */
    answersCipher: text("answers_cipher"),
    /** JSON of { score, band }, sealed. */
    resultCipher: text("result_cipher"),
  },
  (t) => [
    // A client's measures, and a therapist's measures of one client, oldest first for the chart.
    index("care_measures_client_idx").on(t.clientId, t.sentAt),
    index("care_measures_provider_client_idx").on(t.providerId, t.clientId, t.sentAt),
    check(
      "care_measures_answered_sealed",
      sql`(${t.answeredAt} is null) = (${t.answersCipher} is null) and (${t.answersCipher} is null) = (${t.resultCipher} is null) and (${t.answersCipher} is null or ${t.keyId} is not null)`,
    ),
  ],
);

/**
 * A PHQ-9 answered above 0 on item 9, shown on the client's page until the therapist acknowledges
 * it. It holds only ids and times: which answer raised it is in the sealed measure.
 */
export const careAlerts = pgTable(
  "care_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    measureId: uuid("measure_id")
      .notNull()
      .unique()
      .references(() => careMeasures.id, { onDelete: "cascade" }),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  },
  (t) => [
    // The client page's open alerts.
    index("care_alerts_open_idx")
      .on(t.providerId, t.clientId)
      .where(sql`${t.acknowledgedAt} is null`),
  ],
);

/** A therapist's "every N sessions" (default 4) and a client's choice to hide their own chart. */
export const careSettings = pgTable(
  "care_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    measureEvery: integer("measure_every").notNull().default(4),
    hideOwnChart: boolean("hide_own_chart").notNull().default(false),
  },
  (t) => [check("care_settings_every_range", sql`${t.measureEvery} between 1 and 52`)],
);
