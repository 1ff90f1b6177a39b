import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { DomainError } from "@/lib/server/errors";
import type { EmailPreferences } from "../schemas";

/** Each email a person may turn off, and the column that holds their choice. */
export const PREFERENCE_COLUMNS = {
  sessionReminders: users.emailSessionReminders,
  unreadMessages: users.emailUnreadMessages,
} as const;
const columns = PREFERENCE_COLUMNS;

/** GET /user/email-preferences: which of the emails a person may turn off they get. */
export async function emailPreferencesOf(userId: string): Promise<EmailPreferences> {
  const db = await getDb();
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/** PUT /user/email-preferences: both choices at once, answered as stored. */
export async function setEmailPreferences(
  userId: string,
  input: EmailPreferences,
): Promise<EmailPreferences> {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({
      emailSessionReminders: input.sessionReminders,
      emailUnreadMessages: input.unreadMessages,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning(columns);
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}
