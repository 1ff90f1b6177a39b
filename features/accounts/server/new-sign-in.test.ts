import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users } from "@/db/schema";
import { settleAfterResponse } from "@/lib/server/after-response";
import { BROWSERS, createUser, signInFrom } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

const { phone: PHONE, laptop: LAPTOP } = BROWSERS;

/** A sign-in from a browser with this User-Agent and, when it has one, its device cookie. */
async function signIn(
  user: { email: string; password: string },
  userAgent: string,
  deviceCookie?: string,
  password?: string,
) {
  const answer = await signInFrom(user, userAgent, { deviceCookie, password });
  return { status: answer.status, cookie: answer.deviceCookie, pair: answer.devicePair };
}

const noticesTo = async (email: string) => {
  await settleAfterResponse();
  return database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, "newSignIn")));
};

describe("a sign-in from a browser the account was not used on is emailed (decision 0516)", () => {
  it("tells of a new browser, in the person's language and zone; not the first sign-in, not a known browser", async () => {
    const user = await createUser();
    await database.db
      .update(users)
      .set({ locale: "de", timezone: "Europe/Berlin" })
      .where(eq(users.id, user.id));

    // The first sign-in of an account is nothing to tell of.
    const laptop = await signIn(user, LAPTOP);
    expect(laptop.status).toBe(200);
    expect(laptop.cookie).toMatch(/HttpOnly/i);
    expect(laptop.cookie).toMatch(/SameSite=Strict/i);
    expect(laptop.cookie).toMatch(/Path=\/api\/user\/login/);
    expect(await noticesTo(user.email)).toHaveLength(0);

    // The same browser again, with its key: nothing.
    const again = await signIn(user, LAPTOP, laptop.pair);
    expect(again.pair).toBe(laptop.pair);
    expect(await noticesTo(user.email)).toHaveLength(0);

    // A phone the account was never used on: one email.
    const phone = await signIn(user, PHONE);
    expect(phone.pair).not.toBe(laptop.pair);
    const [notice, ...more] = await noticesTo(user.email);
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe("Neue Anmeldung bei Ihrem Haven-Konto");
    expect(notice!.text).toMatch(
      /Am .+ \(Europe\/Berlin\) wurde Ihr Haven-Konto in einem Browser angemeldet, in dem es bisher nicht genutzt wurde: Safari auf iPhone\./,
    );
    expect(notice!.text).toContain("/de/account/security/");
    // An account-security email: not optional.
    expect(notice!.listUnsubscribe).toBeNull();

    // The phone again with its key, and the laptop: both known now.
    await signIn(user, PHONE, phone.pair);
    await signIn(user, LAPTOP, laptop.pair);
    expect(await noticesTo(user.email)).toHaveLength(1);
  });

  it("tells nothing of a refused sign-in, and treats a forged key as a new browser", async () => {
    const user = await createUser();
    const laptop = await signIn(user, LAPTOP);
    const refused = await signIn(user, PHONE, undefined, "wrong-pass-1");
    expect(refused.status).toBe(401);
    expect(refused.cookie).toBeUndefined();
    expect(await noticesTo(user.email)).toHaveLength(0);

    const forged = await signIn(user, LAPTOP, "deviceKey=../not-a-key");
    expect(forged.pair).not.toBe("deviceKey=../not-a-key");
    expect(forged.pair).not.toBe(laptop.pair);
    const [notice] = await noticesTo(user.email);
    expect(notice!.subject).toBe("New sign-in to your Haven account");
    expect(notice!.text).toContain("it had not been used on before: Firefox on Linux.");
  });

  it("names a browser it cannot recognise as unknown, not as a blank", async () => {
    const user = await createUser();
    await signIn(user, LAPTOP);
    await signIn(user, "curl/8.5.0");
    const [notice] = await noticesTo(user.email);
    expect(notice!.text).toContain("it had not been used on before: browser and device unknown.");
  });
});
