import "server-only";
import { hit, type RateLimitRule } from "@/lib/server/rate-limit";
import { DomainError } from "@/lib/server/errors";

/**
 * Login limits. Failures count per address, per account from one address, and per account;
 * every window expires, so nobody can lock another person out for good.
 */
export const LOGIN_LIMITS = {
  ip: { limit: 30, windowSeconds: 15 * 60 },
  accountFromIp: { limit: 5, windowSeconds: 15 * 60 },
  account: { limit: 50, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;
/**
 * Wrong codes at the sign-in's code step (decision 0521), counted like wrong passwords: per
 * address, per account from one address, per account. Only someone who knew the password gets
 * here, and six digits are guessed more easily than a password, so the account's own limit is low.
 */
export const MFA_LIMITS = {
  ip: { limit: 30, windowSeconds: 15 * 60 },
  accountFromIp: { limit: 5, windowSeconds: 15 * 60 },
  account: { limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;
export const EMAIL_CODE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
export const EMAIL_REQUEST_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };
/** New accounts per address: enough for a shared office, too few to mass-create accounts. */
export const REGISTER_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new DomainError("RATE_LIMITED", { values: { minutes: Math.ceil(retryAfterSeconds / 60) } });

/** Counts an attempt against `rule` and refuses it with 429 when over. */
export async function enforceLimit(key: string, rule: RateLimitRule) {
  const state = await hit(key, rule);
  if (!state.allowed) throw tooManyAttempts(state.retryAfterSeconds);
}
