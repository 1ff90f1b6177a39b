import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";

const run = promisify(execFile);
const database = withTestDatabase({ seed: true });

// On PostgreSQL the seeded news goes out through a LISTEN connection, which kept the command from
// ever ending; PGlite's channel is in memory and could not show it.
it.runIf(onPostgres)(
  "npm run db:seed-upcoming seeds the demo on PostgreSQL and ends, also when run again",
  async () => {
    const env = { ...process.env, DATABASE_URL: database.url!, REDIS_URL: "" };
    const first = await run("npm", ["run", "-s", "db:seed-upcoming"], { env, timeout: 60_000 });
    expect(first.stdout).toContain("seeded 5 upcoming demo sessions");
    expect(first.stdout).toContain("seeded 3 demo conversations");
    const again = await run("npm", ["run", "-s", "db:seed-upcoming"], { env, timeout: 60_000 });
    expect(again.stdout).toContain("the demo clients have upcoming sessions");
  },
  130_000,
);
