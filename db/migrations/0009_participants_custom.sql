-- Existing databases: couples and family therapy allow invited participants (issue 13; the seed sets it for new ones).
UPDATE "therapy_categories" SET "allow_invite" = true WHERE "slug" IN ('couples', 'family');
