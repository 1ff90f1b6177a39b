-- The note audit table is append-only and tamper-evident (decision 0701).
-- 1. A row's hash: SHA-256 over the previous hash and the row's fields. One function, used by the
--    insert trigger and by the verification query, so both compute it the same way.
CREATE OR REPLACE FUNCTION note_audit_row_hash(
  prev text, id bigint, owner_id uuid, actor_id uuid, note_id uuid, action text, address text, at timestamptz
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', prev, id::text, owner_id::text, actor_id::text,
    note_id::text, action, address, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- 2. Each insert links to the last row of the same therapist. The advisory lock (per therapist,
--    held to commit) orders concurrent writers, so the chain never forks.
CREATE OR REPLACE FUNCTION note_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('note_audit:' || NEW.owner_id::text, 0));
  SELECT hash INTO last_hash FROM note_audit WHERE owner_id = NEW.owner_id ORDER BY at DESC, id DESC LIMIT 1;
  NEW.at := clock_timestamp();
  NEW.prev_hash := coalesce(last_hash, '');
  NEW.hash := note_audit_row_hash(NEW.prev_hash, NEW.id, NEW.owner_id, NEW.actor_id, NEW.note_id,
    NEW.action::text, NEW.address, NEW.at);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER note_audit_chain BEFORE INSERT ON note_audit
  FOR EACH ROW EXECUTE FUNCTION note_audit_chain();
--> statement-breakpoint
-- 3. Nothing rewrites or removes a row, whoever connects.
CREATE OR REPLACE FUNCTION note_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'note_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER note_audit_no_change BEFORE UPDATE OR DELETE ON note_audit
  FOR EACH ROW EXECUTE FUNCTION note_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER note_audit_no_truncate BEFORE TRUNCATE ON note_audit
  FOR EACH STATEMENT EXECUTE FUNCTION note_audit_append_only();
--> statement-breakpoint
-- 4. Where the app runs as its own role (haven_app) rather than the owner, it may only add and read.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'haven_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE ON note_audit FROM haven_app;
    GRANT SELECT, INSERT ON note_audit TO haven_app;
    GRANT USAGE ON SEQUENCE note_audit_id_seq TO haven_app;
  END IF;
END $$;
