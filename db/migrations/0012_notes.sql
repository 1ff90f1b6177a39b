CREATE TYPE "public"."note_action" AS ENUM('create', 'read', 'list', 'update', 'delete', 'download');--> statement-breakpoint
CREATE TYPE "public"."note_type" AS ENUM('booking', 'client');--> statement-breakpoint
CREATE TYPE "public"."client_import_status" AS ENUM('invited', 'claimed');--> statement-breakpoint
CREATE TABLE "note_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"note_id" uuid NOT NULL,
	"action" "note_action" NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" text,
	"hash" text
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"type" "note_type" NOT NULL,
	"booking_id" uuid,
	"key_id" text NOT NULL,
	"title_cipher" text NOT NULL,
	"content_cipher" text,
	"file_key" text,
	"file_name_cipher" text,
	"file_kind" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"locale" text NOT NULL,
	"status" "client_import_status" DEFAULT 'invited' NOT NULL,
	"client_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_imports" ADD CONSTRAINT "client_imports_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_imports" ADD CONSTRAINT "client_imports_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_audit_note_idx" ON "note_audit" USING btree ("note_id","id");--> statement-breakpoint
CREATE INDEX "note_audit_owner_idx" ON "note_audit" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "notes_provider_client_idx" ON "notes" USING btree ("provider_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_booking_idx" ON "notes" USING btree ("booking_id") WHERE "notes"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "notes_key_idx" ON "notes" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_imports_provider_email_key" ON "client_imports" USING btree ("provider_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "client_imports_token_key" ON "client_imports" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_imports_provider_created_idx" ON "client_imports" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "client_imports_client_idx" ON "client_imports" USING btree ("client_id");