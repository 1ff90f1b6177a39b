CREATE TABLE "provider_languages" (
	"provider_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	CONSTRAINT "provider_languages_provider_id_option_id_pk" PRIMARY KEY("provider_id","option_id")
);
--> statement-breakpoint
ALTER TABLE "provider_languages" ADD CONSTRAINT "provider_languages_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_languages" ADD CONSTRAINT "provider_languages_option_id_preference_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."preference_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_languages_option_idx" ON "provider_languages" USING btree ("option_id");