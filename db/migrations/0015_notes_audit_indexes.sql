DROP INDEX "note_audit_note_idx";--> statement-breakpoint
DROP INDEX "note_audit_owner_idx";--> statement-breakpoint
DROP INDEX "notes_provider_client_idx";--> statement-breakpoint
CREATE INDEX "note_audit_note_idx" ON "note_audit" USING btree ("note_id","at","id");--> statement-breakpoint
CREATE INDEX "note_audit_owner_idx" ON "note_audit" USING btree ("owner_id","at","id");--> statement-breakpoint
CREATE INDEX "notes_provider_client_idx" ON "notes" USING btree ("provider_id","client_id","created_at","id");