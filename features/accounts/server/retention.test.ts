import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  mfaChallenges,
  oidcStarts,
  oneTimeTokens,
  refreshTokens,
  sessions,
  webauthnChallenges,
} from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { BROWSERS, createUser, signInFrom } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { deleteEndedSignIns, SIGN_IN_RETENTION_DAYS } from "./retention";

const database = withTestDatabase({ seed: true });
const DAY = 86_400_000;
const REFRESH_DAYS = 30;

async function signIn(user: { email: string; password: string }) {
  const { token, refreshToken } = await signInFrom(user, BROWSERS.laptop);
  const [session] = await call("/user/sessions", { token }).then((r) => r.body.data);
  return { token, refreshToken, id: session.identifier as string };
}

describe("what sign-ins leave behind is deleted once of no use (decision 0515)", () => {
  it("sessions ended 90 days ago with their tokens, expired tokens, and spent email links; nothing living", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const kept = SIGN_IN_RETENTION_DAYS;
    const [ada, ben] = [await createUser(), await createUser()];
    const [signedOutLongAgo, signedOutLately, lapsed, lapsedLately, living] = [
      await signIn(ada),
      await signIn(ada),
      await signIn(ada),
      await signIn(ada),
      await signIn(ada),
    ];
    const bens = await signIn(ben);
    const age = (id: string, set: Partial<typeof sessions.$inferInsert>) =>
      database.db.update(sessions).set(set).where(eq(sessions.id, id));
    await age(signedOutLongAgo.id, { createdAt: ago(200), revokedAt: ago(kept + 1) });
    await age(signedOutLately.id, { createdAt: ago(120), revokedAt: ago(kept - 1) });
    await database.db
      .update(refreshTokens)
      .set({ expiresAt: ago(kept - REFRESH_DAYS) })
      .where(eq(refreshTokens.sessionId, signedOutLately.id));
    // Not renewed for a refresh token's life and 90 days more (a day over): its last token ran out.
    await age(lapsed.id, { createdAt: ago(300), lastActiveAt: ago(kept + REFRESH_DAYS + 1) });
    await database.db
      .update(refreshTokens)
      .set({ expiresAt: ago(kept + 1) })
      .where(eq(refreshTokens.sessionId, lapsed.id));
    // … and one whose last token ran out 89 days ago: kept.
    await age(lapsedLately.id, { createdAt: ago(300), lastActiveAt: ago(kept + REFRESH_DAYS - 1) });
    await database.db
      .update(refreshTokens)
      .set({ expiresAt: ago(kept - 1) })
      .where(eq(refreshTokens.sessionId, lapsedLately.id));
    // The living session renewed long ago: its first token ran out, the newest lives.
    await database.db.insert(refreshTokens).values({
      sessionId: living.id,
      tokenHash: "spent-long-ago",
      expiresAt: ago(2),
      usedAt: ago(32),
    });
    // Email links and codes: two spent over a day ago, two not.
    const link = (expiresAt: Date, usedAt: Date | null) => ({
      userId: ada.id,
      purpose: "reset_password" as const,
      tokenHash: `link-${expiresAt.getTime()}-${usedAt?.getTime()}`,
      expiresAt,
      usedAt,
    });
    await database.db
      .insert(oneTimeTokens)
      .values([
        link(ago(2), null),
        link(new Date(now.getTime() + DAY), ago(1.5)),
        link(ago(0.5), null),
        link(new Date(now.getTime() + DAY), ago(0.5)),
      ]);

    // The code step's challenges (decision 0521): one ran out two days ago, one a minute ago.
    await database.db.insert(mfaChallenges).values([
      { userId: ada.id, tokenHash: "challenge-old", expiresAt: ago(2) },
      { userId: ada.id, tokenHash: "challenge-recent", expiresAt: ago(1 / 1440) },
    ]);
    // Passkeys' challenges (decision 0522) likewise, one for sign-in (no account) and one not.
    await database.db.insert(webauthnChallenges).values([
      { purpose: "sign_in", challengeHash: "webauthn-old", expiresAt: ago(2) },
      {
        purpose: "registration",
        userId: ada.id,
        challengeHash: "webauthn-recent",
        expiresAt: ago(1 / 1440),
      },
    ]);

    // A Google sign-in started two days ago and never finished; one started a minute ago.
    await database.db.insert(oidcStarts).values([
      { provider: "google", stateHash: "s-old", nonce: "n", codeVerifier: "v", expiresAt: ago(2) },
      {
        provider: "google",
        stateHash: "s-recent",
        nonce: "n",
        codeVerifier: "v",
        expiresAt: ago(1 / 1440),
      },
    ]);

    // Batches of one: the loops go on until a batch comes back short.
    expect(await deleteEndedSignIns(now, 1)).toEqual({
      sessions: 2,
      refreshTokens: 3,
      oneTimeTokens: 2,
      mfaChallenges: 1,
      passkeyChallenges: 1,
      socialSteps: 1,
    });

    const left = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(sessions.id, [
          signedOutLongAgo.id,
          signedOutLately.id,
          lapsed.id,
          lapsedLately.id,
          living.id,
        ]),
      );
    expect(left.map((s) => s.id).sort()).toEqual(
      [signedOutLately.id, lapsedLately.id, living.id].sort(),
    );
    const tokensOf = (id: string) =>
      database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, id));
    expect(await tokensOf(signedOutLongAgo.id)).toEqual([]);
    expect(await tokensOf(lapsed.id)).toEqual([]);
    expect(await tokensOf(signedOutLately.id)).toEqual([]);
    expect((await tokensOf(living.id)).map((t) => t.tokenHash)).not.toContain("spent-long-ago");
    const links = await database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, ada.id));
    expect(links).toHaveLength(2);

    // The living sessions go on: Ada's renews, Ben's is untouched.
    expect(
      (await call("/auth/refresh", { method: "POST", token: living.refreshToken })).status,
    ).toBe(200);
    expect((await call("/user/info", { token: bens.token })).status).toBe(200);
    // Ada's history: the sign-ins ended 89 days ago are still hers to see; the older ones are gone.
    const { signIns } = (await call("/user/data-export", { token: living.token })).body.account;
    expect(signIns).toHaveLength(3);

    expect(await deleteEndedSignIns(now)).toEqual({
      sessions: 0,
      refreshTokens: 0,
      oneTimeTokens: 0,
      mfaChallenges: 0,
      passkeyChallenges: 0,
      socialSteps: 0,
    });
  });
});
