ALTER TYPE "public"."notification_kind" ADD VALUE 'reviewHidden';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'reviewRestored';