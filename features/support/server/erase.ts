import "server-only";
import { eq, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contactMessages, supportConversations, supportPresence } from "@/db/schema/support";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A deleted account keeps no support messages (decision 0504): those sent while signed in to it,
 * and those sent signed out under its email address, which only its owner could read the replies to.
 */
export async function clearContactMessages(tx: Tx, userId: string, email: string) {
  await tx
    .delete(contactMessages)
    .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, email.toLowerCase())));
}

/** A deleted account's support conversations go with it, every line of them (decision 0811). */
export async function clearSupportConversations(tx: Tx, userId: string) {
  await tx.delete(supportConversations).where(eq(supportConversations.userId, userId));
  await tx.delete(supportPresence).where(eq(supportPresence.userId, userId));
}
