import "server-only";
import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Names of catalog entries in every site language: { en: "...", de: "..." }. */
export type LocalizedNames = { en: string; de: string };

export const therapyCategories = pgTable("therapy_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  names: jsonb("names").$type<LocalizedNames>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  /** Couples and family sessions: the booking client may invite participants (issue 13). */
  allowInvite: boolean("allow_invite").notNull().default(false),
});

export const concerns = pgTable("concerns", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  names: jsonb("names").$type<LocalizedNames>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** The spec's preference lists (modality, gender, therapy approach, ...), one row per option. */
export const preferenceOptions = pgTable(
  "preference_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    names: jsonb("names").$type<LocalizedNames>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("preference_options_kind_slug_key").on(t.kind, t.slug)],
);
