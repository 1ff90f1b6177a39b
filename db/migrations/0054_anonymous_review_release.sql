ALTER TABLE "reviews" ADD COLUMN "visible_from" timestamp with time zone;--> statement-breakpoint
-- Anonymous reviews written before decision 0406 have been shown since they were written: they stay.
UPDATE "reviews" SET "visible_from" = "created_at" WHERE "is_anonymous";
