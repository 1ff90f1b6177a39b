CREATE TABLE "room_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "room_attendance_left_after_join" CHECK ("room_attendance"."left_at" is null or "room_attendance"."left_at" >= "room_attendance"."joined_at")
);
--> statement-breakpoint
CREATE TABLE "room_members" (
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"admitted_at" timestamp with time zone,
	CONSTRAINT "room_members_booking_id_user_id_pk" PRIMARY KEY("booking_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "room_attendance" ADD CONSTRAINT "room_attendance_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_attendance" ADD CONSTRAINT "room_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_members" ADD CONSTRAINT "room_members_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_members" ADD CONSTRAINT "room_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_attendance_booking_idx" ON "room_attendance" USING btree ("booking_id","user_id");