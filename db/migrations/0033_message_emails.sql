ALTER TABLE "messages" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_unnotified_idx" ON "messages" USING btree ("created_at") WHERE "messages"."notified_at" is null and "messages"."seen_at" is null and "messages"."deleted_at" is null;--> statement-breakpoint
-- Messages from before this sweep are not emailed about now: their moment has passed.
UPDATE "messages" SET "notified_at" = "created_at" WHERE "seen_at" IS NULL;