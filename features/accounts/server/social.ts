import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import * as oidc from "openid-client";
import { getDb } from "@/db/client";
import { oidcStarts, socialIdentities, socialPending, users } from "@/db/schema/accounts";
import { countries } from "@/db/schema/region";
import { routing, type Locale } from "@/lib/i18n/routing";
import {
  appUrl,
  socialProviders,
  type SocialProviderConfig,
  type SocialProviderId,
} from "@/lib/server/env";
import { DomainError, fieldError } from "@/lib/server/errors";
import { verifyPassword } from "@/lib/server/password";
import { hit, reset } from "@/lib/server/rate-limit";
import { hashToken, randomCode, randomToken } from "@/lib/server/secure-token";
import { clientAuthentication } from "./apple-secret";
import { sendSocialLinkCode } from "./emails";
import { EMAIL_CODE_LIMIT, EMAIL_REQUEST_LIMIT, tooManyAttempts } from "./limits";
import { findUserByEmail, issueOneTimeToken } from "./one-time-tokens";
import type { AccountHooks } from "@/lib/server/account-pieces";

/** The provider's round trip must end within this time; the pending step's token likewise. */
export const SOCIAL_START_TTL_MS = 10 * 60_000;

export const socialProviderIds = () => socialProviders().map((p) => p.id);

export function providerConfig(id: string): SocialProviderConfig {
  const found = socialProviders().find((p) => p.id === id);
  if (!found) throw new DomainError("NOT_FOUND");
  return found;
}

/**
 * Where the provider sends the browser back, registered there (decision 0524): the API's return
 * route, which takes Google's GET and Apple's `form_post` alike and sends the browser on to the
 * callback page in the language the person started in.
 */
export const socialRedirectUri = (id: SocialProviderId) =>
  `${appUrl()}/api/user/social/${id}/return`;

/** The callback page that finishes a sign-in, in the start's language (as-needed prefixes). */
export const socialCallbackPage = (id: SocialProviderId, locale: string) =>
  `${appUrl()}${locale === "en" ? "" : `/${locale}`}/auth/callback/${id}/`;

