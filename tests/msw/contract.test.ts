import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/api/error-codes";
import { call } from "@/tests/helpers/api-client";
import {
  BROWSERS,
  createUser,
  lastEmailTo,
  signedInUser,
  signInFrom,
  tokenFromEmail,
} from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { paidTopUp } from "@/features/wallet/server/test-helpers";
import { resetVouchersMock } from "./fixtures/vouchers";
import { resetWalletMock } from "./fixtures/wallet";
import { WEEKDAYS } from "@/features/availability/schemas";
import { demoTherapist } from "./fixtures/practice";
import { comparing, getResponse, mocked, shape } from "./contract-helpers";
import { generateSync } from "otplib";
import { demoClient } from "./fixtures/accounts";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { outbox, users } from "@/db/schema";
import { bookingBetween, sampleFiles } from "@/tests/helpers/messaging";
import { resetMessagingMock, therapists } from "./fixtures/messaging";
import { handlers } from "./handlers";
import {
  MOCK_MFA_TOKEN,
  MOCK_RECOVERY_CODES,
  MOCK_TOTP_CODE,
  MOCK_TOTP_SECRET,
  resetMfaMock,
  resetPasskeysMock,
  MOCK_RESTORE_EMAIL_TOKEN,
  mockUnsubscribeToken,
  resetEmailPreferencesMock,
  resetRestoreEmailMock,
  resetSessionsMock,
} from "./handlers/accounts";
import { unsubscribeToken } from "@/features/accounts/server/unsubscribe";
import { paidSession } from "@/tests/helpers/sessions";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { saveBookingState } from "./fixtures/booking";
import { resetClientMock } from "./fixtures/client-account";
import { unzipSync } from "fflate";
import { api } from "@/app/api/app";
import { settleAfterResponse } from "@/lib/server/after-response";
import { pngImage } from "@/tests/helpers/images";
import { assertPasskey, createPasskey } from "@/tests/helpers/software-authenticator";
import { webauthnSettings } from "@/lib/server/env";

const database = withTestDatabase({ seed: true });

// Every mocked endpoint, called on the real API and on the MSW handlers with the same input.
const cases: [string, Record<string, string>?][] = [
  ["/health"],
  ["/region/country"],
  ["/region/country?all=true", { "X-Language": "de" }],
  ["/region/country/code/US/states"],
  ["/region/user-timezone", { "X-CountryCode": "GB" }],
  ["/categories/therapy", { "X-Language": "de" }],
  ["/categories/concerns/top?limit=10&withTherapists=false"],
  ["/providers/stats/states?countryCode=US&top=3"],
  ["/providers?countryCode=US&state=NY"],
  ["/providers?countryCode=US&state=NJ"],
  ["/providers?category=family", { "X-Language": "de" }],
  ["/providers?language=yo&countryCode=NG"],
  ["/providers?q=couples%20addiction"],
  ["/provider/options", { "X-Language": "de" }],
];

// Failures every caller can provoke: the same status, code and words on both sides.
const failures: [string, ErrorCode, Record<string, string>?][] = [
  ["/user/info", ErrorCode.UNAUTHORIZED],
  ["/user/info", ErrorCode.UNAUTHORIZED, { "X-Language": "de" }],
  ["/providers/00000000-0000-4000-8000-000000000bad", ErrorCode.NOT_FOUND],
  [
    "/provider-availability/timeslot/00000000-0000-4000-8000-000000000bad",
    ErrorCode.PROVIDER_NOT_FOUND,
  ],
];

