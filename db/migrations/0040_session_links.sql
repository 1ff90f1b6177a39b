CREATE TABLE "provider_session_links" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_session_links_https" CHECK ("provider_session_links"."link" like 'https://%' and char_length("provider_session_links"."link") <= 500)
);
--> statement-breakpoint
ALTER TABLE "provider_session_links" ADD CONSTRAINT "provider_session_links_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;