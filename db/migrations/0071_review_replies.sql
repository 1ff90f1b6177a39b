ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_length" CHECK ("reviews"."reply" is null or char_length("reviews"."reply") between 30 and 1000);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_dated" CHECK (("reviews"."reply" is null) = ("reviews"."reply_at" is null));