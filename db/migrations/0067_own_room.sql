ALTER TABLE "provider_session_links" ADD COLUMN "use_own_room" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 0319: a therapist who gave a room link before the built-in room existed keeps meeting
-- there (their clients' emails already named it) until they choose the built-in room.
UPDATE "provider_session_links" SET "use_own_room" = true;
