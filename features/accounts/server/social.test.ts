// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries, oidcStarts, socialIdentities, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { createUser, lastEmailTo } from "@/tests/helpers/factories";
import { startTestProvider, type TestProvider } from "@/tests/helpers/oidc-provider";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { socialRedirectUri } from "./social";

const database = withTestDatabase({ seed: true });

let provider: TestProvider;
let counter = 0;
const person = (emailVerified: boolean, email?: string) => ({
  sub: `person-${++counter}-${Date.now()}`,
  email: email ?? `social-${counter}-${Date.now()}@example.com`,
  emailVerified,
  givenName: "Ada",
  familyName: "Okafor",
});
const people = Array.from({ length: 20 }, (_, i) => person(i % 2 === 0));
const verified = () => people.filter((p) => p.emailVerified).pop()!;
const unverified = () => people.filter((p) => !p.emailVerified).pop()!;
const used = new Set<string>();
/** A test person not used by another test, verified or not. */
const fresh = (emailVerified: boolean) => {
  const found = people.find((p) => p.emailVerified === emailVerified && !used.has(p.sub))!;
  used.add(found.sub);
  return found;
};

const ENV = ["OIDC_GOOGLE_ISSUER", "OIDC_GOOGLE_CLIENT_ID", "OIDC_GOOGLE_CLIENT_SECRET"] as const;
const before = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));

beforeAll(async () => {
  provider = await startTestProvider({ redirectUri: socialRedirectUri("google"), people });
  process.env.OIDC_GOOGLE_ISSUER = provider.issuer;
  process.env.OIDC_GOOGLE_CLIENT_ID = provider.clientId;
  process.env.OIDC_GOOGLE_CLIENT_SECRET = provider.clientSecret;
});
afterAll(async () => {
  // A worker's files share their modules and environment: put it back (docs/adding-a-feature.md).
  for (const key of ENV) {
    if (before[key] === undefined) delete process.env[key];
    else process.env[key] = before[key];
  }
  await provider.close();
});

const start = async (headers: Record<string, string> = {}) => {
  const res = await call("/user/social/google/start", { method: "POST", headers });
  expect(res.status).toBe(200);
  return res.body.data.url as string;
};
const callback = (url: string) => call("/user/social/google/callback", { body: { url } });
/** The browser's way back: the provider's answer at the return route, on to the callback page. */
async function toPage(returned: string) {
  const res = await call(`/user/social/google/return${new URL(returned).search}`);
  expect(res.status).toBe(303);
  return res.headers.get("location")!;
}
/** The provider's round trip as `sub`: the callback page's address it ends at. */
async function roundTrip(sub: string, headers: Record<string, string> = {}) {
  provider.signInAs(sub);
  return toPage(await provider.authorize(await start(headers)));
}

