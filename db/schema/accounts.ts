import "server-only";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { countries } from "./region";

export const userType = pgEnum("user_type", ["client", "provider"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    userType: userType("user_type").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    countryId: uuid("country_id").references(() => countries.id),
    timezone: text("timezone").notNull().default("UTC"),
    locale: text("locale").notNull().default("en"),
    isActive: boolean("is_active").notNull().default(true),
    isSocial: boolean("is_social").notNull().default(false),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** The emails a person may turn off (decision 0505); what they asked for is always sent. */
    emailSessionReminders: boolean("email_session_reminders").notNull().default(true),
    emailUnreadMessages: boolean("email_unread_messages").notNull().default(true),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    // The directory pages therapists by name: with 10,000 therapists among 200,000 clients its
    // page query seq-scanned and sorted all of users (about 90 ms, bench:scale). Walking this
    // index in order stops after a page; the trailing country and active columns let the page
    // count run as an index-only scan of therapists alone.
    index("users_provider_name_idx")
      .on(t.lastName, t.firstName, t.id, t.countryId, t.isActive)
      .where(sql`${t.userType} = 'provider'`),
  ],
);

/** A signed-in device: its refresh tokens form one family; revoking it ends the session at once. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    /**
     * The browser and system its User-Agent named at sign-in ("Firefox", "Windows"), so the person
     * can tell their devices apart (decision 0514); null when not recognised. The User-Agent
     * itself and the address are not kept.
     */
    browser: text("browser"),
    platform: text("platform"),
    /**
     * The hash of the browser's `deviceKey` cookie at sign-in (decision 0516): a sign-in from a
     * browser none of the account's sessions came from is emailed to its owner.
     */
    deviceKeyHash: text("device_key_hash"),
    /** The sign-in, then each renewal of its access token: when it was last in use. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    // The hourly sweep of sign-ins ended long ago (decision 0515): signed out, or not renewed.
    index("sessions_revoked_idx")
      .on(t.revokedAt)
      .where(sql`${t.revokedAt} is not null`),
    index("sessions_unrevoked_active_idx")
      .on(t.lastActiveAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refresh_tokens_session_idx").on(t.sessionId),
    // The hourly sweep of expired tokens (decision 0515): one is made at every renewal.
    index("refresh_tokens_expires_idx").on(t.expiresAt),
  ],
);

export const oneTimeTokenPurpose = pgEnum("one_time_token_purpose", [
  "verify_email",
  "reset_password",
  "change_email",
  // Sent to the previous address of a changed one: puts it back (decision 0517); new_email holds it.
  "restore_email",
  // A social account proved itself again at its provider, to delete itself (decision 0523).
  "social_reauth",
]);

/** Single-use, expiring tokens sent by email; only their hash is stored. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: oneTimeTokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("one_time_tokens_hash_idx").on(t.purpose, t.tokenHash),
    index("one_time_tokens_user_idx").on(t.userId, t.purpose),
  ],
);

/**
 * An account's authenticator app (TOTP, RFC 6238; decision 0521). The secret is sealed with
 * AES-256-GCM under a key derived from AUTH_SECRET (`key_id` names it). A row without
 * `confirmed_at` is a setup not finished: it does not count as a second factor.
 */
export const userTotp = pgTable("user_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretSealed: text("secret_sealed").notNull(),
  keyId: text("key_id").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /**
   * The newest time step whose code was accepted: a code is taken only for a later step, in one
   * conditional update, so the same code (or an older one) never works twice, even in parallel.
   */
  lastUsedStep: integer("last_used_step"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes (decision 0521): only their hashes; a used code's row is deleted. */
export const mfaRecoveryCodes = pgTable(
  "mfa_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("mfa_recovery_codes_user_hash_key").on(t.userId, t.codeHash)],
);

/**
 * A password accepted for an account with a second factor (decision 0521): the `mfaToken` that
 * the code step exchanges for a session, once, within minutes. Only its hash is stored.
 */
export const mfaChallenges = pgTable(
  "mfa_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The hourly sweep of spent and expired challenges, like the refresh tokens'.
  (t) => [index("mfa_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * An account's passkeys (WebAuthn; decision 0522): each signs in alone and counts as the second
 * factor. Only the public key is kept. `counter` is the authenticator's signature counter; one
 * that goes backwards means a cloned key and is refused (synced passkeys stay at 0).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential id, base64url, as the browser names it when signing in. */
    credentialId: text("credential_id").notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

export const webauthnChallengePurpose = pgEnum("webauthn_challenge_purpose", [
  "registration",
  "sign_in",
  "second_factor",
]);

/**
 * A challenge handed to the browser for a passkey ceremony (decision 0522): spent once, by one
 * conditional update, within five minutes. Only its hash is kept. `user_id` is the account it was
 * made for (none for a sign-in with a passkey alone, which names its account by the key).
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    challengeHash: text("challenge_hash").notNull().unique(),
    purpose: webauthnChallengePurpose("purpose").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The hourly sweep, as for the code step's challenges.
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);

export const socialProvider = pgEnum("social_provider", ["google", "apple"]);

/**
 * A sign-in started with Google or Apple (OpenID Connect; decision 0523): what the callback must
 * match. The state is stored hashed and spent once; the nonce and the PKCE verifier never leave
 * the server. `user_id` is the account that asked to prove itself again (before deleting it).
 */
export const oidcStarts = pgTable(
  "oidc_starts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    stateHash: text("state_hash").notNull().unique(),
    provider: socialProvider("provider").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The language the person started in: the way back lands on its pages (decision 0524). */
    locale: text("locale").notNull().default("en"),
    /** Apple's names, posted once beside its answer (`user`), never in its ID token. */
    givenName: text("given_name"),
    familyName: text("family_name"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("oidc_starts_expires_idx").on(t.expiresAt)],
);

/** An account's identity at a provider (its `sub`), once linked: it then signs in alone. */
export const socialIdentities = pgTable(
  "social_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: socialProvider("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("social_identities_provider_subject_key").on(t.provider, t.subject),
    index("social_identities_user_idx").on(t.userId),
  ],
);

/**
 * A provider's answer that needs one more step (decision 0523): linking to the account with its
 * verified email (after that account's password), or a new account's missing details. Its token
 * is stored hashed and spent once.
 */
export const socialPending = pgTable(
  "social_pending",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    provider: socialProvider("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** The account it would be linked to; none for a new person. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The hash of the code emailed to that account, when the person chose a code over its password. */
    codeHash: text("code_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("social_pending_expires_idx").on(t.expiresAt)],
);
