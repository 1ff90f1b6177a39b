CREATE TYPE "public"."wallet_adjustment_status" AS ENUM('pending', 'applied', 'rejected');--> statement-breakpoint
CREATE TABLE "wallet_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"reason" text NOT NULL,
	"needs_approval" boolean NOT NULL,
	"status" "wallet_adjustment_status" DEFAULT 'pending' NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "wallet_adjustments_amount_not_zero" CHECK ("wallet_adjustments"."amount" <> 0),
	CONSTRAINT "wallet_adjustments_reason_length" CHECK (char_length("wallet_adjustments"."reason") between 3 and 500),
	CONSTRAINT "wallet_adjustments_decided" CHECK (("wallet_adjustments"."status" = 'pending') = ("wallet_adjustments"."decided_by" is null and "wallet_adjustments"."decided_at" is null)),
	CONSTRAINT "wallet_adjustments_second_person" CHECK (not "wallet_adjustments"."needs_approval" or "wallet_adjustments"."status" <> 'applied' or "wallet_adjustments"."decided_by" <> "wallet_adjustments"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_adjustments_status_idx" ON "wallet_adjustments" USING btree ("status","requested_at");