-- The directory's version (decision 0026): one number that goes up in the same transaction as any
-- change to what the directory filters and counts on. A directory total is kept under the version
-- it was counted at, read in the same snapshot, so a kept total is never older than the data.
CREATE TABLE directory_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO directory_version (id, version) VALUES (1, 1);
--> statement-breakpoint
-- Once per statement, not per row: a bulk import moves it once.
CREATE OR REPLACE FUNCTION directory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What a directory filter reads. A new user has no practice profile yet, so only the user columns
-- the directory shows or filters on count, and only when they change.
CREATE TRIGGER directory_changed AFTER UPDATE OF first_name, last_name, is_active, user_type, country_id OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_therapy_categories
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_concerns
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_languages
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_modalities
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_license_states
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON states
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON therapy_categories
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON concerns
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON preference_options
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
