import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { Pool } from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb, migrateDatabase, openDatabase, setDatabase, type Db } from "@/db/client";
import { seed } from "@/db/seed";
import { settleAfterResponse } from "@/lib/server/after-response";
import { pgliteTemplatePath } from "./db-templates";

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh database for this test file: in-memory PGlite (a copy of the run's template, made by
 * tests/setup/database-templates.ts), or a new database on the PostgreSQL server at
 * TEST_DATABASE_URL (dropped afterwards).
 */
export function withTestDatabase(options: { seed?: boolean } = {}) {
  const state: { db?: Db; url?: string } = {};
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let url: string | undefined;
    if (process.env.TEST_DATABASE_URL) {
      const name = `t_${randomBytes(6).toString("hex")}`;
      const admin = new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
      const template = inject("postgresTemplates")?.[options.seed ? "seeded" : "migrated"];
      await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
      const target = new URL(process.env.TEST_DATABASE_URL);
      target.pathname = `/${name}`;
      url = target.toString();
      drop = async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
    }
    // This run's template already holds the migrations (and the seed), on either database.
    const dump = pgliteTemplatePath(options.seed ? "seeded" : "migrated");
    const fromTemplate = url ? Boolean(inject("postgresTemplates")) : existsSync(dump);
    const handle = await openDatabase({
      url,
      dir: "memory://",
      template: !url && fromTemplate ? new Blob([readFileSync(dump)]) : undefined,
    });
    if (!fromTemplate) {
      await migrateDatabase(handle.db, Boolean(url));
      if (options.seed) await seed(handle.db);
    }
    setDatabase(handle);
    state.db = handle.db;
    state.url = url;
  });

  afterAll(async () => {
    // Work a route left for after its answer (an email) still uses this file's database: closed
    // first, it opened the default one under .data/ and failed inside the next file's test.
    await settleAfterResponse();
    await closeDb();
    await drop?.();
  });

  return {
    get db(): Db {
      if (!state.db) throw new Error("The test database is not open yet");
      return state.db;
    },
    /** On PostgreSQL, the database's address, for a command run against it. */
    get url(): string | undefined {
      return state.url;
    },
  };
}
