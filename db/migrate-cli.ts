import "server-only";
import { migrateDatabase, openDatabase } from "./client";

const url = process.env.DATABASE_URL;
const handle = await openDatabase({ url, dir: process.env.PGLITE_DIR ?? ".data/pglite" });
await migrateDatabase(handle.db, Boolean(url));
await handle.close();
console.log(`migrated ${url ? "PostgreSQL" : "PGlite"}`);
