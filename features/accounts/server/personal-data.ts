import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { countries } from "@/db/schema/region";
import { DomainError } from "@/lib/server/errors";

/**
 * What the account itself holds of the person (decision 0507): never the password's hash, only
 * whether there is one.
 */
export async function accountOf(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ user: users, countryCode: countries.code })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, userId));
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
  };
}
