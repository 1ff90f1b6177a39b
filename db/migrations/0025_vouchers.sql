CREATE TYPE "public"."voucher_kind" AS ENUM('voucher', 'gift');--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" "voucher_kind" NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_email" text,
	"message" text,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_amount_positive" CHECK ("vouchers"."amount" > 0),
	CONSTRAINT "vouchers_gift_recipient" CHECK ("vouchers"."kind" = 'voucher' or "vouchers"."recipient_email" is not null),
	CONSTRAINT "vouchers_message_length" CHECK (char_length("vouchers"."message") <= 400),
	CONSTRAINT "vouchers_redeemed" CHECK (("vouchers"."redeemed_by" is null) = ("vouchers"."redeemed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_sign_matches_type";--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_key" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vouchers_buyer_created_idx" ON "vouchers" USING btree ("buyer_id","created_at");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_sign_matches_type" CHECK (("wallet_entries"."type" in ('top_up', 'refund') and "wallet_entries"."amount" > 0)
        or ("wallet_entries"."type" = 'booking_charge' and "wallet_entries"."amount" < 0)
        or "wallet_entries"."type" in ('voucher', 'adjustment'));