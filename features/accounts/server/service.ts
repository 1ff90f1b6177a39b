import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  countries,
  oneTimeTokens,
  providerProfiles,
  refreshTokens,
  sessions,
  users,
} from "@/db/schema";
import type { Locale } from "@/lib/i18n/routing";
import { signAccessToken } from "@/lib/server/access-token";
import { authSettings } from "@/lib/server/env";
import { ApiError } from "@/lib/server/errors";
import { translate } from "@/lib/server/locale";
import { hashPassword, verifyPassword } from "@/lib/server/password";
import { hit, peek, reset, type RateLimitRule } from "@/lib/server/rate-limit";
import { hashToken, randomCode, randomToken } from "@/lib/server/secure-token";
import type { AuthAnswer, RefreshAnswer, UserInfo } from "../schemas";
import { sendEmailChangeCode, sendPasswordResetEmail, sendVerificationEmail } from "./emails";
import { mintRefreshToken, revokeSession, revokeUserSessions, startSession } from "./sessions";

const HOUR = 3600_000;
const TOKEN_TTL_MS = {
  verify_email: 48 * HOUR,
  reset_password: HOUR,
  change_email: HOUR / 4,
} as const;

/**
 * Login limits. Failures count per address, per account from one address, and per account;
 * every window expires, so nobody can lock another person out for good.
 */
export const LOGIN_LIMITS = {
  ip: { limit: 30, windowSeconds: 15 * 60 },
  accountFromIp: { limit: 5, windowSeconds: 15 * 60 },
  account: { limit: 50, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;
export const EMAIL_CODE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
export const EMAIL_REQUEST_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };

const fail = (
  status: 400 | 401 | 403 | 404 | 409 | 429,
  locale: Locale,
  key: string,
  values = {},
) => new ApiError(status, translate(locale, "Api", key, values));

async function findUserByEmail(email: string) {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

async function issueOneTimeToken(
  userId: string,
  purpose: keyof typeof TOKEN_TTL_MS,
  token: string,
  newEmail?: string,
) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Only the newest token of a purpose stays valid.
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      newEmail,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    });
  });
}

/** Spends a token: one update that succeeds once, and only before it expires. */
async function consumeOneTimeToken(
  purpose: keyof typeof TOKEN_TTL_MS,
  token: string,
  userId?: string,
) {
  const db = await getDb();
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
        userId ? eq(oneTimeTokens.userId, userId) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function register(
  input: {
    userType: "client" | "provider";
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    countryId: string;
    password: string;
  },
  locale: Locale,
) {
  const db = await getDb();
  const [country] = await db.select().from(countries).where(eq(countries.id, input.countryId));
  if (!country) {
    throw new ApiError(400, translate(locale, "Api", "validationFailed"), {
      errors: { countryId: translate(locale, "Validation", "countryRequired") },
    });
  }
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({
      email: input.email,
      passwordHash,
      userType: input.userType,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      countryId: country.id,
      timezone: country.defaultTimezone,
      locale,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, userType: users.userType });
  const user = inserted[0];
  if (!user) throw fail(409, locale, "emailTaken");
  if (input.userType === "provider") await db.insert(providerProfiles).values({ userId: user.id });

  const token = randomToken();
  await issueOneTimeToken(user.id, "verify_email", token);
  await sendVerificationEmail(user.email, locale, input.firstName, token);
  return { identifier: user.id, email: user.email, userType: user.userType };
}

export async function login(
  input: { email: string; password: string },
  ip: string,
  locale: Locale,
): Promise<AuthAnswer> {
  const keys = {
    ip: `login:ip:${ip}`,
    accountFromIp: `login:acct-ip:${input.email}|${ip}`,
    account: `login:acct:${input.email}`,
  } as const;
  for (const name of Object.keys(keys) as (keyof typeof keys)[]) {
    const state = await peek(keys[name], LOGIN_LIMITS[name]);
    if (!state.allowed) throw tooManyAttempts(locale, state.retryAfterSeconds);
  }

  const user = await findUserByEmail(input.email);
  // Verify against a dummy hash when the account is unknown, so timing does not reveal it.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !user.passwordHash || !valid || user.deletedAt) {
    for (const name of Object.keys(keys) as (keyof typeof keys)[])
      await hit(keys[name], LOGIN_LIMITS[name]);
    throw fail(401, locale, "invalidCredentials");
  }
  await reset(keys.accountFromIp);
  if (!user.isActive) throw fail(403, locale, "accountInactive");

  const session = await startSession(user.id, user.userType);
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    expiresIn: session.expiresIn,
    exp: session.exp,
    refreshTokenExp: session.refreshTokenExp,
    userType: user.userType,
    isActive: user.isActive,
  };
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomToken()));

