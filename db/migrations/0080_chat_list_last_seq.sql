-- The chat list (features/messaging/server/chat-list.ts) orders a member's conversations by their
-- newest message. Looking that message up in each conversation cost one index probe per
-- conversation on every read (906 for a therapist of bench:scale, 5 ms of its 6 ms in PostgreSQL),
-- so the conversation keeps its newest message's seq, moved by the insert of a message.
ALTER TABLE "conversations" ADD COLUMN "last_message_seq" bigint;
--> statement-breakpoint
-- greatest(): two messages sent together may commit in either order; the higher seq stays.
CREATE OR REPLACE FUNCTION conversation_last_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations SET last_message_seq = NEW.seq
   WHERE id = NEW.conversation_id AND (last_message_seq IS NULL OR last_message_seq < NEW.seq);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversation_last_message AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION conversation_last_message();
--> statement-breakpoint
UPDATE conversations c SET last_message_seq = m.seq
  FROM (SELECT conversation_id, max(seq) AS seq FROM messages GROUP BY conversation_id) m
 WHERE m.conversation_id = c.id;
