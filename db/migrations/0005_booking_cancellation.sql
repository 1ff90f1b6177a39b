CREATE TYPE "public"."booking_party" AS ENUM('client', 'provider');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" "booking_party";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_note" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_recorded" CHECK ("bookings"."status" <> 'cancelled' or ("bookings"."cancelled_at" is not null and "bookings"."cancelled_by" is not null));