import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { workHistory } from "@/db/schema/work-history";

// The work-history feature's surface for other features' servers (decision 0015).

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A deleted account keeps no work history (accounts' deletion hook). */
export async function clearWorkHistory(tx: Tx, providerId: string) {
  await tx.delete(workHistory).where(eq(workHistory.providerId, providerId));
}
