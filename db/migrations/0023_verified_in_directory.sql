-- A profile says whether the therapist's credentials are verified (decision 0208), and profiles are
-- kept while the directory version holds (0030): a review's decision moves the version. Only the
-- status counts; an edit of the credentials (changed_at) shows nowhere public.
CREATE CONSTRAINT TRIGGER directory_changed AFTER INSERT OR UPDATE OF status OR DELETE ON verifications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION directory_changed();
--> statement-breakpoint
CREATE TRIGGER directory_truncated AFTER TRUNCATE ON verifications
  FOR EACH STATEMENT EXECUTE FUNCTION directory_changed();
