ALTER TABLE "users" ADD COLUMN "email_session_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_unread_messages" boolean DEFAULT true NOT NULL;