import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyId, prepared } from "@/db/prepared";
import { users } from "@/db/schema/accounts";
import type { Locale } from "@/lib/i18n/routing";
import { createMiddleware } from "hono/factory";
import type { AuthEnv } from "@/lib/server/auth-guard";
import { batchedByIds } from "@/lib/server/batch";
import { therapistMfaRequiredFrom } from "@/lib/server/env";
import { DomainError } from "@/lib/server/errors";
import { mfaEnabled } from "./mfa";

// The accounts feature's surface for other features' servers (decision 0015). Its routes use
// registration.ts, sign-in.ts and account-settings.ts directly.

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Work a hook leaves for after the commit: removing stored files, which cannot roll back. */
export type AfterCommit = () => Promise<void>;

/**
 * What other features do when an account starts or ends, in the same transaction. The practice
 * feature creates and clears a therapist's profile, client-account a client's; the routes pass
 * these in, so accounts' service never imports them (they ask accounts for names).
 */
export type AccountHooks = {
  providerCreated?: (tx: Tx, userId: string) => Promise<void>;
  /** `formerEmail`: the address the account had, already replaced on the row when this runs. */
  accountDeleted?: (tx: Tx, userId: string, formerEmail: string) => Promise<void | AfterCommit>;
};

// --- for other features -----------------------------------------------------------------------

export type PersonName = { firstName: string; lastName: string };

/** First and last name ("Chioma Eze"), as a session, receipt or export names the other person. */
export const fullName = (name: PersonName) => `${name.firstName} ${name.lastName}`.trim();

/** First name and initial ("Chioma E."): enough to feel real, not enough to identify someone. */
export const shortName = (name: PersonName) =>
  name.lastName ? `${name.firstName} ${name.lastName.slice(0, 1)}.` : name.firstName;

const nameRows = prepared((db) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(anyId(users.id, "ids"))
    .prepare("person_names"),
);

const nameRowsOf = batchedByIds(
  async (ids) => (await nameRows()).execute({ ids }),
  (row) => row.id,
);

/** The names of these people, for pages that show who a booking or review is with. */
export async function namesOf(ids: string[]): Promise<Map<string, PersonName>> {
  const rows = await nameRowsOf([...new Set(ids)]);
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

/** Who to write to, in which language and time zone. */
export async function contactOf(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      timezone: users.timezone,
      /** The emails this person turned off are not sent (decision 0505). */
      wantsSessionReminders: users.emailSessionReminders,
      wantsUnreadMessages: users.emailUnreadMessages,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { ...row, locale: row.locale as Locale } : undefined;
}

/**
 * A therapist's or client's profile edits their name, country (and a client's phone number and
 * time zone), inside the profile's transaction.
 */
export async function updatePerson(
  tx: Tx,
  userId: string,
  changes: {
    firstName?: string;
    lastName?: string;
    countryId?: string | null;
    phoneNumber?: string | null;
    timezone?: string;
  },
) {
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The account with this email, if any (an invitation attaches to it; issue 13). */
export async function accountByEmail(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

/** Accounts with these emails (case-insensitive), for linking imported clients to them. */
export async function accountsByEmail(emails: string[]) {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (!wanted.length) return new Map<string, { id: string; userType: "client" | "provider" }>();
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, email: users.email, userType: users.userType })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, wanted));
  return new Map(rows.map((r) => [r.email.toLowerCase(), { id: r.id, userType: r.userType }]));
}

export { accountOf } from "./personal-data";
export { unsubscribeLinks } from "./unsubscribe";
// The operations console (issue 68): staff sign-in needs a second factor; lock and end sessions.
export { mfaEnabled };
export { endSessionsOf, setAccountActive } from "./staff-access";

/**
 * After `requireAuth`: from THERAPIST_MFA_REQUIRED_FROM on, a therapist without a second factor
 * is refused clients' notes and files with 403 MFA_REQUIRED (issue 67, decision 0521). Before
 * that date, or unset, it costs nothing; clients pass as before.
 */
export const requireTherapistSecondFactor = createMiddleware<AuthEnv>(async (c, next) => {
  const viewer = c.get("viewer");
  if (viewer.role === "provider") {
    const from = therapistMfaRequiredFrom();
    if (from && Date.now() >= from.getTime() && !(await mfaEnabled(viewer.userId)))
      throw new DomainError("MFA_REQUIRED");
  }
  await next();
});
