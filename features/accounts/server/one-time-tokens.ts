import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { oneTimeTokens, users } from "@/db/schema/accounts";
import { hashToken } from "@/lib/server/secure-token";

const HOUR = 3600_000;
export const TOKEN_TTL_MS = {
  verify_email: 48 * HOUR,
  reset_password: HOUR,
  change_email: HOUR / 4,
  restore_email: 7 * 24 * HOUR,
  // A fresh sign-in at the provider, for deleting a social account (decision 0523).
  social_reauth: HOUR / 12,
} as const;

export async function findUserByEmail(email: string) {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function issueOneTimeToken(
  userId: string,
  purpose: keyof typeof TOKEN_TTL_MS,
  token: string,
  newEmail?: string,
) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Only the newest token of a purpose stays valid, but for undoing an email change: after two
    // changes, the first address's link must still undo them (decision 0517).
    if (purpose !== "restore_email")
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
export async function consumeOneTimeToken(
  purpose: keyof typeof TOKEN_TTL_MS,
  token: string,
  userId?: string,
  tx?: Db,
) {
  const db = tx ?? (await getDb());
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

/** Every link and code of an account still unused stops working (after its address is restored). */
export async function spendAllOneTimeTokens(userId: string, tx?: Db) {
  const db = tx ?? (await getDb());
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}
