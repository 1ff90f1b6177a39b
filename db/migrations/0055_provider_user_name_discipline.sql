ALTER TABLE "provider_profiles" ADD COLUMN "user_name" text;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "discipline_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_discipline_id_preference_options_id_fk" FOREIGN KEY ("discipline_id") REFERENCES "public"."preference_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_profiles_user_name_key" ON "provider_profiles" USING btree (lower("user_name"));--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_user_name_check" CHECK ("provider_profiles"."user_name" ~ '^[A-Za-z0-9_@-]{3,32}$');