import "server-only";
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  mfaRecoveryCodes,
  passkeys,
  sessions,
  socialIdentities,
  users,
  userTotp,
} from "@/db/schema/accounts";
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

/**
 * How the person signs in, for the data export (decision 0524): whether the authenticator app is
 * on and how many recovery codes are left, each passkey's name and dates, and the providers
 * linked. Never a secret, a code's hash, a passkey's public key or credential id, or a
 * provider's subject.
 */
export async function signInSecurityOf(userId: string) {
  const db = await getDb();
  const [[app], codes, keys, identities] = await Promise.all([
    db
      .select({ confirmedAt: userTotp.confirmedAt })
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt))),
    db
      .select({ id: mfaRecoveryCodes.id })
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, userId)),
    db
      .select({
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt)),
    db
      .select({ provider: socialIdentities.provider, createdAt: socialIdentities.createdAt })
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, userId))
      .orderBy(asc(socialIdentities.createdAt)),
  ]);
  return {
    secondFactor: {
      enabled: Boolean(app) || keys.length > 0,
      authenticatorApp: app
        ? { enabled: true, since: app.confirmedAt!.toISOString(), recoveryCodesLeft: codes.length }
        : { enabled: false },
      passkeys: keys.map((key) => ({
        name: key.name,
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      })),
    },
    linkedProviders: identities.map((identity) => ({
      provider: identity.provider,
      linkedAt: identity.createdAt.toISOString(),
    })),
  };
}
