ALTER TABLE "verifications" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "verifications_expiring_idx" ON "verifications" USING btree ("expires_at") WHERE "verifications"."approved_at" is not null and "verifications"."expires_at" is not null;--> statement-breakpoint
-- Approvals made before approved_at existed (decision 0213).
UPDATE "verifications" SET "approved_at" = "reviewed_at" WHERE "status" = 'approved';--> statement-breakpoint
-- Listing follows approved_at and expires_at too, not only the status (0213): a kept directory
-- page must drop a therapist whose approval lapsed while a resubmission is under review.
DROP TRIGGER "directory_changed" ON "verifications";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OF status, approved_at, expires_at OR DELETE ON verifications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
