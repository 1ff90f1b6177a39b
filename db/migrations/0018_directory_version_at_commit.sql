-- The directory's version moves at commit, once per transaction (decision 0026). 0017 moved it at
-- the end of each statement, so a transaction held the version row's lock while it went on to lock
-- other rows: two transactions touching the same rows in a different order could deadlock on it.
-- Deferred constraint triggers run at commit, after every row lock the transaction takes, and the
-- transaction-local flag makes every change after the first one skip the update.
CREATE OR REPLACE FUNCTION directory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('directory.changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('directory.changed', 'yes', true);
    UPDATE directory_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER directory_changed ON users;
--> statement-breakpoint
DROP TRIGGER directory_changed ON provider_profiles;
--> statement-breakpoint
DROP TRIGGER directory_changed ON provider_therapy_categories;
--> statement-breakpoint
DROP TRIGGER directory_changed ON provider_concerns;
--> statement-breakpoint
DROP TRIGGER directory_changed ON provider_languages;
--> statement-breakpoint
DROP TRIGGER directory_changed ON provider_modalities;
--> statement-breakpoint
DROP TRIGGER directory_changed ON provider_license_states;
--> statement-breakpoint
DROP TRIGGER directory_changed ON countries;
--> statement-breakpoint
DROP TRIGGER directory_changed ON states;
--> statement-breakpoint
DROP TRIGGER directory_changed ON therapy_categories;
--> statement-breakpoint
DROP TRIGGER directory_changed ON concerns;
--> statement-breakpoint
DROP TRIGGER directory_changed ON preference_options;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER UPDATE OF first_name, last_name, is_active, user_type, country_id OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON provider_profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON provider_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON provider_therapy_categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON provider_therapy_categories
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON provider_concerns
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON provider_concerns
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON provider_languages
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON provider_languages
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON provider_modalities
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON provider_modalities
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON provider_license_states
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON provider_license_states
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON countries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON states
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON states
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON therapy_categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON therapy_categories
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON concerns
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON concerns
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON preference_options
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON preference_options
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
