import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refreshTokens } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { BROWSERS, createUser, signedInUser, signInFrom } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

const { phone: PHONE, laptop: LAPTOP } = BROWSERS;

async function signIn(user: { email: string; password: string }, userAgent: string) {
  const answer = await signInFrom(user, userAgent);
  expect(answer.status).toBe(200);
  return answer;
}

const list = (token: string, lang = "en") =>
  call("/user/sessions", { token, headers: { "x-language": lang } });
const refresh = (refreshToken: string) =>
  call("/auth/refresh", { method: "POST", token: refreshToken });

describe("where a person is signed in (GET /user/sessions, decision 0514)", () => {
  it("lists their own sessions with browser and system, the asking one first", async () => {
    const user = await createUser();
    const phone = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    // Someone else's sign-in is not theirs to see.
    await signedInUser();

    const res = await list(laptop.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      browser: "Firefox",
      platform: "Linux",
      current: true,
    });
    expect(res.body.data[1]).toMatchObject({
      browser: "Safari",
      platform: "iPhone",
      current: false,
    });
    for (const session of res.body.data) {
      expect(Object.keys(session).sort()).toEqual(
        ["browser", "current", "identifier", "lastActiveAt", "platform", "signedInAt"].sort(),
      );
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.parse(session.lastActiveAt));
    }
    // From the phone, the phone is "this device".
    const fromPhone = (await list(phone.token)).body.data;
    expect(fromPhone.map((s: { current: boolean }) => s.current)).toEqual([true, false]);
    expect(fromPhone[0].identifier).toBe(res.body.data[1].identifier);
  });

  it("names no device for a sign-in whose browser it does not recognise", async () => {
    const user = await createUser();
    const { token } = await signIn(user, "curl/8.5.0");
    expect((await list(token)).body.data).toEqual([
      expect.objectContaining({ browser: null, platform: null, current: true }),
    ]);
  });

  it("moves a session's last activity when its token is renewed", async () => {
    const user = await createUser();
    const phone = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    const [, before] = (await list(laptop.token)).body.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await refresh(phone.refreshToken)).status).toBe(200);
    const after = (await list(laptop.token)).body.data.find(
      (s: { identifier: string }) => s.identifier === before.identifier,
    );
    expect(Date.parse(after.lastActiveAt)).toBeGreaterThan(Date.parse(before.lastActiveAt));
    expect(after.signedInAt).toBe(before.signedInAt);
  });

  it("leaves out sessions signed out and those whose refresh token ran out", async () => {
    const user = await createUser();
    const gone = await signIn(user, PHONE);
    const stale = await signIn(user, LAPTOP);
    const current = await signIn(user, LAPTOP);
    await call("/auth/invalidate", { method: "POST", token: gone.refreshToken });
    const [staleSession] = (await list(stale.token)).body.data;
    await database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.sessionId, staleSession.identifier));
    const listed = (await list(current.token)).body.data;
    expect(listed).toHaveLength(1);
    expect(listed[0].current).toBe(true);
  });

  it("answers 401 signed out", async () => {
    expect((await call("/user/sessions")).status).toBe(401);
  });
});

describe("signing a device out (DELETE /user/sessions/{id})", () => {
  it("ends that session at once: its access token and its refresh token stop working", async () => {
    const user = await createUser();
    const phone = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    const phoneId = (await list(phone.token)).body.data[0].identifier;

    const res = await call(`/user/sessions/${phoneId}`, {
      method: "DELETE",
      token: laptop.token,
      headers: { "x-language": "de" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: "Dieses Gerät ist abgemeldet." });
    expect((await call("/user/info", { token: phone.token })).status).toBe(401);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    // The laptop goes on.
    expect((await call("/user/info", { token: laptop.token })).status).toBe(200);
    expect((await list(laptop.token)).body.data).toHaveLength(1);
    // Once more: nothing left to end.
    const again = await call(`/user/sessions/${phoneId}`, {
      method: "DELETE",
      token: laptop.token,
    });
    expect([again.status, again.body.code]).toEqual([404, "NOT_FOUND"]);
  });

  it("cannot end someone else's session", async () => {
    const owner = await createUser();
    const victim = await signIn(owner, PHONE);
    const victimId = (await list(victim.token)).body.data[0].identifier;
    const stranger = await signedInUser();
    const res = await call(`/user/sessions/${victimId}`, {
      method: "DELETE",
      token: stranger.token,
    });
    expect([res.status, res.body.code]).toEqual([404, "NOT_FOUND"]);
    expect((await call("/user/info", { token: victim.token })).status).toBe(200);
  });

  it("refuses an id that is not one, and a caller signed out", async () => {
    const { token } = await signedInUser();
    const bad = await call("/user/sessions/not-an-id", { method: "DELETE", token });
    expect(bad.status).toBe(400);
    const anonymous = await call("/user/sessions/00000000-0000-4000-8000-000000000000", {
      method: "DELETE",
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("signing every other device out (POST /user/sessions/sign-out-others)", () => {
  it("ends all but the asking session, and says how many", async () => {
    const user = await createUser();
    const sessions = [await signIn(user, PHONE), await signIn(user, LAPTOP)];
    const current = await signIn(user, LAPTOP);
    const other = await signedInUser();

    const res = await call("/user/sessions/sign-out-others", {
      method: "POST",
      token: current.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ signedOut: 2, message: "Signed out of 2 other devices." });
    for (const session of sessions) {
      expect((await call("/user/info", { token: session.token })).status).toBe(401);
      expect((await refresh(session.refreshToken)).status).toBe(401);
    }
    expect((await call("/user/info", { token: current.token })).status).toBe(200);
    // Nobody else's sessions are touched.
    expect((await call("/user/info", { token: other.token })).status).toBe(200);

    const none = await call("/user/sessions/sign-out-others", {
      method: "POST",
      token: current.token,
      headers: { "x-language": "de" },
    });
    expect(none.body.data).toEqual({
      signedOut: 0,
      message: "Kein anderes Gerät war angemeldet.",
    });
    expect((await call("/user/sessions/sign-out-others", { method: "POST" })).status).toBe(401);
  });
});

describe("the copy of one's data (GET /user/data-export)", () => {
  it("holds each sign-in with its browser, signed-out ones too, and no token", async () => {
    const user = await createUser();
    const phone = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    await call("/auth/invalidate", { method: "POST", token: phone.refreshToken });
    const res = await call("/user/data-export", { token: laptop.token });
    expect(res.status).toBe(200);
    const { signIns } = res.body.account;
    expect(signIns).toEqual([
      expect.objectContaining({ browser: "Firefox", platform: "Linux", signedOutAt: null }),
      expect.objectContaining({ browser: "Safari", platform: "iPhone" }),
    ]);
    expect(Date.parse(signIns[1].signedOutAt)).not.toBeNaN();
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(laptop.refreshToken);
    expect(text).not.toContain(phone.refreshToken);
  });
});
