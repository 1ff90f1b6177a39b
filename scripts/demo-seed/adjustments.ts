import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, walletAdjustments } from "@/db/schema";
import { requestAdjustment } from "@/features/staff/server/adjustments";

/**
 * The demo's wallet adjustments (decision 0810): a small goodwill credit Fatima (finance) applied
 * to Chioma's wallet, and a larger refund she asked for that waits for a second finance person,
 * so /staff/adjustments/ has something to approve (as the demo admin). Once only.
 */
export async function seedDemoAdjustments(db: Db, now = new Date()) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["fatima.finance@demo.therapy", "chioma.eze@demo.therapy"]));
  const fatima = people.find((p) => p.email === "fatima.finance@demo.therapy")?.id;
  const chioma = people.find((p) => p.email === "chioma.eze@demo.therapy")?.id;
  if (!fatima || !chioma) return 0;
  const [any] = await db
    .select({ id: walletAdjustments.id })
    .from(walletAdjustments)
    .where(eq(walletAdjustments.userId, chioma));
  if (any) return 0;
  const hourAgo = new Date(now.getTime() - 3_600_000);
  await requestAdjustment(
    fatima,
    {
      userId: chioma,
      direction: "credit",
      amount: 200_000,
      reason: "Goodwill for the call that dropped on Monday",
    },
    hourAgo,
  );
  // Above the default limit of ₦50,000: pending until someone else approves it.
  await requestAdjustment(
    fatima,
    {
      userId: chioma,
      direction: "credit",
      amount: 7_500_000,
      reason: "Refund of a session paid twice by bank transfer",
    },
    now,
  );
  return 2;
}
