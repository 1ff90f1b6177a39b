CREATE TABLE "care_safety_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"key_id" text NOT NULL,
	"sections_cipher" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "care_safety_plans_pair" UNIQUE("provider_id","client_id"),
	CONSTRAINT "care_safety_plans_version_positive" CHECK ("care_safety_plans"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "care_safety_plans" ADD CONSTRAINT "care_safety_plans_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_safety_plans" ADD CONSTRAINT "care_safety_plans_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_safety_plans" ADD CONSTRAINT "care_safety_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_safety_plans_client_idx" ON "care_safety_plans" USING btree ("client_id");