describe("MSW handlers answer exactly like the real API", () => {
  it.each(cases)("%s", async (path, headers = {}) => {
    const real = await call(path, { headers });
    const mock = await mocked(path, headers);
    expect(mock.status).toBe(real.status);
    expect(shape(mock.body)).toEqual(shape(real.body));
  });

  it.each(failures)("%s fails with %s", async (path, code, headers = {}) => {
    const real = await call(path, { headers });
    const mock = await mocked(path, headers);
    expect([mock.status, mock.body]).toEqual([real.status, real.body]);
    expect(mock.body.code).toBe(code);
  });

  it("the email preferences answer like the real API, refusals included", async () => {
    resetEmailPreferencesMock();
    const { token } = await signedInUser();
    const compare = comparing(token, { authorization: "Bearer mock-access-token" });
    const start = await compare("/user/email-preferences");
    expect(start.mock).toEqual(start.real);
    const choice = { sessionReminders: false, unreadMessages: true };
    const saved = await compare("/user/email-preferences", choice, "PUT");
    expect(saved.mock).toEqual(saved.real);
    expect((await compare("/user/email-preferences")).mock.data).toEqual(choice);
    for (const lang of ["en", "de"]) {
      const bad = { sessionReminders: "yes" };
      const real = await call("/user/email-preferences", {
        token,
        body: bad,
        method: "PUT",
        headers: { "x-language": lang },
      });
      const mock = await mocked(
        "/user/email-preferences",
        { authorization: "Bearer mock-access-token", "x-language": lang },
        bad,
        "PUT",
      );
      expect([mock.status, mock.body]).toEqual([real.status, real.body]);
    }
    const anonymous = [
      await call("/user/email-preferences"),
      await mocked("/user/email-preferences", {}),
    ];
    expect([anonymous[1]!.status, anonymous[1]!.body]).toEqual([
      anonymous[0]!.status,
      anonymous[0]!.body,
    ]);
  });

  it("undoing an email change answers like the real API (decision 0517)", async () => {
    resetRestoreEmailMock();
    const { user, token } = await signedInUser();
    const next = `moved-${user.id.slice(0, 8)}@example.com`;
    await call("/user/profile/change-email", { token, body: { email: next, confirmEmail: next } });
    const code = (await lastEmailTo(next))!.subject.match(/: (\w{6})$/)![1]!;
    await call("/user/profile/validate-email-change", { token, body: { token: code } });
    await settleAfterResponse();
    const [notice] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, user.email), eq(outbox.kind, "emailChanged")));
    const realToken = tokenFromEmail(notice!.text);
    const body = (token: string, password = "taken-back-1") => ({
      token,
      password,
      confirmPassword: password,
    });
    const steps: [string, (token: string) => unknown, Record<string, string>][] = [
      ["too short a password", (t) => body(t, "12345"), {}],
      ["passwords that differ", (t) => ({ ...body(t), confirmPassword: "other-pass-1" }), {}],
      ["no token", () => ({ password: "taken-back-1" }), { "x-language": "de" }],
      ["a made-up link", () => body("made-up"), {}],
      ["the link", (t) => body(t), { "x-language": "de" }],
      ["the link a second time", (t) => body(t), {}],
    ];
    for (const [what, make, headers] of steps) {
      const real = await call("/user/restore-email", { body: make(realToken), headers });
      const mock = await mocked("/user/restore-email", headers, make(MOCK_RESTORE_EMAIL_TOKEN));
      expect([mock.status, mock.body], what).toEqual([real.status, real.body]);
    }
  });

  it("one-click unsubscribe answers like the real API (decision 0509)", async () => {
    resetEmailPreferencesMock();
    const person = await signedInUser();
    const path = (token: string) =>
      `/user/email-preferences/unsubscribe?token=${encodeURIComponent(token)}`;
    for (const email of ["sessionReminders", "unreadMessages"] as const) {
      const [realPath, mockPath] = [
        path(unsubscribeToken(person.user.id, email)),
        path(mockUnsubscribeToken(email)),
      ];
      const steps: [string, Record<string, string>][] = [
        ["GET", {}],
        ["POST", { "x-language": email === "unreadMessages" ? "de" : "en" }],
        ["GET", {}],
      ];
      for (const [method, headers] of steps) {
        const real = await call(realPath, { method, headers });
        const mock = await mocked(mockPath, headers, method === "POST" ? {} : undefined, method);
        expect([mock.status, mock.body], `${method} ${email}`).toEqual([real.status, real.body]);
      }
    }
    for (const headers of [{}, { "x-language": "de" }] as Record<string, string>[]) {
      const real = await call(path("forged"), { method: "POST", headers });
      const mock = await mocked(path("forged"), headers, {}, "POST");
      expect([mock.status, mock.body]).toEqual([real.status, real.body]);
    }
    resetEmailPreferencesMock();
  });

  it("where one is signed in, and signing devices out, answer like the real API (decision 0514)", async () => {
    resetSessionsMock();
    const person = await createUser();
    const signIn = async (userAgent: string) => (await signInFrom(person, userAgent)).token;
    await signIn(BROWSERS.phone);
    const token = await signIn(BROWSERS.laptop);
    const auth = { authorization: "Bearer mock-access-token" };
    const compare = comparing(token, auth);
    const listed = await compare("/user/sessions");
    expect(listed.mock.data.map((s: { current: boolean }) => s.current)).toEqual([true, false]);
    expect(listed.real.data.map((s: { current: boolean }) => s.current)).toEqual([true, false]);

    // Signing the other device out, then once more (gone), in German; an id that is none.
    const [realOther, mockOther] = [listed.real.data[1].identifier, listed.mock.data[1].identifier];
    for (const lang of ["de", "de", "en"]) {
      const real = await call(`/user/sessions/${realOther}`, {
        token,
        method: "DELETE",
        headers: { "x-language": lang },
      });
      const mock = await mocked(
        `/user/sessions/${mockOther}`,
        { ...auth, "x-language": lang },
        {},
        "DELETE",
      );
      expect([mock.status, mock.body]).toEqual([real.status, real.body]);
    }
    const badReal = await call("/user/sessions/not-an-id", { token, method: "DELETE" });
    const badMock = await mocked("/user/sessions/not-an-id", auth, {}, "DELETE");
    expect([badMock.status, badMock.body]).toEqual([badReal.status, badReal.body]);

    // Every other device at once: none left, then one more signed in on each side.
    for (const lang of ["en", "de"]) {
      const real = await call("/user/sessions/sign-out-others", {
        token,
        method: "POST",
        headers: { "x-language": lang },
      });
      const mock = await mocked(
        "/user/sessions/sign-out-others",
        { ...auth, "x-language": lang },
        {},
      );
      expect([mock.status, mock.body]).toEqual([real.status, real.body]);
    }
    await signIn("curl/8.5.0");
    resetSessionsMock();
    const real = await call("/user/sessions/sign-out-others", { token, method: "POST" });
    const mock = await mocked("/user/sessions/sign-out-others", auth, {});
    expect([mock.status, mock.body]).toEqual([real.status, real.body]);
    expect(real.body.data.signedOut).toBe(1);

    // Signed out: the same refusal everywhere.
    const calls: [string, string][] = [
      ["/user/sessions", "GET"],
      ["/user/sessions/sign-out-others", "POST"],
      [`/user/sessions/${realOther}`, "DELETE"],
    ];
    for (const [path, method] of calls) {
      const anonymousReal = await call(path, { method });
      const anonymousMock = await mocked(path, {}, method === "GET" ? undefined : {}, method);
      expect([anonymousMock.status, anonymousMock.body]).toEqual([
        anonymousReal.status,
        anonymousReal.body,
      ]);
    }
    resetSessionsMock();
  });

  it("the authenticator app's setup, code step and turning off answer like the real API (decision 0521)", async () => {
    resetMfaMock();
    const person = await createUser();
    const token = (await signInFrom(person, BROWSERS.laptop)).token;
    const auth = { authorization: "Bearer mock-access-token" };
    const compare = comparing(token, auth);
    const same = async (path: string, body: unknown, method = "POST", realToken = token) => {
      const real = await call(path, { token: realToken, body, method });
      const mock = await mocked(path, realToken ? auth : {}, body, method);
      expect([mock.status, mock.body], path).toEqual([real.status, real.body]);
      return real;
    };

    const setup = await compare("/user/mfa/totp/setup", {});
    const secret = setup.real.data.secret as string;
    expect(new URL(setup.mock.data.otpauthUrl).searchParams.get("secret")).toBe(MOCK_TOTP_SECRET);
    // Bad input and a wrong code: the same refusal, word for word.
    await same("/user/mfa/totp/confirm", { code: "12ab" });
    const wrong = generateSync({ secret }) === "000000" ? "999999" : "000000";
    await same("/user/mfa/totp/confirm", { code: wrong });
    const realOn = await call("/user/mfa/totp/confirm", {
      token,
      body: { code: generateSync({ secret }) },
    });
    const mockOn = await mocked("/user/mfa/totp/confirm", auth, { code: MOCK_TOTP_CODE });
    expect(mockOn.status).toBe(realOn.status);
    expect(shape(mockOn.body)).toEqual(shape(realOn.body));
    expect(mockOn.body.data.recoveryCodes).toHaveLength(realOn.body.data.recoveryCodes.length);
    await same("/user/mfa/totp/setup", {});
    expect((await compare("/user/info")).mock.data.mfaEnabled).toBe(true);

    // The sign-in's two steps.
    const realChallenge = await call("/user/login", {
      body: { email: person.email, password: person.password },
    });
    const mockChallenge = await mocked("/user/login", {}, demoClient);
    expect(shape(mockChallenge.body)).toEqual(shape(realChallenge.body));
    expect(mockChallenge.body.data.mfaRequired).toBe(true);
    const realToken = realChallenge.body.data.mfaToken as string;
    const step = async (realBody: object, mockBody: object, lang = "en") => {
      const headers = { "x-language": lang };
      const real = await call("/user/login/mfa", { body: realBody, headers });
      const mock = await mocked("/user/login/mfa", headers, mockBody);
      return { real, mock };
    };
    for (const lang of ["en", "de"]) {
      const wrongCode = await step(
        { mfaToken: realToken, code: wrong },
        { mfaToken: MOCK_MFA_TOKEN, code: wrong },
        lang,
      );
      expect([wrongCode.mock.status, wrongCode.mock.body]).toEqual([
        wrongCode.real.status,
        wrongCode.real.body,
      ]);
      const unknown = await step(
        { mfaToken: "nope", code: wrong },
        { mfaToken: "nope", code: wrong },
        lang,
      );
      expect([unknown.mock.status, unknown.mock.body]).toEqual([
        unknown.real.status,
        unknown.real.body,
      ]);
    }
    const empty = await step({ mfaToken: realToken }, { mfaToken: MOCK_MFA_TOKEN });
    expect([empty.mock.status, empty.mock.body]).toEqual([empty.real.status, empty.real.body]);
    const recovered = await step(
      { mfaToken: realToken, code: realOn.body.data.recoveryCodes[0] },
      { mfaToken: MOCK_MFA_TOKEN, code: MOCK_RECOVERY_CODES[0] },
    );
    expect(recovered.mock.status).toBe(recovered.real.status);
    expect(shape(recovered.mock.body)).toEqual(shape(recovered.real.body));
    const newToken = recovered.real.body.data.token as string;

    // Turning it off: nothing given, a wrong password, then the password.
    await same("/user/mfa/totp", {}, "DELETE", newToken);
    await same("/user/mfa/totp", { password: "wrong-password" }, "DELETE", newToken);
    const realOff = await call("/user/mfa/totp", {
      token: newToken,
      body: { password: person.password },
      method: "DELETE",
    });
    const mockOff = await mocked(
      "/user/mfa/totp",
      auth,
      { password: demoClient.password },
      "DELETE",
    );
    expect([mockOff.status, mockOff.body]).toEqual([realOff.status, realOff.body]);
    expect(realOff.body.data.message).toBe("Two-step sign-in is off.");
    expect((await comparing(newToken, auth)("/user/info")).mock.data.mfaEnabled).toBe(false);
    await same("/user/mfa/totp", { password: person.password }, "DELETE", newToken);
    // Signed out: refused alike.
    await same("/user/mfa/totp/setup", {}, "POST", "");
    resetMfaMock();
  });

  it("passkeys: adding, listing, signing in, the code step and removing answer like the real API (decision 0522)", async () => {
    resetMfaMock();
    resetPasskeysMock();
    const site = webauthnSettings();
    const person = await createUser();
    const token = (await signInFrom(person, BROWSERS.laptop)).token;
    const auth = { authorization: "Bearer mock-access-token" };
    const compare = comparing(token, auth);
    const same = async (
      path: string,
      real: unknown,
      mock: unknown,
      method = "POST",
      lang = "en",
    ) => {
      const headers = { "x-language": lang };
      const r = await call(path, { token, body: real, method, headers });
      const m = await mocked(path, { ...auth, ...headers }, mock, method);
      expect([m.status, m.body], path).toEqual([r.status, r.body]);
      return r;
    };

    expect(await compare("/user/passkeys")).toEqual({ real: { data: [] }, mock: { data: [] } });
    const options = await compare("/user/passkeys/options", {});
    const realNew = createPasskey(options.real.data, site);
    const mockNew = createPasskey(options.mock.data, site);
    // Refusals word for word: no name, in both languages; a challenge nobody issued.
    for (const lang of ["en", "de"])
      await same(
        "/user/passkeys",
        { name: " ", credential: realNew.response },
        { name: " ", credential: mockNew.response },
        "POST",
        lang,
      );
    const forged = createPasskey({ ...options.real.data, challenge: "bm9wZQ" }, site).response;
    await same(
      "/user/passkeys",
      { name: "X", credential: forged },
      { name: "X", credential: forged },
    );
    // Each side answers its own options' challenge.
    const added = await call("/user/passkeys", {
      token,
      body: { name: "Laptop", credential: realNew.response },
    });
    const mockAdded = await mocked("/user/passkeys", auth, {
      name: "Laptop",
      credential: mockNew.response,
    });
    expect(mockAdded.status).toBe(added.status);
    expect(shape(mockAdded.body)).toEqual(shape(added.body));
    const listed = await compare("/user/passkeys");
    expect(listed.mock.data[0].name).toBe(listed.real.data[0].name);
    expect((await compare("/user/info")).mock.data).toMatchObject({
      mfaEnabled: true,
      totpEnabled: false,
    });

    // Signing in with it alone, then the same answer replayed.
    const signIn = await compare("/user/login/passkey/options", {});
    const realAnswer = assertPasskey(realNew.passkey, signIn.real.data, site);
    const mockAnswer = assertPasskey(mockNew.passkey, signIn.mock.data, site);
    const realIn = await call("/user/login/passkey", { body: { credential: realAnswer } });
    const mockIn = await mocked("/user/login/passkey", {}, { credential: mockAnswer });
    expect(mockIn.status).toBe(realIn.status);
    expect(shape(mockIn.body)).toEqual(shape(realIn.body));
    for (const lang of ["en", "de"]) {
      const headers = { "x-language": lang };
      const replay = await call("/user/login/passkey", {
        body: { credential: realAnswer },
        headers,
      });
      const mockReplay = await mocked("/user/login/passkey", headers, { credential: mockAnswer });
      expect([mockReplay.status, mockReplay.body]).toEqual([replay.status, replay.body]);
    }
    const empty = await call("/user/login/passkey", { body: {} });
    const mockEmpty = await mocked("/user/login/passkey", {}, {});
    expect([mockEmpty.status, mockEmpty.body]).toEqual([empty.status, empty.body]);

    // The password asks for the passkey; the code step takes it.
    const realChallenge = await call("/user/login", {
      body: { email: person.email, password: person.password },
    });
    const mockChallenge = await mocked("/user/login", {}, demoClient);
    expect(mockChallenge.body).toEqual({
      data: { ...realChallenge.body.data, mfaToken: MOCK_MFA_TOKEN },
    });
    const unknown = await call("/user/login/mfa/passkey/options", { body: { mfaToken: "nope" } });
    const mockUnknown = await mocked("/user/login/mfa/passkey/options", {}, { mfaToken: "nope" });
    expect([mockUnknown.status, mockUnknown.body]).toEqual([unknown.status, unknown.body]);
    const realStep = await call("/user/login/mfa/passkey/options", {
      body: { mfaToken: realChallenge.body.data.mfaToken },
    });
    const mockStep = await mocked(
      "/user/login/mfa/passkey/options",
      {},
      {
        mfaToken: MOCK_MFA_TOKEN,
      },
    );
    expect(shape(mockStep.body)).toEqual(shape(realStep.body));
    const realDone = await call("/user/login/mfa/passkey", {
      body: {
        mfaToken: realChallenge.body.data.mfaToken,
        credential: assertPasskey(realNew.passkey, realStep.body.data, site),
      },
    });
    const mockDone = await mocked(
      "/user/login/mfa/passkey",
      {},
      {
        mfaToken: MOCK_MFA_TOKEN,
        credential: assertPasskey(mockNew.passkey, mockStep.body.data, site),
      },
    );
    expect(mockDone.status).toBe(realDone.status);
    expect(shape(mockDone.body)).toEqual(shape(realDone.body));

    // Removing: one that is not theirs, then theirs (a DELETE without a body, on both sides).
    const removing = async (realId: string, mockId: string) => {
      const real = await call(`/user/passkeys/${realId}`, { token, method: "DELETE" });
      const mock = await getResponse(
        handlers,
        new Request(`http://localhost/api/user/passkeys/${mockId}`, {
          method: "DELETE",
          headers: auth,
        }),
      );
      expect([mock!.status, await mock!.json()]).toEqual([real.status, real.body]);
    };
    const nobodys = "00000000-0000-4000-8000-000000000bad";
    await removing(nobodys, nobodys);
    await removing(listed.real.data[0].identifier, listed.mock.data[0].identifier);
    expect(await compare("/user/passkeys")).toEqual({ real: { data: [] }, mock: { data: [] } });
    // Signed out: refused alike.
    const out = await call("/user/passkeys");
    const mockOut = await mocked("/user/passkeys", {});
    expect([mockOut.status, mockOut.body]).toEqual([out.status, out.body]);
    resetPasskeysMock();
  });

  it("Google and Apple sign-in, not configured, answer like the real API (decision 0523)", async () => {
    const names = ["OIDC_GOOGLE_ISSUER", "OIDC_APPLE_ISSUER"] as const;
    const before = names.map((name) => process.env[name]);
    for (const name of names) delete process.env[name];
    try {
      const providers = await call("/user/social/providers");
      const mockProviders = await mocked("/user/social/providers", {});
      expect([mockProviders.status, mockProviders.body]).toEqual([
        providers.status,
        providers.body,
      ]);
      for (const lang of ["en", "de"]) {
        const headers = { "x-language": lang };
        const start = await call("/user/social/google/start", { method: "POST", headers });
        const mockStart = await mocked("/user/social/google/start", headers, {});
        expect([mockStart.status, mockStart.body]).toEqual([start.status, start.body]);
      }
    } finally {
      names.forEach((name, i) => {
        if (before[i] === undefined) delete process.env[name];
        else process.env[name] = before[i];
      });
    }
  });

  it("the data export answers like the real API (decision 0507)", async () => {
    resetEmailPreferencesMock();
    resetWalletMock();
    mockSessionWithAmaka({
      status: "confirmed",
      startTime: "2026-12-01T09:00:00.000Z",
      endTime: "2026-12-01T10:00:00.000Z",
      note: "First session",
    });
    const person = await createUser();
    const login = await call("/user/login", {
      body: { email: person.email, password: person.password },
      headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0.0.0 Safari/537.36" },
    });
    const real = await call("/user/data-export", { token: login.body.data.token });
    const response = await getResponse(
      handlers,
      new Request("http://localhost/api/user/data-export", {
        headers: { authorization: "Bearer mock-access-token" },
      }),
    );
    const mock = {
      status: response!.status,
      headers: response!.headers,
      body: await response!.json(),
    };
    expect(mock.status).toBe(real.status);
    for (const header of ["content-type", "cache-control"])
      expect(mock.headers.get(header), header).toBe(real.headers.get(header));
    const file = /^attachment; filename="haven-data-\d{4}-\d{2}-\d{2}\.json"$/;
    expect(mock.headers.get("content-disposition")).toMatch(file);
    expect(real.headers.get("content-disposition")).toMatch(file);
    expect(Object.keys(mock.body).sort()).toEqual(Object.keys(real.body).sort());
    for (const part of ["account", "profile", "signInSecurity"])
      expect(shape(mock.body[part]), part).toEqual(shape(real.body[part]));
    // Care: the same parts (measures, forms, templates, safety plans, settings; issue 70).
    expect(Object.keys(mock.body.care).sort()).toEqual(Object.keys(real.body.care).sort());
    // The mocked client has sessions and a ledger; compare one entry of each with a real one.
    const session = await paidSession({ slotIndex: 63 });
    const full = (await call("/user/data-export", { token: session.client.token })).body;
    expect(shape(mock.body.sessions[0])).toEqual(shape(full.sessions[0]));
    expect(shape(mock.body.wallet[0])).toEqual(shape(full.wallet[0]));
    saveBookingState({});
    // Notifications: a real one (the invitee's) against the mocked client's first.
    const couples = await paidSession({
      therapistEmail: "marcus.lee@demo.therapy",
      category: "couples",
      slotIndex: 64,
    });
    const invitee = await signedInUser();
    await call("/share-booking", {
      token: couples.client.token,
      body: { bookingIdentifier: couples.id, emails: [invitee.user.email] },
    });
    const theirs = (await call("/user/data-export", { token: invitee.token })).body;
    // Details differ by kind (the list's own contract test compares them); the rest alike.
    const withoutDetails = (n: object) => shape({ ...n, details: {} });
    expect(withoutDetails(mock.body.notifications[0])).toEqual(
      withoutDetails(theirs.notifications[0]),
    );
    expect(shape(mock.body.invitations.received)).toEqual(shape([]));
    const inviter = (await call("/user/data-export", { token: couples.client.token })).body;
    expect(Object.keys(inviter.invitations.sent[0]).sort()).toEqual([
      "email",
      "invitedAt",
      "session",
      "status",
      "therapistDecision",
    ]);

    const anonymous = [await call("/user/data-export"), await mocked("/user/data-export", {})];
    expect([anonymous[1]!.status, anonymous[1]!.body]).toEqual([
      anonymous[0]!.status,
      anonymous[0]!.body,
    ]);
  });

  it("the archive of one's files answers like the real API (decision 0511)", async () => {
    resetClientMock();
    const archiveOf = async (response: Response) => ({
      status: response.status,
      headers: response.headers,
      paths: Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer()))),
    });
    const fetchMock = (headers: Record<string, string>) =>
      getResponse(
        handlers,
        new Request("http://localhost/api/user/data-export/files", { headers }),
      );
    const bearer = { authorization: "Bearer mock-access-token" };

    // Nothing to download yet: the same refusal, in both languages; and signed out.
    const { token } = await signedInUser();
    for (const lang of ["en", "de"]) {
      const real = await call("/user/data-export/files", {
        token,
        headers: { "x-language": lang },
      });
      const mock = await mocked("/user/data-export/files", { ...bearer, "x-language": lang });
      expect([mock.status, mock.body]).toEqual([real.status, real.body]);
      expect(real.body.code).toBe(ErrorCode.NO_FILES);
    }
    const anonymous = [
      await call("/user/data-export/files"),
      await mocked("/user/data-export/files", {}),
    ];
    expect([anonymous[1]!.status, anonymous[1]!.body]).toEqual([
      anonymous[0]!.status,
      anonymous[0]!.body,
    ]);

    // After uploading a picture: a ZIP with the same headers and the picture in the same place.
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(pngImage(200, 200))], "me.png"));
    expect(
      (await call("/client/profile-picture", { method: "POST", token, body: form })).status,
    ).toBe(200);
    await getResponse(
      handlers,
      new Request("http://localhost/api/client/profile-picture", {
        method: "POST",
        headers: bearer,
      }),
    );
    const real = await archiveOf(
      await api.request("/api/user/data-export/files", {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const mock = await archiveOf((await fetchMock(bearer))!);
    expect(mock.status).toBe(real.status);
    for (const header of ["content-type", "cache-control"])
      expect(mock.headers.get(header), header).toBe(real.headers.get(header));
    const file = /^attachment; filename="haven-files-\d{4}-\d{2}-\d{2}\.zip"$/;
    expect(mock.headers.get("content-disposition")).toMatch(file);
    expect(real.headers.get("content-disposition")).toMatch(file);
    const folderAndStem = (path: string) => path.replace(/\.[a-z]+$/, "");
    expect(mock.paths.map(folderAndStem)).toEqual(real.paths.map(folderAndStem));
    expect(real.paths).toEqual(["profile/picture.png"]);
    resetClientMock();
  });

  it("login, user info, refresh and invalidate answer like the real API", async () => {
    const credentials = { email: "chioma.eze@demo.therapy", password: "demo-pass-1" };
    const real = await call("/user/login", { body: credentials });
    const mock = await mocked("/user/login", {}, credentials);
    expect(shape(mock.body)).toEqual(shape(real.body));
    const wrong = { ...credentials, password: "wrong-pass" };
    const [realWrong, mockWrong] = [
      await call("/user/login", { body: wrong }),
      await mocked("/user/login", {}, wrong),
    ];
    expect([mockWrong.status, mockWrong.body]).toEqual([realWrong.status, realWrong.body]);
    expect(mockWrong.body.code).toBe(ErrorCode.INVALID_CREDENTIALS);

    const realInfo = await call("/user/info", { token: real.body.data.token });
    const mockInfo = await mocked("/user/info", {
      authorization: `Bearer ${mock.body.data.token}`,
    });
    expect(shape(mockInfo.body)).toEqual(shape(realInfo.body));
    expect(mockInfo.body.data).toMatchObject({
      email: realInfo.body.data.email,
      firstName: realInfo.body.data.firstName,
    });

    const realRefresh = await call("/auth/refresh", {
      method: "POST",
      token: real.body.data.refreshToken,
    });
    const mockRefresh = await mocked("/auth/refresh", {}, {});
    expect(shape(mockRefresh.body)).toEqual(shape(realRefresh.body));
    const realOut = await call("/auth/invalidate", {
      method: "POST",
      token: realRefresh.body.data.refreshToken,
    });
    expect(shape((await mocked("/auth/invalidate", {}, {})).body)).toEqual(shape(realOut.body));
  });

  it("a therapist's profile and reviews answer like the real API, with the same content", async () => {
    const realList = await call("/providers?countryCode=NG");
    const mockList = await mocked("/providers?countryCode=NG", {});
    expect(mockList.body.data.map((p: { lastName: string }) => p.lastName)).toEqual(
      realList.body.data.map((p: { lastName: string }) => p.lastName),
    );
    const realId = realList.body.data[1].identifier;
    const mockId = mockList.body.data[1].identifier;
    const [realProfile, mockProfile] = [
      await call(`/providers/${realId}`),
      await mocked(`/providers/${mockId}`, {}),
    ];
    expect(shape(mockProfile.body)).toEqual(shape(realProfile.body));
    // Same content, but for identifiers (each database makes its own) and the clock-bound next slot.
    const comparable = ({
      identifier: _id,
      nextAvailable: _next,
      categories,
      fees,
      ...rest
    }: Record<string, unknown>) => ({
      ...rest,
      categories: (categories as { slug: string }[]).map(({ slug }) => slug),
      fees: (fees as { amount: number; currency: string }[]).map(({ amount, currency }) => [
        amount,
        currency,
      ]),
    });
    expect(comparable(mockProfile.body.data)).toEqual(comparable(realProfile.body.data));
    for (const path of ["", "/count"]) {
      const real = await call(`/review/provider/${realId}${path}`);
      const mock = await mocked(`/review/provider/${mockId}${path}`, {});
      expect(shape(mock.body)).toEqual(shape(real.body));
    }
    expect((await mocked(`/review/provider/${mockId}/count`, {})).body).toEqual(
      (await call(`/review/provider/${realId}/count`)).body,
    );
  });

  it("the mocked lists hold the same names as the seeded database", async () => {
    for (const path of [
      "/categories/therapy",
      "/region/country/code/NG/states",
      "/providers/stats/states?countryCode=US&top=3",
    ]) {
      const real = await call(path, { headers: { "X-Language": "de" } });
      const mock = await mocked(path, { "X-Language": "de" });
      const names = (body: { data: { name: string }[] }) => body.data.map((d) => d.name);
      expect(names(mock.body)).toEqual(names(real.body));
    }
  });

  it("the wallet and payment endpoints answer like the real API", async () => {
    resetWalletMock();
    const credentials = { email: "chioma.eze@demo.therapy", password: "demo-pass-1" };
    const token = (await call("/user/login", { body: credentials })).body.data.token;
    const mock = { authorization: "Bearer mock-access-token" };
    const compare = comparing(token, mock);

    // The minimum, word for word.
    const tooLittle = await compare("/payment/wallet", { amount: 49_999 });
    expect(tooLittle.mock).toEqual(tooLittle.real);
    expect(tooLittle.mock.code).toBe(ErrorCode.VALIDATION_FAILED);

    const started = await compare("/payment/wallet", { amount: 500_000 });
    const realRef = started.real.data.payment.reference;
    const mockRef = started.mock.data.payment.reference;
    const checkout = [
      await call(`/payment/sandbox/${realRef}`, { token }),
      await mocked(`/payment/sandbox/${mockRef}`, mock),
    ];
    expect(shape(checkout[1]!.body)).toEqual(shape(checkout[0]!.body));
    const approved = [
      await call(`/payment/sandbox/${realRef}/approve`, { method: "POST", token }),
      await mocked(`/payment/sandbox/${mockRef}/approve`, mock, {}),
    ];
    expect(shape(approved[1]!.body)).toEqual(shape(approved[0]!.body));
    const status = [
      await call(`/payment/status/${realRef}`, { token }),
      await mocked(`/payment/status/${mockRef}`, mock),
    ];
    expect(shape(status[1]!.body)).toEqual(shape(status[0]!.body));
    expect(status[1]!.body.data.status).toBe(status[0]!.body.data.status);

    await compare("/wallet/balance");
    await compare("/wallet/stats");
    const list = await compare("/wallet/transactions?page=1&transactionType=top_up");
    const detail = [
      await call(`/wallet/transactions/${list.real.data[0].identifier}`, { token }),
      await mocked(`/wallet/transactions/${list.mock.data[0].identifier}`, mock),
    ];
    expect(shape(detail[1]!.body)).toEqual(shape(detail[0]!.body));
    const missing = "/wallet/transactions/00000000-0000-4000-8000-000000000bad";
    const gone = await compare(missing);
    expect(gone.mock).toEqual(gone.real);
    expect(gone.mock.code).toBe(ErrorCode.TRANSACTION_NOT_FOUND);
    const noPayment = await compare("/payment/status/hv-00000000000000000000000000000000");
    expect(noPayment.mock).toEqual(noPayment.real);
    expect(noPayment.mock.code).toBe(ErrorCode.PAYMENT_NOT_FOUND);
    // The virtual account for bank transfers, opened once, and the test bank's transfer into it.
    const none = await compare("/virtual-accounts/account");
    expect(none.mock).toEqual(none.real);
    const noAccount = await compare("/virtual-accounts/requery", {});
    expect(noAccount.mock).toEqual(noAccount.real);
    const opened = await compare("/virtual-accounts/generate", {});
    expect(opened.mock.data.accountName).toBe(opened.real.data.accountName);
    await compare("/virtual-accounts/generate", {});
    await compare("/virtual-accounts/account");
    const requeried = await compare("/virtual-accounts/requery", {});
    expect(requeried.mock).toEqual(requeried.real);
    const badAmount = await compare("/virtual-accounts/sandbox-transfer", { amount: 0 });
    expect(badAmount.mock).toEqual(badAmount.real);
    await compare("/virtual-accounts/sandbox-transfer", { amount: 100_000 });
    const afterTransfer = await compare("/wallet/transactions?page=1&transactionType=top_up");
    expect(afterTransfer.mock.data[0].description).toBe(afterTransfer.real.data[0].description);
    const anonymous = [await call("/wallet/balance"), await mocked("/wallet/balance", {})];
    expect(anonymous[1]!.status).toBe(401);
    expect([anonymous[1]!.status, anonymous[1]!.body]).toEqual([
      anonymous[0]!.status,
      anonymous[0]!.body,
    ]);
  });
});

