import "server-only";
import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { countries } from "@/db/schema/region";
import type { Locale } from "@/lib/i18n/routing";
import { afterResponse } from "@/lib/server/after-response";
import { hashPassword } from "@/lib/server/password";
import { hit } from "@/lib/server/rate-limit";
import { randomToken } from "@/lib/server/secure-token";
import { safeRedirectPath } from "@/lib/api/login-redirect";
import { sendVerificationEmail } from "./emails";
import { DomainError, fieldError } from "@/lib/server/errors";
import type { AccountHooks } from "@/lib/server/account-pieces";
import { findUserByEmail, issueOneTimeToken, consumeOneTimeToken } from "./one-time-tokens";
import { EMAIL_REQUEST_LIMIT } from "./limits";

export async function register(
  input: {
    userType: "client" | "provider";
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    countryId: string;
    password: string;
    redirect?: string;
  },
  locale: Locale,
  hooks: AccountHooks = {},
) {
  const db = await getDb();
  const [country] = await db.select().from(countries).where(eq(countries.id, input.countryId));
  if (!country) {
    throw fieldError("countryId", "countryRequired");
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const [created] = await tx
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
    if (!created) throw new DomainError("EMAIL_TAKEN");
    if (created.userType === "provider") await hooks.providerCreated?.(tx, created.id);
    return created;
  });

  const token = randomToken();
  await issueOneTimeToken(user.id, "verify_email", token);
  // Only a path of ours rides along: the link must not lead anyone off the site.
  const redirect = safeRedirectPath(input.redirect, "");
  await sendVerificationEmail(user.email, locale, input.firstName, token, redirect);
  return { identifier: user.id, email: user.email, userType: user.userType };
}

export async function verifyEmail(token: string) {
  const row = await consumeOneTimeToken("verify_email", token);
  if (!row) throw new DomainError("INVALID_LINK");
  const db = await getDb();
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, row.userId));
}

/**
 * Answers the same, in the same time, whether or not the email has an account: the look-up and
 * the email happen after the answer (see requestPasswordReset). Limited per address.
 */
export function requestVerification(c: Context, email: string) {
  afterResponse(c, "verification email", () => resendVerification(email));
}

async function resendVerification(email: string) {
  const user = await findUserByEmail(email);
  if (!user || user.emailVerifiedAt || user.deletedAt) return;
  if (!(await hit(`mail:verify:${email}`, EMAIL_REQUEST_LIMIT)).allowed) return;
  const token = randomToken();
  await issueOneTimeToken(user.id, "verify_email", token);
  await sendVerificationEmail(user.email, user.locale as Locale, user.firstName, token);
}