// Discovery once per issuer and client, per process: the provider's metadata rarely changes.
const discovered = new Map<string, Promise<oidc.Configuration>>();
function configurationOf(provider: SocialProviderConfig) {
  const key = `${provider.issuer}|${provider.clientId}`;
  let configuration = discovered.get(key);
  if (!configuration) {
    const issuer = new URL(provider.issuer);
    // Plain http only for a provider on this machine (the tests' and the demo's); never outside.
    const local =
      issuer.protocol === "http:" && ["127.0.0.1", "localhost"].includes(issuer.hostname);
    configuration = oidc.discovery(
      issuer,
      provider.clientId,
      undefined,
      clientAuthentication(provider),
      local ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    configuration.catch(() => discovered.delete(key));
    discovered.set(key, configuration);
  }
  return configuration;
}

/**
 * POST /user/social/{provider}/start: the provider's authorization address, with a fresh state,
 * nonce and PKCE challenge (S256). Only the state's hash, the nonce and the verifier are kept,
 * here, for ten minutes. `userId` is a signed-in account proving itself again (decision 0523).
 */
export async function startSocial(
  id: string,
  userId: string | null,
  locale: Locale,
  now = new Date(),
) {
  const provider = providerConfig(id);
  const configuration = await configurationOf(provider).catch(() => {
    throw new DomainError("SOCIAL_SIGN_IN_FAILED");
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const db = await getDb();
  await db.insert(oidcStarts).values({
    stateHash: hashToken(state),
    provider: provider.id,
    nonce,
    codeVerifier,
    userId,
    locale,
    expiresAt: new Date(now.getTime() + SOCIAL_START_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: socialRedirectUri(provider.id),
    // Apple knows `name`, not `profile`; its names come with the email in the ID token here.
    scope: provider.id === "apple" ? "openid email name" : "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    // Apple answers by `form_post`, a POST to the return route; Google in the query.
    ...(provider.id === "apple" ? { response_mode: "form_post" } : {}),
    // A deletion needs a fresh sign-in at the provider, not a remembered one.
    ...(userId ? { prompt: "login", max_age: "0" } : {}),
  });
  return { url: url.href };
}

export type SocialOutcome =
  | { kind: "signedIn"; userId: string }
  | { kind: "reauthenticated"; userId: string }
  | { kind: "link"; linkToken: string; email: string }
  | { kind: "signup"; signupToken: string; email: string; firstName: string; lastName: string };

/**
 * POST /user/social/{provider}/callback: the address the provider sent the browser back to. Its
 * state is spent first (one conditional update), so a callback works once; then openid-client
 * exchanges the code with the kept PKCE verifier and checks the ID token, its nonce included.
 * - A known identity signs its account in (or proves it again, for a deletion).
 * - An unknown one whose verified email has an account is linked only after that account's
 *   password (`link`); an unverified email is never trusted to link.
 * - A new person gets a `signup` token: registration asks what the provider did not give.
 */
export async function finishSocial(
  id: string,
  callbackUrl: string,
  now = new Date(),
): Promise<SocialOutcome> {
  const provider = providerConfig(id);
  let current: URL;
  try {
    current = new URL(callbackUrl);
  } catch {
    throw new DomainError("SOCIAL_STATE_INVALID");
  }
  const state = current.searchParams.get("state") ?? "";
  const db = await getDb();
  const [start] = await db
    .update(oidcStarts)
    .set({ usedAt: now })
    .where(
      and(
        eq(oidcStarts.stateHash, hashToken(state)),
        eq(oidcStarts.provider, provider.id),
        isNull(oidcStarts.usedAt),
        gt(oidcStarts.expiresAt, now),
      ),
    )
    .returning();
  if (!start) throw new DomainError("SOCIAL_STATE_INVALID");
  // Only our callback page, in one of our languages, is ours to be sent back to.
  const pages = routing.locales.map((l) => socialCallbackPage(provider.id, l));
  if (!pages.includes(current.origin + current.pathname))
    throw new DomainError("SOCIAL_STATE_INVALID");
  // The provider sent its answer to the return route: the exchange names that address.
  const returned = new URL(socialRedirectUri(provider.id));
  returned.search = current.search;

  let claims: oidc.IDToken | undefined;
  try {
    const configuration = await configurationOf(provider);
    const tokens = await oidc.authorizationCodeGrant(configuration, returned, {
      pkceCodeVerifier: start.codeVerifier,
      expectedState: state,
      expectedNonce: start.nonce,
      idTokenExpected: true,
      ...(start.userId ? { maxAge: 0 } : {}),
    });
    claims = tokens.claims();
  } catch {
    // The provider refused the code (spent, expired) or its ID token failed a check (nonce,
    // issuer, audience, signature): the same answer, the person starts again.
    throw new DomainError("SOCIAL_SIGN_IN_FAILED");
  }
  if (!claims) throw new DomainError("SOCIAL_SIGN_IN_FAILED");
  // Apple tells the names once, in the form it posts, never in its ID token (decision 0524).
  claims = {
    ...claims,
    given_name: claims.given_name ?? start.givenName ?? undefined,
    family_name: claims.family_name ?? start.familyName ?? undefined,
  };
  const subject = claims.sub;
  const email = typeof claims.email === "string" ? claims.email.trim() : "";
  // Apple sends "true" as a string.
  const emailVerified = claims.email_verified === true || claims.email_verified === "true";

  const [identity] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider.id), eq(socialIdentities.subject, subject)));
  if (start.userId) {
    // Proving an account again: only its own identity at this provider counts.
    if (identity?.userId !== start.userId) throw new DomainError("SOCIAL_SIGN_IN_FAILED");
    return { kind: "reauthenticated", userId: start.userId };
  }
  if (identity) return { kind: "signedIn", userId: identity.userId };
  if (!email) throw new DomainError("SOCIAL_EMAIL_UNVERIFIED");

  const existing = await findUserByEmail(email);
  if (existing && !existing.deletedAt) {
    if (!emailVerified) throw new DomainError("SOCIAL_EMAIL_UNVERIFIED");
    const linkToken = await savePending(provider.id, subject, email, claims, existing.id, now);
    return { kind: "link", linkToken, email: existing.email };
  }
  if (!emailVerified) throw new DomainError("SOCIAL_EMAIL_UNVERIFIED");
  const signupToken = await savePending(provider.id, subject, email, claims, null, now);
  const names = namesOf(claims);
  return { kind: "signup", signupToken, email, ...names };
}

function namesOf(claims: oidc.IDToken) {
  const text = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 50) : "");
  return { firstName: text(claims.given_name), lastName: text(claims.family_name) };
}

async function savePending(
  provider: SocialProviderId,
  subject: string,
  email: string,
  claims: oidc.IDToken,
  userId: string | null,
  now: Date,
) {
  const token = randomToken();
  const db = await getDb();
  await db.insert(socialPending).values({
    tokenHash: hashToken(token),
    provider,
    subject,
    email,
    ...namesOf(claims),
    userId,
    expiresAt: new Date(now.getTime() + SOCIAL_START_TTL_MS),
  });
  return token;
}

async function openPending(linkToken: string, now: Date) {
  const db = await getDb();
  const [pending] = await db
    .select()
    .from(socialPending)
    .where(
      and(
        eq(socialPending.tokenHash, hashToken(linkToken)),
        isNull(socialPending.usedAt),
        gt(socialPending.expiresAt, now),
      ),
    );
  if (!pending?.userId) throw new DomainError("INVALID_LINK");
  const [user] = await db.select().from(users).where(eq(users.id, pending.userId));
  if (!user || user.deletedAt) throw new DomainError("INVALID_LINK");
  return { pending, user };
}

