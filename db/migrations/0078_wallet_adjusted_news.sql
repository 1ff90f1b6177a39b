ALTER TYPE "public"."notification_kind" ADD VALUE 'walletCredited';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'walletDebited';