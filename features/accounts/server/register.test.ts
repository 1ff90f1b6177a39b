import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { countryId, lastEmailTo, tokenFromEmail } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

let n = 0;
async function form(overrides: Record<string, unknown> = {}) {
  const email = `new-${n++}@example.com`;
  return {
    userType: "client",
    firstName: "Ada",
    lastName: "Obi",
    email,
    confirmEmail: email,
    phoneNumber: "08012345678",
    countryId: await countryId("NG"),
    password: "abcd",
    confirmPassword: "abcd",
    acceptTerms: true,
    ...overrides,
  };
}

const register = async (
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => call("/user/register", { body: await form(overrides), headers });

describe("POST /api/user/register", () => {
  it("creates a client, answers without secrets and sends a verification email", async () => {
    const body = await form();
    const res = await call("/user/register", { body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: body.email, userType: "client" });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    const email = await lastEmailTo(body.email as string);
    expect(email?.subject).toBe("Verify your email address for Haven");
    expect(email?.text).toContain("/verify-email/?token=");
  });

  it("puts where the person was going into the verify link, if it is a path of ours", async () => {
    const booking = "/therapists/abc/book/";
    const body = await form({ redirect: booking });
    expect((await call("/user/register", { body })).status).toBe(201);
    const email = await lastEmailTo(body.email as string);
    expect(email?.text).toContain(`&redirect=${encodeURIComponent(booking)}`);
    const away = await form({ redirect: "//evil.example/" });
    expect((await call("/user/register", { body: away })).status).toBe(201);
    expect((await lastEmailTo(away.email as string))?.text).not.toContain("redirect=");
  });

  it("takes a phone number written with a country code and spaces", async () => {
    const res = await register({ phoneNumber: "+234 803 555 0101" });
    expect(res.status).toBe(201);
  });

  it("creates a therapist and writes the verification email in the caller's language", async () => {
    const body = await form({ userType: "provider" });
    const res = await call("/user/register", { body, headers: { "X-Language": "de" } });
    expect(res.status).toBe(201);
    const email = await lastEmailTo(body.email as string);
    expect(email?.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse für Haven");
    expect(email?.text).toContain("/de/verify-email/?token=");
  });

  it("answers 409 for a taken email, whatever its case, and sends nothing", async () => {
    const body = await form();
    await call("/user/register", { body });
    const again = await call("/user/register", {
      body: {
        ...body,
        email: (body.email as string).toUpperCase(),
        confirmEmail: (body.email as string).toUpperCase(),
      },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: "An account with this email already exists.",
      code: "EMAIL_TAKEN",
    });
  });

  it.each([
    [
      { password: "abc", confirmPassword: "abc" },
      "password",
      "Password must be at least 4 characters",
    ],
    [
      { password: "1234", confirmPassword: "1234" },
      "password",
      "Password must contain at least one letter",
    ],
    [{ confirmPassword: "abce" }, "confirmPassword", "Passwords must match"],
    [{ confirmEmail: "other@example.com" }, "confirmEmail", "Emails must match"],
    [{ countryId: "" }, "countryId", "Country  is required"],
    [{ phoneNumber: "080123456" }, "phoneNumber", "Number must be at least 10 digits"],
    [{ phoneNumber: "08012345678901" }, "phoneNumber", "Number must not exceed 13 digits"],
    [{ phoneNumber: "0801234567a" }, "phoneNumber", "Use digits only"],
    [{ phoneNumber: "+44 20 7946" }, "phoneNumber", "Number must be at least 10 digits"],
    [
      { firstName: "1Ada" },
      "firstName",
      "Start with a letter and use only letters, digits and spaces",
    ],
    [
      { lastName: "O'Brien" },
      "lastName",
      "Start with a letter and use only letters, digits and spaces",
    ],
    [{ acceptTerms: false }, "acceptTerms", "Please accept the terms to continue"],
    [{ email: "ada@example", confirmEmail: "ada@example" }, "email", "Enter a valid email address"],
    [
      { email: "ada@example.c", confirmEmail: "ada@example.c" },
      "email",
      "Enter a valid email address",
    ],
    [{ userType: "admin" }, "userType", "Choose client or therapist"],
  ])("refuses %j with the spec's message", async (overrides, field, message) => {
    const res = await register(overrides);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it.each([
    [{ password: "abcd", confirmPassword: "abcd" }],
    [{ phoneNumber: "0801234567" }],
    [{ phoneNumber: "0801234567890" }],
    [{ firstName: "Ada 2nd" }],
    [{ email: "a.b+c@mail.example.ng", confirmEmail: "A.B+C@mail.example.ng" }],
  ])("accepts the edge %j", async (overrides) => {
    expect((await register(overrides)).status).toBe(201);
  });

  it("answers German messages to a German caller", async () => {
    const res = await register({ confirmPassword: "x" }, { "X-Language": "de" });
    expect(res.body.errors.confirmPassword).toBe("Die Passwörter müssen übereinstimmen");
  });

  it("refuses an unknown country", async () => {
    const res = await register({ countryId: "00000000-0000-4000-8000-000000000000" });
    expect(res.status).toBe(400);
    expect(res.body.errors.countryId).toBe("Country  is required");
  });
});

describe("email verification", () => {
  it("verifies once with the emailed token, then the token is spent", async () => {
    const body = await form();
    await call("/user/register", { body });
    const token = tokenFromEmail((await lastEmailTo(body.email as string))!.text);
    expect((await call("/user/register/verify", { body: { token } })).status).toBe(200);
    const again = await call("/user/register/verify", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This link is invalid or has expired.");
  });

  it("refuses a made-up token", async () => {
    expect((await call("/user/register/verify", { body: { token: "nope" } })).status).toBe(400);
  });

  it("answers the same for a known and an unknown email, and a new link replaces the old one", async () => {
    const body = await form();
    await call("/user/register", { body });
    const first = tokenFromEmail((await lastEmailTo(body.email as string))!.text);
    const known = await call("/user/register/request-verification", {
      body: { email: body.email },
    });
    const unknown = await call("/user/register/request-verification", {
      body: { email: "nobody@example.com" },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const second = tokenFromEmail((await lastEmailTo(body.email as string))!.text);
    expect(second).not.toBe(first);
    expect((await call("/user/register/verify", { body: { token: first } })).status).toBe(400);
    expect((await call("/user/register/verify", { body: { token: second } })).status).toBe(200);
  });
});
