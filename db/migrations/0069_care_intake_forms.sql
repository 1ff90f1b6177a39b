CREATE TYPE "public"."care_form_kind" AS ENUM('intake', 'consent');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'careForms';--> statement-breakpoint
CREATE TABLE "care_form_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"kind" "care_form_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"send_to_new_clients" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid,
	"provider_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"booking_id" uuid,
	"kind" "care_form_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"questions" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"key_id" text,
	"answers_cipher" text,
	"signed_text_hash" text,
	"signed_by" uuid,
	"signed_name_cipher" text
);
--> statement-breakpoint
ALTER TABLE "care_form_templates" ADD CONSTRAINT "care_form_templates_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_forms" ADD CONSTRAINT "care_forms_template_id_care_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."care_form_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_forms" ADD CONSTRAINT "care_forms_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_forms" ADD CONSTRAINT "care_forms_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_forms" ADD CONSTRAINT "care_forms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_forms" ADD CONSTRAINT "care_forms_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_form_templates_provider_idx" ON "care_form_templates" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "care_forms_client_idx" ON "care_forms" USING btree ("client_id","sent_at");--> statement-breakpoint
CREATE INDEX "care_forms_provider_client_idx" ON "care_forms" USING btree ("provider_id","client_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "care_forms_once_per_template" ON "care_forms" USING btree ("template_id","client_id") WHERE "care_forms"."template_id" is not null;