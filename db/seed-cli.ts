import "server-only";
import { migrateDatabase, openDatabase } from "./client";
import { seed } from "./seed";

const url = process.env.DATABASE_URL;
const handle = await openDatabase({ url, dir: process.env.PGLITE_DIR ?? ".data/pglite" });
await migrateDatabase(handle.db, Boolean(url));
const result = await seed(handle.db);
await handle.close();
console.log(`seeded ${url ? "PostgreSQL" : "PGlite"}: ${result.people} demo accounts`);
