// npm run db:backup [-- <directory>]: the database and the uploaded files, in one directory.
// - Embedded database (PGlite, no DATABASE_URL): its data directory dumped as db.tar.gz. PGlite
//   allows one process per directory: stop the app first (the script says so if it is running).
// - PostgreSQL (DATABASE_URL): pg_dump's custom format as db.dump, taken while the app runs.
// - Uploads on local disk (UPLOAD_DIR, default .data/uploads) are copied to uploads/. An S3
//   bucket (STORAGE_DRIVER=s3) is not copied: use the bucket's own versioning or replication.
// Restore with npm run db:restore -- <directory> (scripts/db-restore.mjs).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const url = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR ?? ".data/pglite";
const uploadDir = process.env.UPLOAD_DIR ?? ".data/uploads";
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = path.resolve(process.argv[2] ?? `.data/backups/${stamp}`);

if (existsSync(target) && readdirSync(target).length) {
  console.error(`db:backup: ${target} is not empty; choose a new directory.`);
  process.exit(1);
}
mkdirSync(target, { recursive: true });

const manifest = { createdAt: new Date().toISOString(), database: url ? "postgres" : "pglite" };
if (url) {
  execFileSync(
    "pg_dump",
    ["--format=custom", "--no-owner", `--file=${path.join(target, "db.dump")}`, url],
    {
      stdio: "inherit",
    },
  );
} else {
  if (!existsSync(pgliteDir)) {
    console.error(`db:backup: no embedded database at ${pgliteDir} (set PGLITE_DIR).`);
    process.exit(1);
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  let db;
  try {
    db = await PGlite.create(pgliteDir, { extensions: { btree_gist } });
  } catch (error) {
    console.error(
      `db:backup: cannot open ${pgliteDir}; is the app still running? (${error.message})`,
    );
    process.exit(1);
  }
  const dump = await db.dumpDataDir("gzip");
  await db.close();
  writeFileSync(path.join(target, "db.tar.gz"), Buffer.from(await dump.arrayBuffer()));
}

manifest.uploads = existsSync(uploadDir) && process.env.STORAGE_DRIVER !== "s3";
if (manifest.uploads) cpSync(uploadDir, path.join(target, "uploads"), { recursive: true });
writeFileSync(path.join(target, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
console.log(
  `db:backup: ${manifest.database} database${manifest.uploads ? " and uploads" : ""} saved to ${target}`,
);
