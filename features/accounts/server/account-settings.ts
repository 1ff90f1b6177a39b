import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { prepared } from "@/db/prepared";
import {
  mfaChallenges,
  mfaRecoveryCodes,
  oneTimeTokens,
  users,
  userTotp,
} from "@/db/schema/accounts";
import { countries } from "@/db/schema/region";
import type { Locale } from "@/lib/i18n/routing";
import { isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import { DomainError, fieldError } from "@/lib/server/errors";
import { hashPassword, verifyPassword } from "@/lib/server/password";
import { hit, reset } from "@/lib/server/rate-limit";
import { randomCode, randomToken } from "@/lib/server/secure-token";
import type { UserInfo } from "../schemas";
import { sendEmailChangeCode } from "./emails";
import { clearPasskeys, hasPasskeySql } from "./passkeys";
import { clearSocial } from "./social";
import type { AccountHooks } from "@/lib/server/account-pieces";
import { revokeUserSessions } from "./sessions";
import {
  consumeOneTimeToken,
  findUserByEmail,
  issueOneTimeToken,
  spendAllOneTimeTokens,
} from "./one-time-tokens";
import { EMAIL_CODE_LIMIT, tooManyAttempts } from "./limits";
import { logError } from "@/lib/server/log";

/** Built once: the signed-in pages ask for it on every load (decision 0021). */
const userInfoRow = prepared((db) =>
  db
    .select({
      id: users.id,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timezone: users.timezone,
      isActive: users.isActive,
      isSocial: users.isSocial,
      emailVerifiedAt: users.emailVerifiedAt,
      countryId: countries.id,
      countryCode: countries.code,
      countryName: countries.name,
      totpConfirmedAt: userTotp.confirmedAt,
      hasPasskey: hasPasskeySql,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(userTotp, eq(userTotp.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("user_info"),
);

export async function userInfo(userId: string): Promise<UserInfo> {
  const [row] = await (await userInfoRow()).execute({ userId });
  if (!row) throw new DomainError("NOT_FOUND");
  return {
    identifier: row.id,
    userType: row.userType,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    country: row.countryId
      ? { identifier: row.countryId, code: row.countryCode!, name: row.countryName! }
      : null,
    timezone: row.timezone,
    isActive: row.isActive,
    isSocial: row.isSocial,
    verified: Boolean(row.emailVerifiedAt),
    mfaEnabled: Boolean(row.totpConfirmedAt) || row.hasPasskey,
    totpEnabled: Boolean(row.totpConfirmedAt),
  };
}

export async function setTimezone(userId: string, timezone: string) {
  const db = await getDb();
  await db.update(users).set({ timezone, updatedAt: new Date() }).where(eq(users.id, userId));
  return { timezone };
}

async function requireUser(userId: string) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError("NOT_FOUND");
  return user;
}

/** Changes the password and ends every other session. */
export async function updatePassword(
  userId: string,
  sessionId: string,
  input: { oldPassword: string; newPassword: string },
) {
  const user = await requireUser(userId);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw fieldError("oldPassword", "wrongPassword");
  }
  const db = await getDb();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeUserSessions(userId, "password_changed", sessionId);
}

export async function changeEmail(userId: string, email: string) {
  const user = await requireUser(userId);
  if (user.email.toLowerCase() === email) {
    throw fieldError("email", "sameEmail");
  }
  if (await findUserByEmail(email)) throw new DomainError("EMAIL_TAKEN");
  const code = randomCode();
  await issueOneTimeToken(userId, "change_email", code, email);
  await sendEmailChangeCode(email, user.locale as Locale, user.firstName, code);
}

export async function validateEmailChange(userId: string, code: string) {
  const limit = await hit(`email-code:${userId}`, EMAIL_CODE_LIMIT);
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
  const row = await consumeOneTimeToken("change_email", code, userId);
  if (!row?.newEmail) {
    throw fieldError("token", "invalidCode");
  }
  // As it was, for telling the previous address (decision 0513).
  const before = await requireUser(userId);
  const db = await getDb();
  const updated = await db
    .update(users)
    .set({ email: row.newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email })
    .catch((error: unknown) => {
      if (isConstraintViolation(error, "users_email_key", SQLSTATE.uniqueViolation)) return [];
      throw error;
    });
  if (!updated.length) throw new DomainError("EMAIL_TAKEN");
  await reset(`email-code:${userId}`);
  // The previous address's way back, if the change was not the owner's (decision 0517).
  const undoToken = randomToken();
  await issueOneTimeToken(userId, "restore_email", undoToken, before.email);
  return { email: row.newEmail, before, undoToken };
}

/**
 * Undoes an email change from the link sent to the previous address (decision 0517): that address
 * signs in again, with a new password (whoever changed it may know the old one); every device is
 * signed out and every other link or code of the account stops working.
 */
export async function restoreEmail(token: string, password: string) {
  const db = await getDb();
  // One transaction: a refusal (an address taken since) leaves the link and the account as they were.
  const restored = await db.transaction(async (tx) => {
    const row = await consumeOneTimeToken("restore_email", token, undefined, tx);
    if (!row?.newEmail) throw new DomainError("INVALID_LINK");
    const updated = await tx
      .update(users)
      .set({
        email: row.newEmail,
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword(password),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
      .returning({ id: users.id, email: users.email })
      .catch((error: unknown) => {
        // Someone else took the address since: it cannot be two accounts' address.
        if (isConstraintViolation(error, "users_email_key", SQLSTATE.uniqueViolation)) {
          throw new DomainError("EMAIL_TAKEN");
        }
        throw error;
      });
    if (!updated.length) throw new DomainError("INVALID_LINK");
    await spendAllOneTimeTokens(row.userId, tx);
    return updated[0]!;
  });
  // As a password reset does, once the change is committed.
  await revokeUserSessions(restored.id, "email_restored");
  return { userId: restored.id, email: restored.email };
}

/**
 * Deletes an account: personal data is removed or anonymized in place (rows other people rely
 * on, like past bookings, keep pointing at an anonymous user), and every session ends.
 */
export async function deleteAccount(
  userId: string,
  proof: { password?: string; reauthToken?: string },
  hooks: AccountHooks = {},
) {
  const { password } = proof;
  const user = await requireUser(userId);
  if (user.isSocial) {
    // No password to give: a sign-in at the provider within the last five minutes (decision 0523).
    const fresh = proof.reauthToken
      ? await consumeOneTimeToken("social_reauth", proof.reauthToken, userId)
      : undefined;
    if (!fresh) throw new DomainError("REAUTHENTICATION_REQUIRED");
  } else {
    if (!password) {
      throw fieldError("password", "passwordRequired");
    }
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw fieldError("password", "wrongPassword");
    }
  }
  const db = await getDb();
  const afterCommit = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `deleted+${user.id}@deleted.invalid`,
        passwordHash: null,
        firstName: "Deleted",
        lastName: "User",
        phoneNumber: null,
        isActive: false,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    const cleanup = await hooks.accountDeleted?.(tx, userId, user.email);
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    // The second factor goes with the account (decision 0521).
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
    await clearPasskeys(tx, userId);
    await clearSocial(tx, userId);
    return cleanup;
  });
  await revokeUserSessions(userId, "account_deleted");
  // The account is gone either way; a file left behind is logged, not shown to its former owner.
  await afterCommit?.().catch((error: unknown) =>
    logError("[delete-account] removing stored files failed:", error),
  );
  // As it was, for the last email to its address (decision 0518).
  return { before: user };
}
