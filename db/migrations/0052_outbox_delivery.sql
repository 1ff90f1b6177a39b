-- With SMTP_URL set, an email is written to the outbox as "pending" and a sender hands it to SMTP
-- after the answer (decision 0804): no request waits on SMTP, and an email SMTP refuses is tried
-- again instead of lost. The partial index holds only the queue, which the sender reads by due time.
ALTER TABLE "outbox" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."delivery" = 'pending';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_delivery_check" CHECK ("outbox"."delivery" is null or ("outbox"."delivery" in ('pending', 'failed') and "outbox"."next_attempt_at" is not null));