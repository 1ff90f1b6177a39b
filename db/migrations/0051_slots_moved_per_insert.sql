-- New bookings move their therapists' slots versions once per insert statement, not once per row
-- (decision 0040). The row trigger of 0021/0050 ran a PL/pgSQL call and an UPDATE for every new
-- row at commit; a batch of new bookings (0038) paid that for each of its rows (with it off, 15-45%
-- more bookings a second under load). Every insert into bookings is its transaction's last
-- statement (a lone booking, a batch, a series' weeks), so the end of the statement is still after
-- every other lock the transaction takes, as 0021 asks; a new write that inserts bookings and then
-- writes more in the same transaction would take the version's lock early. Updates and deletes
-- keep the row trigger, and both share the transaction's note of therapists already moved
-- (`slots.changed`): a version still moves once per transaction.
CREATE OR REPLACE FUNCTION slots_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seen text := coalesce(current_setting('slots.changed', true), '');
  ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT provider_id ORDER BY provider_id) INTO ids
    FROM inserted_rows WHERE strpos(seen, provider_id::text) = 0;
  IF ids IS NULL THEN RETURN NULL; END IF;
  -- In the therapists' order, as the insert took their turns (0311): two batches never wait on
  -- each other in a cycle. A therapist without a version yet gets their first.
  WITH moved AS (
    UPDATE slots_version SET version = version + 1 WHERE provider_id = ANY (ids)
    RETURNING provider_id
  )
  INSERT INTO slots_version AS v (provider_id, version)
    SELECT id, 1 FROM unnest(ids) AS id WHERE id NOT IN (SELECT provider_id FROM moved)
    ON CONFLICT (provider_id) DO UPDATE SET version = v.version + 1;
  PERFORM set_config('slots.changed', seen || array_to_string(ids, ' ') || ' ', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER slots_changed ON bookings;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER slots_changed AFTER DELETE OR UPDATE OF provider_id, status, start_time, end_time, hold_expires_at, proposed_start_time, proposed_end_time ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slots_changed('provider_id');
--> statement-breakpoint
CREATE TRIGGER slots_inserted AFTER INSERT ON bookings REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION slots_inserted();
