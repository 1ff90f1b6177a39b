-- Kept directory pages and profiles (decision 0030) hold their therapists' ratings too, so a review
-- written, edited or deleted moves the directory version at its commit, like a practice change.
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OR DELETE ON reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