describe("the gift vouchers' handlers answer like the real API", () => {
  it("buying, listing and redeeming, and their refusals", async () => {
    resetWalletMock();
    resetVouchersMock();
    const credentials = { email: "chioma.eze@demo.therapy", password: "demo-pass-1" };
    const token = (await call("/user/login", { body: credentials })).body.data.token;
    await paidTopUp(token, 500_000);
    const mock = { authorization: "Bearer mock-access-token" };
    const compare = comparing(token, mock);
    const voucher = {
      kind: "voucher",
      amount: 100_000,
      buyerName: "Chioma Eze",
      buyerEmail: "chioma.eze@demo.therapy",
      recipientEmail: null,
      message: "Happy birthday",
    };
    for (const wrong of [
      { ...voucher, amount: 99_999 },
      { ...voucher, amount: 100_000_001 },
      { ...voucher, kind: "gift" },
      { ...voucher, buyerEmail: "" },
      { ...voucher, message: "x".repeat(401) },
    ]) {
      const refused = await compare("/vouchers", wrong);
      expect(refused.mock).toEqual(refused.real);
    }
    const bought = await compare("/vouchers", voucher);
    expect(bought.mock.data.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await compare("/vouchers", { ...voucher, kind: "gift", recipientEmail: "friend@example.com" });
    await compare("/vouchers?page=1");
    const redeemed = [
      await call("/vouchers/redeem", { token, body: { code: bought.real.data.code } }),
      await mocked("/vouchers/redeem", mock, { code: bought.mock.data.code.toLowerCase() }),
    ];
    expect(redeemed[1]!.body).toEqual(
      expect.objectContaining({ data: expect.objectContaining({ amount: 100_000 }) }),
    );
    expect(shape(redeemed[1]!.body)).toEqual(shape(redeemed[0]!.body));
    const again = [
      await call("/vouchers/redeem", { token, body: { code: bought.real.data.code } }),
      await mocked("/vouchers/redeem", mock, { code: bought.mock.data.code }),
    ];
    expect([again[1]!.status, again[1]!.body]).toEqual([again[0]!.status, again[0]!.body]);
    for (const code of ["ABCD-EFGH-JKMN", ""]) {
      const refused = await compare("/vouchers/redeem", { code });
      expect(refused.mock).toEqual(refused.real);
    }
  });
});

describe("the practice and availability mocks answer like the real API", () => {
  /** The seed's therapist on both sides, with the mock's weekly hours set on the real one. */
  async function therapist() {
    const login = await call("/user/login", {
      body: { email: "amaka.obi@demo.therapy", password: "demo-pass-1" },
    });
    const token = login.body.data.token as string;
    const days = WEEKDAYS.slice(0, 5).map((day) => ({
      day,
      isAvailable: true,
      timeSlotsInterval: [{ startTime: "09:00", endTime: "17:00" }],
    }));
    await call("/provider-availability/days/recurring", { token, body: { days } });
    const profile = await call("/provider", { token });
    return { token, id: profile.body.data.profileInfo.identifier as string };
  }
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  it("the therapist's own profile, settings, week and calendar", async () => {
    const { token } = await therapist();
    for (const path of [
      "/provider",
      "/provider-availability/settings",
      "/provider-availability/days/default",
      "/provider-availability/days/custom",
      "/provider-availability/calendar",
    ]) {
      const real = await call(path, { token });
      const mock = await mocked(path, auth("mock-access-token"));
      expect([path, mock.status]).toEqual([path, real.status]);
      expect(shape(mock.body)).toEqual(shape(real.body));
    }
  });

  it("saving fees and weekly days", async () => {
    const { token } = await therapist();
    const general = { fee: 1500000, isFree: false };
    const real = await call("/provider/booking-fee/general", { token, body: general });
    const mock = await mocked("/provider/booking-fee/general", {}, general);
    expect(shape(mock.body)).toEqual(shape(real.body));
    expect(mock.body.data.message).toBe(real.body.data.message);
    const week = { days: [{ day: "SATURDAY", isAvailable: false, timeSlotsInterval: [] }] };
    const realWeek = await call("/provider-availability/days/recurring", { token, body: week });
    const mockWeek = await mocked("/provider-availability/days/recurring", {}, week);
    expect(shape(mockWeek.body)).toEqual(shape(realWeek.body));
  });

  it("public time slots for a day, a month and one slot: same shape and the same times", async () => {
    const { id } = await therapist();
    let day = new Date(Date.now() + 7 * 86_400_000);
    while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
    const date = day.toISOString().slice(0, 10);
    const query = `?date=${date}&timezone=Europe/Berlin`;
    const real = await call(`/provider-availability/timeslot/${id}${query}`);
    const mock = await mocked(
      `/provider-availability/timeslot/${demoTherapist.identifier}${query}`,
      {},
    );
    expect(shape(mock.body)).toEqual(shape(real.body));
    expect(mock.body).toEqual(real.body);
    const month = `?month=${date.slice(0, 7)}&timezone=Africa/Lagos`;
    const realMonth = await call(`/provider-availability/timeslot/${id}${month}`);
    const mockMonth = await mocked(
      `/provider-availability/timeslot/${demoTherapist.identifier}${month}`,
      {},
    );
    expect(mockMonth.body).toEqual(realMonth.body);
    const slot = real.body.data[0].timeSlot[0].identifier;
    const realSlot = await call(`/providers-availability/${id}/timeslot/${slot}`);
    const mockSlot = await mocked(
      `/providers-availability/${demoTherapist.identifier}/timeslot/${slot}`,
      {},
    );
    expect(mockSlot.body).toEqual(realSlot.body);
    const gone = await call(`/providers-availability/${id}/timeslot/20200101T0900Z_60`);
    const mockGone = await mocked(
      `/providers-availability/${demoTherapist.identifier}/timeslot/20200101T0900Z_60`,
      {},
    );
    expect([mockGone.status, mockGone.body]).toEqual([gone.status, gone.body]);
    expect(mockGone.body.code).toBe(ErrorCode.SLOT_NOT_FOUND);
  });
});

describe("reviews, participants and clients (issue 13) answer like the real API", () => {
  const unknownId = "00000000-0000-4000-8000-000000000bad";
  const mockAuth = { authorization: "Bearer mock-access-token" };
  const clientToken = async () =>
    (
      await call("/user/login", {
        body: { email: "chioma.eze@demo.therapy", password: "demo-pass-1" },
      })
    ).body.data.token as string;

  it.each([
    ["/review/booking/" + unknownId],
    ["/review/participant/" + unknownId],
    ["/share-booking/" + unknownId],
    ["/booking/participant/" + unknownId],
    ["/clients?page=1"],
    ["/client/profile/" + unknownId],
    ["/appointment/client/" + unknownId],
  ])("GET %s: anonymous 401, the client's own 404 or 403", async (path) => {
    const [real, mock] = [await call(path), await mocked(path, {})];
    expect([mock.status, mock.body]).toEqual([real.status, real.body]);
    const token = await clientToken();
    const signedReal = await call(path, { token });
    const signedMock = await mocked(path, mockAuth);
    expect([signedMock.status, signedMock.body]).toEqual([signedReal.status, signedReal.body]);
  });

  it.each([
    [`/review/${unknownId}`, { rating: 5.5, comment: "abcd" }],
    [`/review/${unknownId}`, { rating: 4 }],
    ["/share-booking", { bookingIdentifier: unknownId, emails: [] }],
    ["/share-booking", { bookingIdentifier: unknownId, emails: ["a@example.com"] }],
    [`/booking/participant/${unknownId}/status`, { status: "maybe" }],
    [`/booking/participant/${unknownId}/status`, { status: "acknowledged" }],
    [`/appointment/participant/${unknownId}/acknowledge`, {}],
  ])("POST %s %j: the same status, code and words", async (path, body) => {
    const token = await clientToken();
    const real = await call(path, { token, body });
    const mock = await mocked(path, mockAuth, body);
    expect([mock.status, mock.body]).toEqual([real.status, real.body]);
  });
});

describe("the client account's MSW handlers answer like the real API", () => {
  /** Any method on the mocks (mocked() knows GET and POST only). */
  async function mockedAs(method: string, path: string, body?: unknown) {
    const { getResponse } = await import("msw");
    const { handlers } = await import("./handlers");
    const init: RequestInit = body
      ? { method, body: JSON.stringify(body), headers: { "content-type": "application/json" } }
      : { method };
    const response = await getResponse(handlers, new Request(`http://localhost/api${path}`, init));
    if (!response) throw new Error(`No MSW handler answers ${method} ${path}`);
    return { status: response.status, body: await response.json() };
  }

  it("profile, emergency contact, avatars, picture removal, preferences and recommendations", async () => {
    resetClientMock();
    const login = await call("/user/login", {
      body: { email: "chioma.eze@demo.therapy", password: "demo-pass-1" },
    });
    const token = login.body.data.token as string;
    const both = async (method: string, path: string, body?: unknown) => {
      const real = await call(path, { token, method, body });
      const mock = await mockedAs(method, path, body);
      expect(mock.status).toBe(real.status);
      expect(shape(mock.body)).toEqual(shape(real.body));
      return { real, mock };
    };
    await both("GET", "/client");
    await both("PUT", "/client", { firstName: "Chioma", lastName: "Eze", userName: "chioma_e" });
    const bad = await both("PUT", "/client", { firstName: "C", lastName: "Eze", userName: "" });
    expect(bad.mock.body).toEqual(bad.real.body);
    await both("POST", "/client/emergency-contact", { name: "Ngozi Eze", phoneNumber: "0801" });
    await both("GET", "/client/avatars");
    await both("POST", "/client/avatar/sunrise");
    await both("DELETE", "/client/profile-picture");
    const missing = await both("POST", "/client/avatar/nobody");
    expect(missing.mock.body).toEqual(missing.real.body);
    await both("GET", "/client"); // now with an avatar and a contact on both sides
    await both("GET", "/client/preference-options");
    await both("GET", "/client/preferences");
    await both("PUT", "/client/preferences", { modality: [], language: [] });
    await both("GET", "/recommended-provider");
  });
});

describe("the messaging handlers answer like the real API", () => {
  /** Any method and body (JSON or multipart) on the MSW handlers. */
  async function mockedRequest(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("authorization", "Bearer mock-access-token");
    if (typeof init.body === "string") headers.set("content-type", "application/json");
    const response = await getResponse(
      handlers,
      new Request(`http://localhost/api${path}`, { ...init, headers }),
    );
    if (!response) throw new Error(`No MSW handler answers ${path}`);
    return { status: response.status, body: await response.json() };
  }

  it("contacts, conversations, store, edit, seen, delete, the chat list and their failures", async () => {
    resetMessagingMock();
    const db = await getDb();
    const [client] = await db
      .select()
      .from(users)
      .where(eq(users.email, "chioma.eze@demo.therapy"));
    const [therapist] = await db
      .select()
      .from(users)
      .where(eq(users.email, "sarah.mitchell@demo.therapy"));
    await bookingBetween(client!.id, therapist!.id);
    const credentials = { email: "chioma.eze@demo.therapy", password: "demo-pass-1" };
    const token = (await call("/user/login", { body: credentials })).body.data.token;
    const mockTherapist = therapists()[1]!.identifier;
    const both = async (
      real: Parameters<typeof call>,
      mock: Parameters<typeof mockedRequest>,
      status: number,
    ) => {
      const [r, m] = [await call(real[0], { token, ...real[1] }), await mockedRequest(...mock)];
      expect([r.status, m.status], real[0]).toEqual([status, status]);
      expect(shape(m.body), real[0]).toEqual(shape(r.body));
      return { real: r.body, mock: m.body };
    };

    await both(["/messages/contacts"], ["/messages/contacts"], 200);
    const opened = await both(
      ["/messages/conversations", { body: { userIdentifier: therapist!.id } }],
      [
        "/messages/conversations",
        { method: "POST", body: JSON.stringify({ userIdentifier: mockTherapist }) },
      ],
      200,
    );
    const form = (conversationIdentifier: string) => {
      const data = new FormData();
      data.set("conversationIdentifier", conversationIdentifier);
      data.set("text", "Hello");
      data.append("files", new File([sampleFiles.pdf() as BlobPart], "notes.pdf"));
      return data;
    };
    const stored = await both(
      ["/messages/store", { body: form(opened.real.meta.conversation.identifier) }],
      ["/messages/store", { method: "POST", body: form(opened.mock.meta.conversation.identifier) }],
      201,
    );
    await both(
      [
        `/messages/${stored.real.data.identifier}/update`,
        { method: "PUT", body: { text: "Hello again" } },
      ],
      [
        `/messages/${stored.mock.data.identifier}/update`,
        { method: "PUT", body: JSON.stringify({ text: "Hello again" }) },
      ],
      200,
    );
    await both(["/messages/chat-list"], ["/messages/chat-list"], 200);
    await both(["/messages/unread-count"], ["/messages/unread-count"], 200);
    await both(
      [
        "/messages/mark-seen",
        {
          method: "PUT",
          body: { conversationIdentifier: opened.real.meta.conversation.identifier },
        },
      ],
      [
        "/messages/mark-seen",
        {
          method: "PUT",
          body: JSON.stringify({
            conversationIdentifier: opened.mock.meta.conversation.identifier,
          }),
        },
      ],
      200,
    );
    await both(
      [`/messages/${stored.real.data.identifier}`, { method: "DELETE" }],
      [`/messages/${stored.mock.data.identifier}`, { method: "DELETE" }],
      200,
    );

    // Failures: the same status, code and words.
    const stranger = "00000000-0000-4000-8000-000000000bad";
    const notFound = await both(
      ["/messages/conversations", { body: { userIdentifier: stranger } }],
      [
        "/messages/conversations",
        { method: "POST", body: JSON.stringify({ userIdentifier: stranger }) },
      ],
      404,
    );
    expect(notFound.mock).toEqual(notFound.real);
    const empty = new FormData();
    empty.set("conversationIdentifier", opened.real.meta.conversation.identifier);
    const emptyMock = new FormData();
    emptyMock.set("conversationIdentifier", opened.mock.meta.conversation.identifier);
    const refused = await both(
      ["/messages/store", { body: empty }],
      ["/messages/store", { method: "POST", body: emptyMock }],
      400,
    );
    expect(refused.mock).toEqual(refused.real);
    resetMessagingMock();
  });
});

describe("the contact form's handler answers like the real API", () => {
  it("thanks the sender, and refuses bad input with the same words, in English and German", async () => {
    const message = {
      email: "Ada.Obi@example.com",
      firstName: "Ada",
      lastName: "Obi",
      phone: "",
      message: "Where do I find my receipt?",
      page: "/therapists",
    };
    let address = 40;
    for (const language of ["en", "de"]) {
      const headers = { "X-Language": language };
      for (const body of [
        message,
        { ...message, phone: "12345", message: " ", email: "ada@example" },
        { ...message, firstName: "", lastName: "", phone: "0123 456 789" },
        { ...message, message: "x".repeat(2001) },
        {},
      ]) {
        const real = await call("/support/contact", {
          body,
          headers: { ...headers, "x-forwarded-for": `198.51.100.${address++}` },
        });
        const mock = await mocked("/support/contact", headers, body);
        expect(mock.status).toBe(real.status);
        if (real.status === 201) {
          expect(shape(mock.body)).toEqual(shape(real.body));
          expect(mock.body.data.message).toBe(real.body.data.message);
        } else expect(mock.body).toEqual(real.body);
      }
    }
  });
});

// Issue 69: the session room's twins (tests/msw/handlers/session-room.ts).
describe("the session room's mocks answer like the real API", () => {
  it("the room's status, a join inside the window and one outside it, and a signal", async () => {
    const { vi } = await import("vitest");
    const MINUTE = 60_000;
    const { bookings } = await import("@/db/schema");
    const real = await paidSession({ slotIndex: 60 });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, real.id));
    const start = row!.startTime!.getTime();
    const end = row!.endTime!.getTime();
    const mock = mockSessionWithAmaka({
      status: "confirmed",
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
    });
    const mockClient = { authorization: "Bearer mock-access-token" };
    const { setSessionLinkMock } = await import("./handlers/session-link");
    const own = "https://meet.example.com/sarah";
    const sarah = async () =>
      (
        await call("/user/login", {
          body: { email: "sarah.mitchell@demo.therapy", password: "demo-pass-1" },
        })
      ).body.data.token as string;
    try {
      // Decision 0319: a therapist who uses their own room keeps the built-in one shut.
      for (const [time, status, useOwnRoom] of [
        [start - 11 * MINUTE, 409, false],
        [start, 200, false],
        [start, 409, true],
      ] as const) {
        vi.useFakeTimers({ toFake: ["Date"], now: time });
        await call("/provider/session-link", {
          token: await sarah(),
          method: "PUT",
          body: { link: useOwnRoom ? own : "", useOwnRoom },
        });
        setSessionLinkMock(useOwnRoom ? own : null);
        const token = (
          await call("/user/login", {
            body: { email: real.client.user.email, password: real.client.user.password },
          })
        ).body.data.token as string;
        const realStatus = await call(`/booking/${real.id}/room`, { token });
        const mockStatus = await mocked(`/booking/${mock.identifier}/room`, mockClient);
        expect(shape(mockStatus.body)).toEqual(shape(realStatus.body));
        expect(mockStatus.body.data.state).toBe(realStatus.body.data.state);
        const realJoin = await call(`/booking/${real.id}/room/join`, { token, method: "POST" });
        const mockJoin = await mocked(`/booking/${mock.identifier}/room/join`, mockClient, {});
        expect([realJoin.status, mockJoin.status]).toEqual([status, status]);
        if (status === 409) expect(mockJoin.body).toEqual(realJoin.body);
        else expect(shape(mockJoin.body)).toEqual(shape(realJoin.body));
        const leave = { kind: "leave" };
        const realSignal = await call(`/room/${real.id}/signal`, { token, body: leave });
        const mockSignal = await mocked(`/room/${mock.identifier}/signal`, mockClient, leave);
        expect(mockSignal.status).toBe(realSignal.status);
        expect(shape(mockSignal.body)).toEqual(shape(realSignal.body));
        vi.useRealTimers();
      }
    } finally {
      vi.useRealTimers();
      setSessionLinkMock(null);
      await call("/provider/session-link", {
        token: await sarah(),
        method: "PUT",
        body: { link: "" },
      });
    }
  });
});