describe("sign-in with Google (OpenID Connect against a provider on 127.0.0.1)", () => {
  it("lists only configured providers, and starts with state, nonce and PKCE (S256)", async () => {
    expect((await call("/user/social/providers")).body.data.providers).toEqual(["google"]);
    expect((await call("/user/social/apple/start", { method: "POST" })).status).toBe(404);
    const url = new URL(await start());
    expect(url.origin).toBe(provider.issuer);
    for (const key of ["state", "nonce", "code_challenge"])
      expect(url.searchParams.get(key)).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    // Only the state's hash is kept.
    const rows = await database.db.select().from(oidcStarts);
    expect(rows.some((r) => r.stateHash === url.searchParams.get("state"))).toBe(false);
  });

  it("gives a new person with a verified email a sign-up step with what the provider told", async () => {
    const someone = fresh(true);
    const res = await callback(await roundTrip(someone.sub));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      signupRequired: true,
      signupToken: expect.any(String),
      email: someone.email,
      firstName: "Ada",
      lastName: "Okafor",
    });

    // Registration asks what the provider did not give; the account is social, its email verified.
    const [country] = await database.db.select().from(countries).limit(1);
    const details = {
      signupToken: res.body.data.signupToken,
      userType: "client",
      firstName: "Ada",
      lastName: "Okafor",
      phoneNumber: "2125550147",
      countryId: country!.id,
      acceptTerms: true,
    };
    const missing = await call("/user/register/social", {
      body: { ...details, acceptTerms: false },
    });
    expect(missing.status).toBe(400);
    const created = await call("/user/register/social", { body: details });
    expect(created.status).toBe(200);
    const token = created.body.data.token as string;
    const info = (await call("/user/info", { token })).body.data;
    expect(info).toMatchObject({ email: someone.email, isSocial: true, verified: true });
    expect((await call("/user/register/social", { body: details })).body.code).toBe("INVALID_LINK");
    // From now on the provider alone signs in.
    const next = await callback(await roundTrip(someone.sub));
    expect(next.body.data.token).toEqual(expect.any(String));
  });

  it("brings a person who started in German back to the German pages (the start keeps its language)", async () => {
    const someone = fresh(true);
    const page = new URL(await roundTrip(someone.sub, { "x-language": "de" }));
    expect(page.pathname).toBe("/de/auth/callback/google/");
    expect([...page.searchParams.keys()].sort()).toEqual(["code", "iss", "state"]);
    const res = await callback(page.href);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ signupRequired: true, email: someone.email });
    // The page's registration is in German too: the account's language is the start's.
    const [country] = await database.db.select().from(countries).limit(1);
    const created = await call("/user/register/social", {
      headers: { "x-language": "de" },
      body: {
        signupToken: res.body.data.signupToken,
        userType: "client",
        firstName: "Ada",
        lastName: "Okafor",
        phoneNumber: "2125550147",
        countryId: country!.id,
        acceptTerms: true,
      },
    });
    expect(created.status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.email, someone.email));
    expect(row!.locale).toBe("de");
    // English is the default, without a prefix; a provider's error goes on to the page to show.
    expect(new URL(await roundTrip(fresh(true).sub)).pathname).toBe("/auth/callback/google/");
    const refused = await call("/user/social/google/return?error=access_denied&state=unknown");
    const shown = new URL(refused.headers.get("location")!);
    expect(Object.fromEntries(shown.searchParams)).toEqual({
      error: "access_denied",
      state: "unknown",
    });
  });

  it("refuses a callback posted from any address but its page", async () => {
    const page = new URL(await roundTrip(fresh(true).sub));
    page.pathname = "/fr/auth/callback/google/";
    expect((await callback(page.href)).body.code).toBe("SOCIAL_STATE_INVALID");
  });

  it("refuses a callback whose state was not issued (a state mismatch)", async () => {
    const back = new URL(await roundTrip(fresh(true).sub));
    back.searchParams.set("state", "not-the-state-we-issued-0123456789");
    const res = await callback(back.href);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("SOCIAL_STATE_INVALID");
  });

  it("refuses an ID token whose nonce is not the one kept for the state (a nonce mismatch)", async () => {
    const back = await roundTrip(fresh(true).sub);
    await database.db.update(oidcStarts).set({ nonce: "another-nonce-0123456789abcdef" });
    const res = await callback(back);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });

  it("works once: the same callback replayed is refused, and so is the code at the provider", async () => {
    const back = await roundTrip(fresh(true).sub);
    expect((await callback(back)).status).toBe(200);
    const replay = await callback(back);
    expect(replay.body.code).toBe("SOCIAL_STATE_INVALID");
    // Even with the state given back, the provider does not take the code twice.
    const state = new URL(back).searchParams.get("state")!;
    const { hashToken } = await import("@/lib/server/secure-token");
    await database.db
      .update(oidcStarts)
      .set({ usedAt: null })
      .where(eq(oidcStarts.stateHash, hashToken(state)));
    const again = await callback(back);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("SOCIAL_SIGN_IN_FAILED");
  });

  it("never links an unverified email to the account that has it", async () => {
    const someone = fresh(false);
    const owner = await createUser({ email: someone.email });
    const res = await callback(await roundTrip(someone.sub));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("SOCIAL_EMAIL_UNVERIFIED");
    expect(
      await database.db
        .select()
        .from(socialIdentities)
        .where(eq(socialIdentities.userId, owner.id)),
    ).toEqual([]);
  });

  it("links a verified email to its account only after that account's password, then signs in alone", async () => {
    const someone = fresh(true);
    const owner = await createUser({ email: someone.email });
    const first = await callback(await roundTrip(someone.sub));
    expect(first.body.data).toEqual({
      linkRequired: true,
      linkToken: expect.any(String),
      email: someone.email,
    });
    expect(first.body.data.token).toBeUndefined();
    const { linkToken } = first.body.data;
    const wrong = await call("/user/social/link", { body: { linkToken, password: "not-it-1" } });
    expect(wrong.status).toBe(401);
    const linked = await call("/user/social/link", {
      body: { linkToken, password: owner.password },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data.token).toEqual(expect.any(String));
    // The token is spent; from now on the provider alone signs in.
    const reused = await call("/user/social/link", {
      body: { linkToken, password: owner.password },
    });
    expect(reused.body.code).toBe("INVALID_LINK");
    const next = await callback(await roundTrip(someone.sub));
    expect(next.status).toBe(200);
    expect(next.body.data.token).toEqual(expect.any(String));
    expect(next.headers.get("set-cookie")).toContain("refreshToken=");
  });

  it("links by a code emailed to the account instead of its password", async () => {
    const someone = fresh(true);
    const owner = await createUser({ email: someone.email });
    const { linkToken } = (await callback(await roundTrip(someone.sub))).body.data;
    // No code asked for yet: none is right.
    const early = await call("/user/social/link", { body: { linkToken, code: "ABC123" } });
    expect(early.body.code).toBe("INVALID_LINK_CODE");
    const sent = await call("/user/social/link/email-code", { body: { linkToken } });
    expect(sent.status).toBe(200);
    const mail = await lastEmailTo(owner.email);
    const code = mail!.subject.match(/: (\w{6})$/)![1]!;
    const wrong = await call("/user/social/link", { body: { linkToken, code: "ZZZZZZ" } });
    expect(wrong.body.code).toBe("INVALID_LINK_CODE");
    const linked = await call("/user/social/link", {
      body: { linkToken, code: code.toLowerCase() },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data.token).toEqual(expect.any(String));
    const [identity] = await database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, owner.id));
    expect(identity).toMatchObject({ provider: "google", subject: someone.sub });
  });

  it("deletes a social account without a password only after a fresh sign-in at its provider", async () => {
    const someone = fresh(true);
    const account = await createUser({ isSocial: true, email: someone.email });
    await database.db
      .insert(socialIdentities)
      .values({ userId: account.id, provider: "google", subject: someone.sub });
    const signedIn = await callback(await roundTrip(someone.sub));
    const token = signedIn.body.data.token as string;
    const remove = (body: object) =>
      call("/user/profile/delete-account", { method: "DELETE", token, body });
    const refused = await remove({});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("REAUTHENTICATION_REQUIRED");

    // Another person's fresh sign-in proves nothing for this account.
    const reauth = await call("/user/social/google/reauthenticate", { method: "POST", token });
    expect(new URL(reauth.body.data.url).searchParams.get("prompt")).toBe("login");
    provider.signInAs(verified().sub === someone.sub ? unverified().sub : verified().sub);
    const stranger = await callback(await toPage(await provider.authorize(reauth.body.data.url)));
    expect(stranger.body.code).toBe("SOCIAL_SIGN_IN_FAILED");

    const again = await call("/user/social/google/reauthenticate", { method: "POST", token });
    provider.signInAs(someone.sub);
    const proven = await callback(await toPage(await provider.authorize(again.body.data.url)));
    expect(proven.body.data).toEqual({ reauthToken: expect.any(String) });
    const deleted = await remove({ reauthToken: proven.body.data.reauthToken });
    expect(deleted.status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(
      await database.db
        .select()
        .from(socialIdentities)
        .where(eq(socialIdentities.userId, account.id)),
    ).toEqual([]);
  });
});
