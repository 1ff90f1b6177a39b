import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  insuranceFiles,
  qualificationFiles,
  qualifications,
  verifications,
} from "@/db/schema/credentials";
import { removeStored } from "./files";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A deleted account keeps none of its credentials: license numbers, documents and the reviewer's
 * note go with it. Answers the removal of the stored files, for the caller to run once the
 * transaction has committed (a deleted file cannot come back if it rolls back).
 */
export async function clearCredentials(tx: Tx, providerId: string) {
  const files = await tx
    .delete(qualificationFiles)
    .where(eq(qualificationFiles.providerId, providerId))
    .returning({ key: qualificationFiles.storageKey });
  const insurance = await tx
    .delete(insuranceFiles)
    .where(eq(insuranceFiles.providerId, providerId))
    .returning({ key: insuranceFiles.storageKey });
  await tx.delete(qualifications).where(eq(qualifications.providerId, providerId));
  await tx.delete(verifications).where(eq(verifications.providerId, providerId));
  const keys = [...files, ...insurance].map((f) => f.key);
  return () => removeStored(keys);
}
