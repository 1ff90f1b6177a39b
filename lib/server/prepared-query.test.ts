import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/db/schema";
import { createUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { anyId, prepared } from "@/db/prepared";

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

  it("take a list of ids of any length as one value", async () => {
    const emailsOf = prepared((db) =>
      db
        .select({ email: users.email })
        .from(users)
        .where(anyId(users.id, "ids"))
        .orderBy(users.email)
        .prepare("test_emails_of"),
    );
    const [a, b] = [await createUser(), await createUser()];
    const emails = async (ids: string[]) =>
      (await (await emailsOf()).execute({ ids })).map((r) => r.email);
    expect(await emails([a.id, b.id])).toEqual([a.email, b.email].sort());
    expect(await emails([b.id])).toEqual([b.email]);
    expect(await emails([])).toEqual([]);
  });
});
