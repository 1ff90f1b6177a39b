CREATE TYPE "public"."care_instrument" AS ENUM('phq9', 'gad7');--> statement-breakpoint
CREATE TYPE "public"."care_measure_reason" AS ENUM('first', 'interval', 'request');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'careAttention';--> statement-breakpoint
CREATE TABLE "care_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"measure_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "care_alerts_measure_id_unique" UNIQUE("measure_id")
);
--> statement-breakpoint
CREATE TABLE "care_measures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"instrument" "care_instrument" NOT NULL,
	"reason" "care_measure_reason" NOT NULL,
	"session_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"key_id" text,
	"answers_cipher" text,
	"result_cipher" text,
	CONSTRAINT "care_measures_answered_sealed" CHECK (("care_measures"."answered_at" is null) = ("care_measures"."answers_cipher" is null) and ("care_measures"."answers_cipher" is null) = ("care_measures"."result_cipher" is null) and ("care_measures"."answers_cipher" is null or "care_measures"."key_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "care_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"measure_every" integer DEFAULT 4 NOT NULL,
	"hide_own_chart" boolean DEFAULT false NOT NULL,
	CONSTRAINT "care_settings_every_range" CHECK ("care_settings"."measure_every" between 1 and 52)
);
--> statement-breakpoint
ALTER TABLE "care_alerts" ADD CONSTRAINT "care_alerts_measure_id_care_measures_id_fk" FOREIGN KEY ("measure_id") REFERENCES "public"."care_measures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_alerts" ADD CONSTRAINT "care_alerts_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_alerts" ADD CONSTRAINT "care_alerts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_measures" ADD CONSTRAINT "care_measures_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_measures" ADD CONSTRAINT "care_measures_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_settings" ADD CONSTRAINT "care_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_alerts_open_idx" ON "care_alerts" USING btree ("provider_id","client_id") WHERE "care_alerts"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "care_measures_client_idx" ON "care_measures" USING btree ("client_id","sent_at");--> statement-breakpoint
CREATE INDEX "care_measures_provider_client_idx" ON "care_measures" USING btree ("provider_id","client_id","sent_at");