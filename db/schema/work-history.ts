import "server-only";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A therapist's employment history (spec: Work history). Months are stored as the first day of
 * the month; the API speaks MM-YYYY. A current job has no end; any other ends no earlier than it
 * started. The check holds both for every row.
 */
export const workHistory = pgTable(
  "work_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    jobTitle: text("job_title").notNull(),
    startMonth: date("start_month").notNull(),
    endMonth: date("end_month"),
    currentlyWorksHere: boolean("currently_works_here").notNull().default(false),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /provider/experience: one therapist's jobs.
    index("work_history_provider_idx").on(t.providerId, t.startMonth),
    check(
      "work_history_dates",
      sql`(${t.currentlyWorksHere} and ${t.endMonth} is null)
        or (not ${t.currentlyWorksHere} and ${t.endMonth} is not null and ${t.endMonth} >= ${t.startMonth})`,
    ),
  ],
);

/**
 * Whether a therapist shows their work history on their public profile (decision 0211). They
 * wrote it for the credential review, so it stays private until they choose otherwise; no row is
 * the same as not shown.
 */
export const workHistorySettings = pgTable("work_history_settings", {
  providerId: uuid("provider_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  showOnProfile: boolean("show_on_profile").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
