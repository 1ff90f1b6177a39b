import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sessions, users } from "@/db/schema/accounts";
import { countries } from "@/db/schema/region";
import { DomainError } from "@/lib/server/errors";

/**
 * What the account itself holds of the person (decision 0507): never the password's hash, only
 * whether there is one; and their sign-ins (0514), never their tokens.
 */
export async function accountOf(userId: string) {
  const db = await getDb();
  const [[row], signIns] = await Promise.all([
    db
      .select({ user: users, countryCode: countries.code })
      .from(users)
      .leftJoin(countries, eq(countries.id, users.countryId))
      .where(eq(users.id, userId)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)),
  ]);
  if (!row) throw new DomainError("NOT_FOUND");
  const { user } = row;
  return {
    identifier: user.id,
    userType: user.userType,
    email: user.email,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    countryCode: row.countryCode,
    language: user.locale,
    timezone: user.timezone,
    signsInWith: user.isSocial ? ("social" as const) : ("password" as const),
    emailPreferences: {
      sessionReminders: user.emailSessionReminders,
      unreadMessages: user.emailUnreadMessages,
    },
    createdAt: user.createdAt.toISOString(),
    // Each sign-in and what we noted of its browser (decision 0514).
    signIns: signIns.map((session) => ({
      browser: session.browser,
      platform: session.platform,
      signedInAt: session.createdAt.toISOString(),
      lastActiveAt: session.lastActiveAt.toISOString(),
      signedOutAt: session.revokedAt?.toISOString() ?? null,
    })),
  };
}
