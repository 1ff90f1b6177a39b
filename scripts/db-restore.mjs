// npm run db:restore -- <directory> [--force]: puts back what npm run db:backup saved.
// - PGlite: into PGLITE_DIR, which must not exist yet (or --force, which moves it aside first).
// - PostgreSQL: into DATABASE_URL with pg_restore --clean (its objects are replaced).
// - Uploads: into UPLOAD_DIR, which must be empty or missing (or --force, moved aside).
// The kind of database must match the backup's (manifest.json). Restart a running app afterwards:
// it keeps answers counted from the data the restore replaced (directory totals, decision 0026).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, readdirSync, renameSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const force = args.includes("--force");
const source = args.find((a) => !a.startsWith("--"));
if (!source) {
  console.error("usage: npm run db:restore -- <backup directory> [--force]");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(path.join(source, "manifest.json"), "utf8"));
const url = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR ?? ".data/pglite";
const uploadDir = process.env.UPLOAD_DIR ?? ".data/uploads";

if ((manifest.database === "postgres") !== Boolean(url)) {
  console.error(
    `db:restore: the backup is of a ${manifest.database} database; ${url ? "DATABASE_URL is set" : "DATABASE_URL is not set"}.`,
  );
  process.exit(1);
}

/** Refuses to overwrite a non-empty directory, or moves it aside with --force. */
function clear(dir) {
  if (!existsSync(dir) || !readdirSync(dir).length) return;
  if (!force) {
    console.error(`db:restore: ${dir} is not empty; pass --force to move it aside first.`);
    process.exit(1);
  }
  const aside = `${dir}.before-restore-${Date.now()}`;
  renameSync(dir, aside);
  console.log(`db:restore: moved ${dir} to ${aside}`);
}

if (url) {
  execFileSync(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", `--dbname=${url}`, path.join(source, "db.dump")],
    { stdio: "inherit" },
  );
} else {
  clear(pgliteDir);
  const { PGlite } = await import("@electric-sql/pglite");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const dump = new Blob([readFileSync(path.join(source, "db.tar.gz"))]);
  const db = await PGlite.create(pgliteDir, { loadDataDir: dump, extensions: { btree_gist } });
  await db.query("select 1");
  await db.close();
}

if (manifest.uploads) {
  clear(uploadDir);
  cpSync(path.join(source, "uploads"), uploadDir, { recursive: true });
}
console.log(
  `db:restore: ${manifest.database} database${manifest.uploads ? " and uploads" : ""} restored from ${source}`,
);
