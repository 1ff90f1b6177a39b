CREATE TYPE "public"."staff_role" AS ENUM('support', 'reviewer', 'finance', 'admin');--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"role" "staff_role" NOT NULL,
	"action" text NOT NULL,
	"target_id" uuid,
	"reason" text,
	"request_id" text NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"user_id" uuid NOT NULL,
	"role" "staff_role" NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" uuid,
	CONSTRAINT "staff_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_target_idx" ON "staff_audit" USING btree ("target_id","at" DESC NULLS LAST) WHERE "staff_audit"."target_id" is not null;--> statement-breakpoint
CREATE INDEX "staff_audit_actor_idx" ON "staff_audit" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
-- The staff audit log is append-only (issue 68): nothing rewrites or removes a row, whoever connects.
CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint
-- Where the app runs as its own role (haven_app) rather than the owner, it may only add and read.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'haven_app') THEN
    REVOKE UPDATE, DELETE, TRUNCATE ON staff_audit FROM haven_app;
    GRANT SELECT, INSERT ON staff_audit TO haven_app;
    GRANT USAGE ON SEQUENCE staff_audit_id_seq TO haven_app;
  END IF;
END $$;
