CREATE TYPE "public"."qualification_type" AS ENUM('license', 'education', 'association', 'certification', 'conduct');--> statement-breakpoint
CREATE TYPE "public"."verification_status" AS ENUM('submitted', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "insurance_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "qualification_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"qualification_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qualification_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"type" "qualification_type" NOT NULL,
	"body" text,
	"credential_number" text,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qualifications_details" CHECK (("qualifications"."type" = 'license' and "qualifications"."body" is not null and "qualifications"."credential_number" is not null)
        or ("qualifications"."type" <> 'license' and "qualifications"."title" is not null))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"status" "verification_status" NOT NULL,
	"note" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"job_title" text NOT NULL,
	"start_month" date NOT NULL,
	"end_month" date,
	"currently_works_here" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_history_dates" CHECK (("work_history"."currently_works_here" and "work_history"."end_month" is null)
        or (not "work_history"."currently_works_here" and "work_history"."end_month" is not null and "work_history"."end_month" >= "work_history"."start_month"))
);
--> statement-breakpoint
ALTER TABLE "insurance_files" ADD CONSTRAINT "insurance_files_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD CONSTRAINT "qualification_files_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD CONSTRAINT "qualification_files_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_history" ADD CONSTRAINT "work_history_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_files_provider_idx" ON "insurance_files" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "qualification_files_qualification_idx" ON "qualification_files" USING btree ("qualification_id","created_at");--> statement-breakpoint
CREATE INDEX "qualifications_provider_idx" ON "qualifications" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "work_history_provider_idx" ON "work_history" USING btree ("provider_id","start_month");