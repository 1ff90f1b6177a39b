CREATE TYPE "public"."participant_decision" AS ENUM('acknowledged', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."participant_status" AS ENUM('posted', 'acknowledged', 'rejected');--> statement-breakpoint
CREATE TABLE "booking_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"locale" text NOT NULL,
	"status" "participant_status" DEFAULT 'posted' NOT NULL,
	"provider_decision" "participant_decision",
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_participants_email_lower" CHECK ("booking_participants"."email" = lower("booking_participants"."email"))
);
--> statement-breakpoint
ALTER TABLE "therapy_categories" ADD COLUMN "allow_invite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_participants_booking_email_key" ON "booking_participants" USING btree ("booking_id","email");--> statement-breakpoint
CREATE INDEX "booking_participants_user_idx" ON "booking_participants" USING btree ("user_id");