export function tooManyAttempts(locale: Locale, retryAfterSeconds: number) {
  return new ApiError(
    429,
    translate(locale, "Api", "tooManyAttempts", { minutes: Math.ceil(retryAfterSeconds / 60) }),
    {
      code: "RATE_LIMITED",
    },
  );
}

/**
 * Rotates a refresh token. A token is spent by one atomic update; a token spent within the grace
 * window (two tabs refreshing at once) gets a sibling in the same family; a token spent earlier
 * is a replay, and the whole family is revoked.
 */
export async function refresh(
  rawToken: string | undefined,
  locale: Locale,
): Promise<RefreshAnswer> {
  if (!rawToken) throw fail(401, locale, "invalidRefreshToken");
  const db = await getDb();
  const [row] = await db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(rawToken)));
  if (!row || row.session.revokedAt || row.token.expiresAt <= new Date() || !row.user.isActive) {
    throw fail(401, locale, "invalidRefreshToken");
  }

  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (!claimed) {
    const [spent] = await db
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, row.token.id));
    const graceMs = authSettings.refreshReuseGraceSeconds() * 1000;
    if (!spent?.usedAt || Date.now() - spent.usedAt.getTime() > graceMs) {
      await revokeSession(row.session.id, "refresh_token_reuse");
      throw fail(401, locale, "invalidRefreshToken");
    }
  }

  const next = await mintRefreshToken(db, row.session.id);
  const access = await signAccessToken({
    userId: row.user.id,
    sessionId: row.session.id,
    userType: row.user.userType,
  });
  return { token: access.token, expiresIn: access.expiresIn, ...next };
}

/** Ends the session a refresh token belongs to; its access tokens stop working at once. */
export async function invalidate(rawToken: string | undefined) {
  if (!rawToken) return;
  const db = await getDb();
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(rawToken)));
  if (row) await revokeSession(row.sessionId, "logout");
}

export async function verifyEmail(token: string, locale: Locale) {
  const row = await consumeOneTimeToken("verify_email", token);
  if (!row) throw fail(400, locale, "invalidLink");
  const db = await getDb();
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, row.userId));
}

/** Answers the same whether or not the email has an account; limited per address. */
export async function requestVerification(email: string) {
  const user = await findUserByEmail(email);
  if (!user || user.emailVerifiedAt || user.deletedAt) return;
  if (!(await hit(`mail:verify:${email}`, EMAIL_REQUEST_LIMIT)).allowed) return;
  const token = randomToken();
  await issueOneTimeToken(user.id, "verify_email", token);
  await sendVerificationEmail(user.email, user.locale as Locale, user.firstName, token);
}

export async function requestPasswordReset(email: string) {
  const user = await findUserByEmail(email);
  if (!user || user.deletedAt || user.isSocial) return;
  if (!(await hit(`mail:reset:${email}`, EMAIL_REQUEST_LIMIT)).allowed) return;
  const token = randomToken();
  await issueOneTimeToken(user.id, "reset_password", token);
  await sendPasswordResetEmail(user.email, user.locale as Locale, user.firstName, token);
}

