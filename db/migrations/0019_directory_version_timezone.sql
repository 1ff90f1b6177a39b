-- Kept directory pages and profiles (decision 0030) hold each therapist's time zone: their cards'
-- next free time is made in it. A change of zone now moves the directory version too.
DROP TRIGGER directory_changed ON users;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER directory_changed AFTER UPDATE OF first_name, last_name, is_active, user_type, country_id, timezone OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
