-- The slots version trigger of 0021, cheaper per row, same rule (decision 0031; measured in 0037).
-- It read the therapist's id by turning the whole row into JSON (`to_jsonb(NEW) ->> column`), and
-- moved the version with an upsert. Now it reads the named column directly (each branch is planned
-- only where it runs, so a table without `provider_id` never plans `NEW.provider_id`), and moves an
-- existing version with a plain update, inserting only for a therapist who has none yet.
CREATE OR REPLACE FUNCTION slots_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id uuid;
  new_id uuid;
  id uuid;
  seen text := coalesce(current_setting('slots.changed', true), '');
  moved boolean := false;
BEGIN
  IF TG_ARGV[0] = 'provider_id' THEN
    IF TG_OP <> 'INSERT' THEN old_id := OLD.provider_id; END IF;
    IF TG_OP <> 'DELETE' THEN new_id := NEW.provider_id; END IF;
  ELSIF TG_ARGV[0] = 'user_id' THEN
    IF TG_OP <> 'INSERT' THEN old_id := OLD.user_id; END IF;
    IF TG_OP <> 'DELETE' THEN new_id := NEW.user_id; END IF;
  ELSIF TG_ARGV[0] = 'id' THEN
    IF TG_OP <> 'INSERT' THEN old_id := OLD.id; END IF;
    IF TG_OP <> 'DELETE' THEN new_id := NEW.id; END IF;
  ELSE
    RAISE EXCEPTION 'slots_changed: no therapist column %', TG_ARGV[0];
  END IF;
  FOREACH id IN ARRAY ARRAY[old_id, new_id] LOOP
    IF id IS NOT NULL AND strpos(seen, id::text) = 0 THEN
      seen := seen || id::text || ' ';
      moved := true;
      UPDATE slots_version SET version = version + 1 WHERE provider_id = id;
      IF NOT FOUND THEN
        INSERT INTO slots_version AS v (provider_id, version) VALUES (id, 1)
          ON CONFLICT (provider_id) DO UPDATE SET version = v.version + 1;
      END IF;
    END IF;
  END LOOP;
  IF moved THEN PERFORM set_config('slots.changed', seen, true); END IF;
  RETURN NULL;
END $$;
