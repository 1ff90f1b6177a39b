import { describe, expect, it } from "vitest";
import { countries } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, realCall } from "./contract-helpers";
import { authAnswer } from "./fixtures/accounts";
import { countries as mockCountries } from "./fixtures/catalog";

// Google and Apple sign-in's MSW twins (decisions 0523, 0524). The mocked API, as a fresh clone,
// has no provider: the real API is called with none configured either, and both refuse alike.

const database = withTestDatabase({ seed: true });
const asClient = mockAs(authAnswer().token);

const PROVIDER_ENV = ["OIDC_GOOGLE_ISSUER", "OIDC_APPLE_ISSUER"] as const;

async function withoutProviders(run: () => Promise<void>) {
  const before = PROVIDER_ENV.map((name) => process.env[name]);
  for (const name of PROVIDER_ENV) delete process.env[name];
  try {
    await run();
  } finally {
    PROVIDER_ENV.forEach((name, i) => {
      if (before[i] === undefined) delete process.env[name];
      else process.env[name] = before[i];
    });
  }
}

/** The same request on both sides: status and body equal, words in either language. */
async function same(path: string, init: Parameters<typeof asClient>[1] & { realToken?: string }) {
  const { realToken, ...mockInit } = init;
  const real = await realCall(path, { ...mockInit, token: realToken });
  const mock = await asClient(path, {
    ...mockInit,
    token: init.token === null ? null : undefined,
  });
  expect([mock.status, mock.body]).toEqual([real.status, real.body]);
  return real;
}

describe("the social sign-in's MSW handlers answer like the real API", () => {
  it("a provider's start, return, callback and reauthentication, none configured", async () => {
    await withoutProviders(async () => {
      const { token } = await signedInUser();
      for (const lang of ["en", "de"]) {
        const callback = await same("/user/social/apple/callback", {
          lang,
          token: null,
          body: { url: "http://localhost:3000/auth/callback/apple/?code=c&state=s" },
        });
        expect(callback.body.code).toBe("NOT_FOUND");
        const invalid = await same("/user/social/google/callback", {
          lang,
          token: null,
          body: { url: "not an address" },
        });
        expect(invalid.body.code).toBe("VALIDATION_FAILED");
        await same("/user/social/google/reauthenticate", { lang, method: "POST", token: null });
        const signedIn = await same("/user/social/google/reauthenticate", {
          lang,
          method: "POST",
          realToken: token,
        });
        expect(signedIn.body.code).toBe("NOT_FOUND");
      }
      // The provider's way back, by GET (Google) or form_post (Apple).
      const back = await realCall("/user/social/google/return?code=c&state=s");
      const mockBack = await asClient("/user/social/google/return?code=c&state=s", { token: null });
      expect([mockBack.status, mockBack.body]).toEqual([back.status, back.body]);
      const posted = await call("/user/social/apple/return", {
        body: "code=c&state=s",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      const mockPosted = await asClient("/user/social/apple/return", {
        method: "POST",
        token: null,
      });
      expect([mockPosted.status, mockPosted.body]).toEqual([posted.status, posted.body]);
    });
  });

  it("linking and the social sign-up refuse a token no callback gave, and check their fields", async () => {
    for (const lang of ["en", "de"]) {
      const unknown = "a-token-no-callback-gave-0123456789";
      const link = await same("/user/social/link", {
        lang,
        token: null,
        body: { linkToken: unknown, password: "some-password-1" },
      });
      expect(link.body.code).toBe("INVALID_LINK");
      await same("/user/social/link", { lang, token: null, body: { linkToken: unknown } });
      const code = await same("/user/social/link/email-code", {
        lang,
        token: null,
        body: { linkToken: unknown },
      });
      expect(code.body.code).toBe("INVALID_LINK");
      await same("/user/social/link/email-code", { lang, token: null, body: {} });

      // The same country on both sides: the mocked list holds the seeded database's names.
      const [real] = await database.db.select().from(countries).limit(1);
      const mockCountry = mockCountries("en", true).find((c) => c.code === real!.code)!;
      const details = {
        signupToken: unknown,
        userType: "client",
        firstName: "Ada",
        lastName: "Okafor",
        phoneNumber: "2125550147",
        acceptTerms: true,
      };
      const realSignup = await realCall("/user/register/social", {
        lang,
        body: { ...details, countryId: real!.id },
      });
      const mockSignup = await asClient("/user/register/social", {
        lang,
        token: null,
        body: { ...details, countryId: mockCountry.identifier },
      });
      expect([mockSignup.status, mockSignup.body]).toEqual([realSignup.status, realSignup.body]);
      expect(realSignup.body.code).toBe("INVALID_LINK");
      const noCountry = { ...details, countryId: "00000000-0000-4000-8000-000000000bad" };
      await same("/user/register/social", { lang, token: null, body: noCountry });
      await same("/user/register/social", {
        lang,
        token: null,
        body: { ...details, countryId: real!.id, acceptTerms: false, phoneNumber: "" },
      });
    }
  });
});
