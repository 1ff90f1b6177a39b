CREATE TYPE "public"."calendar_setup_type" AS ENUM('GENERAL', 'BY_CATEGORY');--> statement-breakpoint
CREATE TABLE "provider_category_fees" (
	"provider_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"fee" integer NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"currency_code" char(3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_category_fees_provider_id_category_id_pk" PRIMARY KEY("provider_id","category_id"),
	CONSTRAINT "provider_category_fees_fee_check" CHECK ("provider_category_fees"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_license_states" (
	"provider_id" uuid NOT NULL,
	"state_id" uuid NOT NULL,
	CONSTRAINT "provider_license_states_provider_id_state_id_pk" PRIMARY KEY("provider_id","state_id")
);
--> statement-breakpoint
CREATE TABLE "provider_modalities" (
	"provider_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	CONSTRAINT "provider_modalities_provider_id_option_id_pk" PRIMARY KEY("provider_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "availability_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"category_id" uuid,
	"date" date NOT NULL,
	"is_available" boolean NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_dates_scope_key" UNIQUE NULLS NOT DISTINCT("provider_id","category_id","date")
);
--> statement-breakpoint
CREATE TABLE "availability_weekdays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"category_id" uuid,
	"weekday" smallint NOT NULL,
	"is_available" boolean NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_weekdays_scope_key" UNIQUE NULLS NOT DISTINCT("provider_id","category_id","weekday"),
	CONSTRAINT "availability_weekdays_weekday_check" CHECK ("availability_weekdays"."weekday" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "religion_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "ethnicity_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "general_fee" integer;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "general_fee_is_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "fee_currency" char(3);--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "calendar_setup_type" "calendar_setup_type" DEFAULT 'GENERAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "minimum_notice_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_category_fees" ADD CONSTRAINT "provider_category_fees_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_category_fees" ADD CONSTRAINT "provider_category_fees_category_id_therapy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."therapy_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_license_states" ADD CONSTRAINT "provider_license_states_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_license_states" ADD CONSTRAINT "provider_license_states_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_modalities" ADD CONSTRAINT "provider_modalities_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_modalities" ADD CONSTRAINT "provider_modalities_option_id_preference_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."preference_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_dates" ADD CONSTRAINT "availability_dates_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_dates" ADD CONSTRAINT "availability_dates_category_id_therapy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."therapy_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_weekdays" ADD CONSTRAINT "availability_weekdays_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_weekdays" ADD CONSTRAINT "availability_weekdays_category_id_therapy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."therapy_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_license_states_state_idx" ON "provider_license_states" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "provider_modalities_option_idx" ON "provider_modalities" USING btree ("option_id");--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_religion_id_preference_options_id_fk" FOREIGN KEY ("religion_id") REFERENCES "public"."preference_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_ethnicity_id_preference_options_id_fk" FOREIGN KEY ("ethnicity_id") REFERENCES "public"."preference_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_general_fee_check" CHECK ("provider_profiles"."general_fee" >= 0);--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_minimum_notice_check" CHECK ("provider_profiles"."minimum_notice_minutes" between 0 and 10080);