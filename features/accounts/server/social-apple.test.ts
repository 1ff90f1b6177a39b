// @vitest-environment node
import { generateKeyPairSync } from "node:crypto";
import { decodeProtectedHeader, importSPKI, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries } from "@/db/schema";
import { socialProviders } from "@/lib/server/env";
import { call } from "@/tests/helpers/api-client";
import { startTestProvider, type TestProvider } from "@/tests/helpers/oidc-provider";
import { withTestDatabase } from "@/tests/helpers/test-db";
import {
  APPLE_AUDIENCE,
  APPLE_SECRET_TTL_SECONDS,
  appleClientSecret,
  clientAuthentication,
} from "./apple-secret";
import { socialRedirectUri } from "./social";

// Apple's differences from Google (decision 0524): its answer comes back by `form_post` (a POST
// to the return route), and its client secret is a JWT the site signs with the team's key.

const database = withTestDatabase({ seed: true });

const ENV = [
  "OIDC_APPLE_ISSUER",
  "OIDC_APPLE_CLIENT_ID",
  "OIDC_APPLE_CLIENT_SECRET",
  "OIDC_APPLE_TEAM_ID",
  "OIDC_APPLE_KEY_ID",
  "OIDC_APPLE_PRIVATE_KEY",
] as const;
const before = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
const restore = () => {
  // A worker's files share their modules and environment: put it back (docs/adding-a-feature.md).
  for (const key of ENV) {
    if (before[key] === undefined) delete process.env[key];
    else process.env[key] = before[key];
  }
};

let provider: TestProvider;
const someone = {
  sub: `apple-${Date.now()}`,
  email: `apple-${Date.now()}@privaterelay.example.com`,
  emailVerified: true,
  givenName: "Lea",
  familyName: "Schmidt",
};

beforeAll(async () => {
  provider = await startTestProvider({
    redirectUri: socialRedirectUri("apple"),
    people: [someone],
  });
  process.env.OIDC_APPLE_ISSUER = provider.issuer;
  process.env.OIDC_APPLE_CLIENT_ID = provider.clientId;
  process.env.OIDC_APPLE_CLIENT_SECRET = provider.clientSecret;
});
afterAll(async () => {
  restore();
  await provider.close();
});

describe("Continue with Apple: form_post", () => {
  it("asks for a form_post answer, takes it at the return route, and finishes in German", async () => {
    const started = await call("/user/social/apple/start", {
      method: "POST",
      headers: { "x-language": "de" },
    });
    const authorization = new URL(started.body.data.url);
    expect(authorization.searchParams.get("response_mode")).toBe("form_post");
    expect(authorization.searchParams.get("scope")).toBe("openid email name");

    // The provider's page posts the fields to the return route, as Apple's does.
    const fields = new URL(await provider.authorize(authorization.href)).searchParams;
    expect(fields.get("code")).toEqual(expect.any(String));
    // Apple posts the person's name beside its first answer, and never puts it in the ID token.
    fields.set("user", JSON.stringify({ name: { firstName: "Lea", lastName: "Schmidt" } }));
    const posted = await call("/user/social/apple/return", {
      body: fields.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.status).toBe(303);
    const page = new URL(posted.headers.get("location")!);
    expect(page.pathname).toBe("/de/auth/callback/apple/");
    expect(page.searchParams.has("user")).toBe(false);

    const res = await call("/user/social/apple/callback", { body: { url: page.href } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      signupRequired: true,
      email: someone.email,
      firstName: "Lea",
      lastName: "Schmidt",
    });
    const [country] = await database.db.select().from(countries).limit(1);
    const created = await call("/user/register/social", {
      body: {
        signupToken: res.body.data.signupToken,
        userType: "client",
        firstName: "Lea",
        lastName: "Schmidt",
        phoneNumber: "015112345678",
        countryId: country!.id,
        acceptTerms: true,
      },
    });
    expect(created.body.data.token).toEqual(expect.any(String));

    // The same form posted again reaches the page, whose post is refused: the state is spent.
    const replayed = await call("/user/social/apple/return", {
      body: fields.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const again = await call("/user/social/apple/callback", {
      body: { url: replayed.headers.get("location")! },
    });
    expect(again.body.code).toBe("SOCIAL_STATE_INVALID");
  });
});

describe("Apple's client secret", () => {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const key = {
    teamId: "TEAM123456",
    keyId: "KEY7654321",
    privateKey: privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
  };
  const publicPem = publicKey.export({ format: "pem", type: "spki" }).toString();

  it("is an ES256 JWT from the team, for the Services ID, to Apple, ten minutes long", async () => {
    const now = new Date();
    const secret = await appleClientSecret(key, "com.example.haven.web", now);
    expect(decodeProtectedHeader(secret)).toEqual({ alg: "ES256", kid: "KEY7654321" });
    const { payload } = await jwtVerify(secret, await importSPKI(publicPem, "ES256"), {
      issuer: "TEAM123456",
      audience: APPLE_AUDIENCE,
      subject: "com.example.haven.web",
      currentDate: now,
    });
    expect(payload.iat).toBe(Math.floor(now.getTime() / 1000));
    expect(payload.exp! - payload.iat!).toBe(APPLE_SECRET_TTL_SECONDS);
    expect(Object.keys(payload).sort()).toEqual(["aud", "exp", "iat", "iss", "sub"]);
  });

  it("configures Apple from the team's key alone, and signs a fresh secret for each exchange", async () => {
    delete process.env.OIDC_APPLE_CLIENT_SECRET;
    process.env.OIDC_APPLE_TEAM_ID = key.teamId;
    process.env.OIDC_APPLE_KEY_ID = key.keyId;
    // As a one-line environment variable: line breaks written as \n.
    process.env.OIDC_APPLE_PRIVATE_KEY = key.privateKey.replace(/\n/g, "\\n");
    try {
      const apple = socialProviders().find((p) => p.id === "apple")!;
      expect(apple).toMatchObject({ clientSecret: null, appleKey: { teamId: "TEAM123456" } });
      const body = new URLSearchParams();
      const authenticate = clientAuthentication(apple) as unknown as (
        ...args: unknown[]
      ) => Promise<void>;
      await authenticate({}, { client_id: apple.clientId }, body, new Headers());
      expect(body.get("client_id")).toBe(apple.clientId);
      const { payload } = await jwtVerify(
        body.get("client_secret")!,
        await importSPKI(publicPem, "ES256"),
      );
      expect(payload).toMatchObject({ iss: "TEAM123456", sub: apple.clientId });
    } finally {
      process.env.OIDC_APPLE_CLIENT_SECRET = provider.clientSecret;
      delete process.env.OIDC_APPLE_TEAM_ID;
      delete process.env.OIDC_APPLE_KEY_ID;
      delete process.env.OIDC_APPLE_PRIVATE_KEY;
    }
  });
});
