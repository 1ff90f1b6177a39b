ALTER TABLE "oidc_starts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_starts" ADD COLUMN "given_name" text;--> statement-breakpoint
ALTER TABLE "oidc_starts" ADD COLUMN "family_name" text;