/** Sets a new password from an emailed link and signs out every session. */
export async function resetPassword(token: string, password: string, locale: Locale) {
  const row = await consumeOneTimeToken("reset_password", token);
  if (!row) throw fail(400, locale, "invalidLink");
  const db = await getDb();
  // Whoever reads the mailbox could sign in anyway; the reset also proves the address.
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, row.userId));
  await revokeUserSessions(row.userId, "password_reset");
}

export async function userInfo(userId: string, locale: Locale): Promise<UserInfo> {
  const db = await getDb();
  const [row] = await db
    .select({ user: users, country: countries })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, userId));
  if (!row) throw fail(404, locale, "notFound");
  const { user, country } = row;
  return {
    identifier: user.id,
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    country: country ? { identifier: country.id, code: country.code, name: country.name } : null,
    timezone: user.timezone,
    isActive: user.isActive,
    isSocial: user.isSocial,
    verified: Boolean(user.emailVerifiedAt),
  };
}

export async function setTimezone(userId: string, timezone: string) {
  const db = await getDb();
  await db.update(users).set({ timezone, updatedAt: new Date() }).where(eq(users.id, userId));
  return { timezone };
}

async function requireUser(userId: string, locale: Locale) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw fail(404, locale, "notFound");
  return user;
}

/** Changes the password and ends every other session. */
export async function updatePassword(
  userId: string,
  sessionId: string,
  input: { oldPassword: string; newPassword: string },
  locale: Locale,
) {
  const user = await requireUser(userId, locale);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new ApiError(400, translate(locale, "Api", "validationFailed"), {
      errors: { oldPassword: translate(locale, "Api", "wrongPassword") },
    });
  }
  const db = await getDb();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeUserSessions(userId, "password_changed", sessionId);
}

export async function changeEmail(userId: string, email: string, locale: Locale) {
  const user = await requireUser(userId, locale);
  if (user.email.toLowerCase() === email) {
    throw new ApiError(400, translate(locale, "Api", "validationFailed"), {
      errors: { email: translate(locale, "Api", "sameEmail") },
    });
  }
  if (await findUserByEmail(email)) throw fail(409, locale, "emailTaken");
  const code = randomCode();
  await issueOneTimeToken(userId, "change_email", code, email);
  await sendEmailChangeCode(email, user.locale as Locale, user.firstName, code);
}

export async function validateEmailChange(userId: string, code: string, locale: Locale) {
  const limit = await hit(`email-code:${userId}`, EMAIL_CODE_LIMIT);
  if (!limit.allowed) throw tooManyAttempts(locale, limit.retryAfterSeconds);
  const row = await consumeOneTimeToken("change_email", code, userId);
  if (!row?.newEmail) {
    throw new ApiError(400, translate(locale, "Api", "validationFailed"), {
      errors: { token: translate(locale, "Api", "invalidCode") },
    });
  }
  const db = await getDb();
  const updated = await db
    .update(users)
    .set({ email: row.newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email })
    .catch((error: unknown) => {
      if (String((error as { cause?: unknown })?.cause ?? error).includes("users_email_key"))
        return [];
      throw error;
    });
  if (!updated.length) throw fail(409, locale, "emailTaken");
  await reset(`email-code:${userId}`);
  return { email: row.newEmail };
}

/**
 * Deletes an account: personal data is removed or anonymized in place (rows other people rely
 * on, like past bookings, keep pointing at an anonymous user), and every session ends.
 */
export async function deleteAccount(userId: string, password: string | undefined, locale: Locale) {
  const user = await requireUser(userId, locale);
  if (!user.isSocial) {
    if (!password) {
      throw new ApiError(400, translate(locale, "Api", "validationFailed"), {
        errors: { password: translate(locale, "Validation", "passwordRequired") },
      });
    }
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw new ApiError(400, translate(locale, "Api", "validationFailed"), {
        errors: { password: translate(locale, "Api", "wrongPassword") },
      });
    }
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
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
    await tx
      .update(providerProfiles)
      .set({ isListed: false, bio: null, headline: null, officeAddress: null, photoKey: null })
      .where(eq(providerProfiles.userId, userId));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  });
  await revokeUserSessions(userId, "account_deleted");
}
