import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { payoutAccounts } from "@/db/schema/earnings";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A deleted account keeps no bank details (accounts' deletion hook). */
export async function clearPayoutAccount(tx: Tx, providerId: string) {
  await tx.delete(payoutAccounts).where(eq(payoutAccounts.providerId, providerId));
}
