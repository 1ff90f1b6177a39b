CREATE TYPE "public"."bank_account_ownership" AS ENUM('business', 'personal');--> statement-breakpoint
CREATE TYPE "public"."bank_account_type" AS ENUM('checking', 'savings');--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"account_type" "bank_account_type" NOT NULL,
	"account_ownership" "bank_account_ownership" NOT NULL,
	"date_of_birth" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_numbers_digits" CHECK ("payout_accounts"."account_number" ~ '^[0-9]{3,32}$' and "payout_accounts"."bank_code" ~ '^[0-9]{3,32}$')
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;