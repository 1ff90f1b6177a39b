CREATE TABLE "sandbox_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"currency" char(3) NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"customer_code" text NOT NULL,
	"gateway_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "channel" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_user_key" ON "virtual_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_gateway_number_key" ON "virtual_accounts" USING btree ("gateway","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_gateway_customer_key" ON "virtual_accounts" USING btree ("gateway","customer_code");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_channel" CHECK ("payments"."channel" in ('card', 'bank_transfer'));