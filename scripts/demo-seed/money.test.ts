// @vitest-environment node
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payouts, walletAdjustments } from "@/db/schema";
import { payoutsDue } from "@/features/earnings/server/payouts-due";
import { previousMonth } from "@/features/staff/money-schemas";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { seedDemoAdjustments } from "./adjustments";
import { seedDemoPayouts } from "./payouts";
import { seedDemoStaff } from "./staff";

const database = withTestDatabase({ seed: true });

describe("the demo's money (decision 0810)", () => {
  it("pays every past month but the last full one, which the console shows as owed", async () => {
    const now = new Date();
    await seedDemoPayouts(database.db, now);
    const paid = await database.db.select({ month: payouts.month }).from(payouts);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.map((p) => p.month)).not.toContain(previousMonth(now));
    // The seed's past sessions are weekly, 2 to 10 weeks back: the last full month has some.
    expect((await payoutsDue(previousMonth(now), now)).length).toBeGreaterThan(0);
  });

  it("gives Chioma an applied adjustment and one waiting for approval, once", async () => {
    await seedDemoStaff(database.db);
    expect(await seedDemoAdjustments(database.db)).toBe(2);
    expect(await seedDemoAdjustments(database.db)).toBe(0);
    const rows = await database.db.select().from(walletAdjustments);
    expect(rows.map((r) => r.status).sort()).toEqual(["applied", "pending"]);
    const [pending] = await database.db
      .select()
      .from(walletAdjustments)
      .where(eq(walletAdjustments.status, "pending"));
    expect(pending).toMatchObject({ amount: 7_500_000, needsApproval: true });
  });
});
