-- One active booking per provider time range, enforced by the database itself (DESIGN section 2).
-- Covers any overlap, not only equal start times. btree_gist lets uuid equality share a gist index.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "provider_id" WITH =,
  tstzrange("start_time", "end_time", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed') AND "start_time" IS NOT NULL);