const hashLinkCode = (pendingId: string, code: string) =>
  hashToken(`${pendingId}:${code.trim().toUpperCase()}`);

/**
 * POST /user/social/link/email-code: instead of the password, a code to the account's own address
 * (decision 0523): whoever reads that mailbox owns the account anyway. A new code replaces the
 * last; a few per hour.
 */
export async function sendLinkCode(linkToken: string, now = new Date()) {
  const { pending, user } = await openPending(linkToken, now);
  const limit = await hit(`social-link-mail:${pending.id}`, EMAIL_REQUEST_LIMIT);
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
  const code = randomCode(6);
  const db = await getDb();
  await db
    .update(socialPending)
    .set({ codeHash: hashLinkCode(pending.id, code) })
    .where(eq(socialPending.id, pending.id));
  await sendSocialLinkCode(user.email, user.locale as Locale, user.firstName, code);
}

/**
 * POST /user/social/link: the provider's identity joins the account with its verified email once
 * that account's password, or the code emailed to it, is given (decision 0523). The token is spent
 * by the first right answer; a wrong one leaves it, a few times. Answers the account.
 */
export async function linkAccount(
  linkToken: string,
  proof: { password?: string; code?: string },
  now = new Date(),
) {
  const { pending, user } = await openPending(linkToken, now);
  const attempts = `social-link:${pending.id}`;
  const limit = await hit(attempts, EMAIL_CODE_LIMIT);
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
  const proven = proof.code
    ? pending.codeHash !== null && pending.codeHash === hashLinkCode(pending.id, proof.code)
    : Boolean(user.passwordHash) &&
      (await verifyPassword(user.passwordHash!, proof.password ?? ""));
  if (!proven) throw new DomainError(proof.code ? "INVALID_LINK_CODE" : "INVALID_CREDENTIALS");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const spent = await tx
      .update(socialPending)
      .set({ usedAt: now })
      .where(and(eq(socialPending.id, pending.id), isNull(socialPending.usedAt)))
      .returning({ id: socialPending.id });
    if (!spent.length) throw new DomainError("INVALID_LINK");
    await tx
      .insert(socialIdentities)
      .values({
        userId: user.id,
        provider: pending.provider,
        subject: pending.subject,
        email: pending.email,
      })
      .onConflictDoNothing();
  });
  await reset(attempts);
  return user.id;
}

/** The identities and open steps go with a deleted account. */
export async function clearSocial(db: Awaited<ReturnType<typeof getDb>>, userId: string) {
  await db.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
  await db.delete(socialPending).where(eq(socialPending.userId, userId));
  await db.delete(oidcStarts).where(eq(oidcStarts.userId, userId));
}

/** A social account proved itself at its provider just now: a token its deletion spends. */
export async function issueReauthToken(userId: string) {
  const token = randomToken();
  await issueOneTimeToken(userId, "social_reauth", token);
  return token;
}

/**
 * POST /user/register/social: the new person's account, `isSocial` and without a password, its
 * email verified by the provider, and the provider's identity joined to it; the sign-up token is
 * spent in the same transaction (decision 0523). Answers the account, which then signs in.
 */
export async function registerSocial(
  input: {
    signupToken: string;
    userType: "client" | "provider";
    firstName: string;
    lastName: string;
    phoneNumber: string;
    countryId: string;
  },
  locale: Locale,
  hooks: AccountHooks = {},
  now = new Date(),
) {
  const db = await getDb();
  const [country] = await db.select().from(countries).where(eq(countries.id, input.countryId));
  if (!country) throw fieldError("countryId", "countryRequired");
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .update(socialPending)
      .set({ usedAt: now })
      .where(
        and(
          eq(socialPending.tokenHash, hashToken(input.signupToken)),
          isNull(socialPending.userId),
          isNull(socialPending.usedAt),
          gt(socialPending.expiresAt, now),
        ),
      )
      .returning();
    if (!pending) throw new DomainError("INVALID_LINK");
    const [created] = await tx
      .insert(users)
      .values({
        email: pending.email,
        passwordHash: null,
        isSocial: true,
        emailVerifiedAt: now,
        userType: input.userType,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        countryId: country.id,
        timezone: country.defaultTimezone,
        locale,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, userType: users.userType });
    // Someone registered the address meanwhile: they sign in and link instead.
    if (!created) throw new DomainError("EMAIL_TAKEN");
    await tx.insert(socialIdentities).values({
      userId: created.id,
      provider: pending.provider,
      subject: pending.subject,
      email: pending.email,
    });
    if (created.userType === "provider") await hooks.providerCreated?.(tx, created.id);
    return created.id;
  });
}
