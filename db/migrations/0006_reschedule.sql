CREATE TYPE "public"."reschedule_status" AS ENUM('pending', 'accepted', 'declined', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "booking_reschedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"requested_by" "booking_party" NOT NULL,
	"from_start_time" timestamp with time zone NOT NULL,
	"from_end_time" timestamp with time zone NOT NULL,
	"to_start_time" timestamp with time zone NOT NULL,
	"to_end_time" timestamp with time zone NOT NULL,
	"note" text,
	"status" "reschedule_status" NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reschedules_time_order" CHECK ("booking_reschedules"."to_end_time" > "booking_reschedules"."to_start_time")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "remaining_client_reschedule" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "remaining_provider_reschedule" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "allow_reschedule_completed_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_reschedules" ADD CONSTRAINT "booking_reschedules_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_reschedules_booking_idx" ON "booking_reschedules" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reschedules_one_pending" ON "booking_reschedules" USING btree ("booking_id") WHERE "booking_reschedules"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reschedules_nonnegative" CHECK ("bookings"."remaining_client_reschedule" >= 0 and "bookings"."remaining_provider_reschedule" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_proposed_times" CHECK (("bookings"."proposed_start_time" is null and "bookings"."proposed_end_time" is null) or ("bookings"."start_time" is not null and "bookings"."proposed_end_time" > "bookings"."proposed_start_time"));