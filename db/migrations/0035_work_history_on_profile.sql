CREATE TABLE "work_history_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"show_on_profile" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_history_settings" ADD CONSTRAINT "work_history_settings_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A public profile shows the work history of a therapist who chose so, and profiles are kept while
-- the directory's version holds (decision 0030): a change to either moves the version (0026).
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON work_history
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON work_history_settings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
