ALTER TABLE "notes" ADD COLUMN "title_index" text[];
