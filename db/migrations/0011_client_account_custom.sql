-- Every existing client gets a profile row (issue 14: "migrated for existing demo clients").
-- Their userName is made from the email's local part (letters, digits, _ and - only, at most 15)
-- and 16 hex digits of their id, so it is valid (3 to 32 of [A-Za-z0-9_@-]) and unique; they can
-- change it on /account. New clients get the same on first use (features/client-account).
INSERT INTO "client_profiles" ("user_id", "user_name")
SELECT u."id",
       left(regexp_replace(split_part(u."email", '@', 1), '[^A-Za-z0-9_-]', '', 'g'), 15)
         || '-' || left(replace(u."id"::text, '-', ''), 16)
FROM "users" u
WHERE u."user_type" = 'client'
ON CONFLICT DO NOTHING;
