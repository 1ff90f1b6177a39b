-- A therapist's slots version (decision 0031). Their public slots are made of their calendar rows,
-- their calendar settings, zone and categories, and their bookings. Any change to those moves
-- their version at its commit, and a month of their slots is kept under the version it was read at.
CREATE TABLE "slots_version" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO slots_version (provider_id, version) SELECT user_id, 1 FROM provider_profiles;
--> statement-breakpoint
-- TG_ARGV[0] names the row's therapist column. At commit, like the directory's (0018): after every
-- other lock the transaction takes. Each therapist's version moves once per transaction, however
-- many of their rows it changed (completing a week of sessions, sweeping expired holds).
CREATE OR REPLACE FUNCTION slots_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := '{}';
  id uuid;
  seen text := coalesce(current_setting('slots.changed', true), '');
BEGIN
  IF TG_OP <> 'INSERT' THEN ids := ids || (to_jsonb(OLD) ->> TG_ARGV[0])::uuid; END IF;
  IF TG_OP <> 'DELETE' THEN ids := ids || (to_jsonb(NEW) ->> TG_ARGV[0])::uuid; END IF;
  FOREACH id IN ARRAY ids LOOP
    IF id IS NOT NULL AND strpos(seen, id::text) = 0 THEN
      seen := seen || id::text || ' ';
      INSERT INTO slots_version AS v (provider_id, version) VALUES (id, 1)
        ON CONFLICT (provider_id) DO UPDATE SET version = v.version + 1;
    END IF;
  END LOOP;
  PERFORM set_config('slots.changed', seen, true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A truncation names no therapist: every version moves.
CREATE OR REPLACE FUNCTION slots_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE slots_version SET version = version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER slots_changed AFTER INSERT OR DELETE OR UPDATE OF provider_id, status, start_time, end_time, hold_expires_at, proposed_start_time, proposed_end_time ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slots_changed('provider_id');
--> statement-breakpoint
CREATE TRIGGER slots_truncated AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION slots_truncated();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER slots_changed AFTER INSERT OR UPDATE OR DELETE ON availability_weekdays
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slots_changed('provider_id');
--> statement-breakpoint
CREATE TRIGGER slots_truncated AFTER TRUNCATE ON availability_weekdays
  FOR EACH STATEMENT EXECUTE FUNCTION slots_truncated();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER slots_changed AFTER INSERT OR UPDATE OR DELETE ON availability_dates
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slots_changed('provider_id');
--> statement-breakpoint
CREATE TRIGGER slots_truncated AFTER TRUNCATE ON availability_dates
  FOR EACH STATEMENT EXECUTE FUNCTION slots_truncated();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER slots_changed AFTER INSERT OR UPDATE OR DELETE ON provider_therapy_categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slots_changed('provider_id');
--> statement-breakpoint
CREATE TRIGGER slots_truncated AFTER TRUNCATE ON provider_therapy_categories
  FOR EACH STATEMENT EXECUTE FUNCTION slots_truncated();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER slots_changed AFTER INSERT OR DELETE OR UPDATE OF user_id, calendar_setup_type, minimum_notice_minutes ON provider_profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slots_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER slots_truncated AFTER TRUNCATE ON provider_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION slots_truncated();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER slots_changed AFTER DELETE OR UPDATE OF timezone, is_active, deleted_at ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.user_type = 'provider')
  EXECUTE FUNCTION slots_changed('id');
