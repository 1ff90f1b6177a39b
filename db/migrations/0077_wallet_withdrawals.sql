CREATE TYPE "public"."withdrawal_status" AS ENUM('requested', 'paid', 'failed');--> statement-breakpoint
ALTER TYPE "public"."wallet_entry_type" ADD VALUE 'withdrawal';--> statement-breakpoint
ALTER TYPE "public"."wallet_entry_type" ADD VALUE 'withdrawal_return';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'withdrawalPaid';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'withdrawalFailed';--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" "withdrawal_status" DEFAULT 'requested' NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"transfer_reference" text,
	"failure_reason" text,
	"settled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_withdrawals_amount_positive" CHECK ("wallet_withdrawals"."amount" > 0),
	CONSTRAINT "wallet_withdrawals_settled" CHECK (("wallet_withdrawals"."status" = 'requested' and "wallet_withdrawals"."settled_at" is null)
        or ("wallet_withdrawals"."status" = 'paid' and "wallet_withdrawals"."settled_at" is not null and "wallet_withdrawals"."transfer_reference" is not null)
        or ("wallet_withdrawals"."status" = 'failed' and "wallet_withdrawals"."settled_at" is not null and "wallet_withdrawals"."failure_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_sign_matches_type";--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user_created_idx" ON "wallet_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_status_created_idx" ON "wallet_withdrawals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_sign_matches_type" CHECK (("wallet_entries"."type" in ('top_up', 'refund') and "wallet_entries"."amount" > 0)
        or ("wallet_entries"."type" = 'booking_charge' and "wallet_entries"."amount" < 0)
        or "wallet_entries"."type" in ('voucher', 'adjustment')
        or ("wallet_entries"."type"::text = 'withdrawal' and "wallet_entries"."amount" < 0)
        or ("wallet_entries"."type"::text = 'withdrawal_return' and "wallet_entries"."amount" > 0));