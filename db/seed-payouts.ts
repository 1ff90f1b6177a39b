import "server-only";
import { payoutsDue } from "@/features/earnings/server/payouts-due";
import type { Db } from "./client";
import { payouts } from "./schema";

/**
 * The demo's payouts (decision 0107): every month from January 2026 to the last full one paid on
 * the 3rd of the next, as support would have recorded them. Months already paid are left.
 */
export async function seedDemoPayouts(db: Db, now = new Date()) {
  let added = 0;
  for (let m = new Date(Date.UTC(2026, 0, 1)); ; m.setUTCMonth(m.getUTCMonth() + 1)) {
    const paidOn = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 3));
    if (paidOn > now) return added;
    const month = m.toISOString().slice(0, 7);
    const due = await payoutsDue(month, now);
    if (!due.length) continue;
    const rows = await db
      .insert(payouts)
      .values(
        due.map((d, i) => ({
          providerId: d.providerId,
          currency: d.currency,
          month,
          amount: d.earned,
          reference: `HVN-${month.replace("-", "")}-${String(i + 1).padStart(3, "0")}`,
          paidOn: paidOn.toISOString().slice(0, 10),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: payouts.id });
    added += rows.length;
  }
}
