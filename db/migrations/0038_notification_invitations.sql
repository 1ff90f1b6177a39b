ALTER TYPE "public"."notification_kind" ADD VALUE 'invitedToSession';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'invitationAccepted';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'invitationDeclined';