CREATE TYPE "public"."counter_status" AS ENUM('open', 'accepted', 'declined', 'expired', 'cancelled');--> statement-breakpoint
CREATE TABLE "booking_counter_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"reschedule_id" uuid NOT NULL,
	"proposed_by" "booking_party" NOT NULL,
	"times" jsonb NOT NULL,
	"status" "counter_status" DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"note" text,
	"chosen_start_time" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "waitlist_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "counter_times" "tstzmultirange";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "counter_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_counter_proposals" ADD CONSTRAINT "booking_counter_proposals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_counter_proposals" ADD CONSTRAINT "booking_counter_proposals_reschedule_id_booking_reschedules_id_fk" FOREIGN KEY ("reschedule_id") REFERENCES "public"."booking_reschedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_counter_proposals_booking_idx" ON "booking_counter_proposals" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_counter_proposals_one_open" ON "booking_counter_proposals" USING btree ("booking_id") WHERE "booking_counter_proposals"."status" = 'open';
--> statement-breakpoint
-- An open counter-proposal's times are held on its booking (decision 0318): the overlap constraint
-- of 0007 now compares, per provider, the booking's own time, its proposed time and its countered
-- times, so no other active booking can take any of them while they wait.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "provider_id" WITH =,
  ((CASE
    WHEN "proposed_start_time" IS NULL
      THEN tstzmultirange(tstzrange("start_time", "end_time", '[)'))
    ELSE tstzmultirange(
      tstzrange("start_time", "end_time", '[)'),
      tstzrange("proposed_start_time", "proposed_end_time", '[)')
    )
  END) + COALESCE("counter_times", '{}'::tstzmultirange)) WITH &&
) WHERE ("status" IN ('pending', 'confirmed') AND "start_time" IS NOT NULL);
