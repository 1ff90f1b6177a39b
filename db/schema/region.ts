import "server-only";
import { boolean, char, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const countries = pgTable("countries", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: char("code", { length: 2 }).notNull().unique(),
  name: text("name").notNull(),
  currencyCode: char("currency_code", { length: 3 }).notNull(),
  defaultTimezone: text("default_timezone").notNull(),
  isOperating: boolean("is_operating").notNull().default(false),
});

export const states = pgTable(
  "states",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    countryId: uuid("country_id")
      .notNull()
      .references(() => countries.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [
    uniqueIndex("states_country_code_key").on(t.countryId, t.code),
    index("states_country_name_idx").on(t.countryId, t.name),
  ],
);
