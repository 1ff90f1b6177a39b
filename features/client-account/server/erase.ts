import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { clientPreferences, clientProfiles } from "@/db/schema/client-account";
import { getStorage } from "@/lib/server/storage";
import type { Tx } from "./rows";

/**
 * A deleted account's client profile keeps nothing personal: no picture, avatar, emergency
 * contact, date of birth, gender, address or preferences. The row stays (past bookings still
 * point at the person) under a userName nobody can have chosen: random, so it cannot be claimed
 * in advance to make a deletion fail on the unique index.
 *
 * Answers the removal of the stored picture, for the caller to run once the transaction has
 * committed: a deleted file cannot come back if the transaction rolls back.
 */
export async function clearClientProfile(tx: Tx, userId: string) {
  const [before] = await tx
    .select({ photoKey: clientProfiles.photoKey })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, userId))
    .for("update");
  await tx
    .update(clientProfiles)
    .set({
      userName: `deleted-${randomBytes(12).toString("hex")}`,
      photoKey: null,
      avatarId: null,
      stateId: null,
      zipCode: null,
      dob: null,
      gender: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      preferredCountryId: null,
      updatedAt: new Date(),
    })
    .where(eq(clientProfiles.userId, userId));
  await tx.delete(clientPreferences).where(eq(clientPreferences.clientId, userId));
  const photoKey = before?.photoKey;
  return async () => {
    if (photoKey) await getStorage().delete(photoKey);
  };
}
