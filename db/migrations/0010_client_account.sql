CREATE TABLE "client_preferences" (
	"client_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	CONSTRAINT "client_preferences_client_id_option_id_pk" PRIMARY KEY("client_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "client_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"photo_key" text,
	"avatar_id" text,
	"state_id" uuid,
	"zip_code" text,
	"dob" date,
	"gender" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"preferred_country_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_profiles_user_name_check" CHECK ("client_profiles"."user_name" ~ '^[A-Za-z0-9_@-]{3,32}$'),
	CONSTRAINT "client_profiles_zip_code_check" CHECK ("client_profiles"."zip_code" ~ '^[A-Za-z0-9]{5,10}$'),
	CONSTRAINT "client_profiles_emergency_contact_check" CHECK (("client_profiles"."emergency_contact_name" is null) = ("client_profiles"."emergency_contact_phone" is null))
);
--> statement-breakpoint
ALTER TABLE "client_preferences" ADD CONSTRAINT "client_preferences_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_preferences" ADD CONSTRAINT "client_preferences_option_id_preference_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."preference_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_preferred_country_id_countries_id_fk" FOREIGN KEY ("preferred_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_preferences_option_idx" ON "client_preferences" USING btree ("option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_profiles_user_name_key" ON "client_profiles" USING btree (lower("user_name"));