import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/db/schema";
import { createUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { prepared } from "@/db/prepared";

withTestDatabase({ seed: true });

describe("prepared drizzle queries", () => {
  it("are built once per database handle and bind each run's values", async () => {
    let builds = 0;
    const emailOf = prepared((db) => {
      builds++;
      return db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, sql.placeholder("id")))
        .prepare("test_email_of");
    });
    const first = await createUser();
    const second = await createUser();
    expect(await (await emailOf()).execute({ id: first.id })).toEqual([{ email: first.email }]);
    expect(await (await emailOf()).execute({ id: second.id })).toEqual([{ email: second.email }]);
    expect(builds).toBe(1);
  });
});
