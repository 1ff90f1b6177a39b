import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { payoutsDue } from "@/features/earnings/server/payouts-due";
import type { Db } from "@/db/client";
import { seedPeople } from "@/db/seed-data/people";
import { countries, payoutAccounts, payouts, users } from "@/db/schema";

/** A payout account for each demo therapist who has none: support pays only into one. */
async function seedDemoPayoutAccounts(db: Db) {
  const therapists = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, country: countries.code })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.providerId, users.id))
    .where(
      and(
        eq(users.userType, "provider"),
        inArray(
          users.email,
          seedPeople.map((p) => p.email),
        ),
        isNull(payoutAccounts.providerId),
      ),
    );
  for (const [i, t] of therapists.entries()) {
    const gb = t.country === "GB";
    await db.insert(payoutAccounts).values({
      providerId: t.id,
      accountName: `${t.first} ${t.last}`.slice(0, 32),
      bankCode: gb ? "204514" : "058",
      bankName: gb ? "Barclays" : t.country === "NG" ? "GTBank" : "Demo Bank",
      accountNumber: `5577${String(1000 + i).padStart(4, "0")}`,
      address: "1 Demo Street",
      postalCode: gb ? "W1G 9PF" : "10001",
      accountType: "checking",
      accountOwnership: "personal",
      dateOfBirth: gb ? "1980-04-12" : null,
    });
  }
}

/**
 * The demo's payouts (decision 0107): each therapist's payout account, and every month of the
 * year before `now` (the demo's past sessions are within it) paid on the 3rd of the next, as
 * support would have recorded them, except the last full month: that one the console's
 * /staff/payouts/ shows as owed, for finance to record (decision 0810). Months already paid are left.
 */
export async function seedDemoPayouts(db: Db, now = new Date()) {
  await seedDemoPayoutAccounts(db);
  let added = 0;
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1));
  const lastFull = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  for (let m = yearAgo; m < lastFull; m.setUTCMonth(m.getUTCMonth() + 1)) {
    const paidOn = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 3));
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
  return added;
}
