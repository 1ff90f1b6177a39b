import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { createUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { LOGIN_LIMITS } from "./limits";

const database = withTestDatabase({ seed: true });
let ipCounter = 1;
const freshIp = () => `203.0.113.${ipCounter++}`;
const login = (email: string, password: string, ip = freshIp()) =>
  call("/user/login", { body: { email, password }, headers: { "x-forwarded-for": ip } });

describe("POST /api/user/login", () => {
  it("answers the spec's auth fields and sets the refresh token as an HttpOnly cookie", async () => {
    const user = await createUser({ userType: "provider" });
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual(
      [
        "exp",
        "expiresIn",
        "isActive",
        "refreshToken",
        "refreshTokenExp",
        "token",
        "userType",
        "countryCode",
      ].sort(),
    );
    expect(data).toMatchObject({
      userType: "provider",
      isActive: true,
      expiresIn: 900,
      countryCode: "NG",
    });
    expect(data.exp).toBeGreaterThan(Date.now() / 1000);
    expect(data.refreshTokenExp).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toContain(`refreshToken=${data.refreshToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it("names the account's country, which the browser takes as the visitor's", async () => {
    const german = await createUser({ countryCode: "DE" });
    expect((await login(german.email, german.password)).body.data.countryCode).toBe("DE");
    const none = await createUser();
    await database.db.update(users).set({ countryId: null }).where(eq(users.id, none.id));
    expect((await login(none.email, none.password)).body.data.countryCode).toBeNull();
  });

  it("gives the same answer for a wrong password and an unknown account", async () => {
    const user = await createUser();
    const wrong = await login(user.email, "wrong-password");
    const unknown = await login("nobody@example.com", "wrong-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe("The email or password is incorrect.");
  });

  it.each([
    ["12345", "Password must be more than 6 characters"],
    ["x".repeat(33), "Password must not exceed 32 characters"],
    ["", "Password is required"],
  ])("validates the password length: %j", async (password, message) => {
    const res = await login("someone@example.com", password);
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toBe(message);
  });

  it("accepts passwords of exactly 6 and 32 characters", async () => {
    for (const password of ["abcdef", "a".repeat(32)]) {
      const user = await createUser({ password });
      expect((await login(user.email, password)).status).toBe(200);
    }
  });

  it("refuses a deactivated account only after the right password", async () => {
    const user = await createUser();
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await login(user.email, "wrong-password")).status).toBe(401);
    const res = await login(user.email, user.password);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("This account is not active. Please contact support.");
  });
});

describe("login rate limits", () => {
  it(`blocks an account from one address after ${LOGIN_LIMITS.accountFromIp.limit} failures, even with the right password`, async () => {
    const user = await createUser();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.accountFromIp.limit; i++) {
      expect((await login(user.email, "wrong-password", ip)).status).toBe(401);
    }
    const blocked = await login(user.email, user.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many attempts. Please try again in 15 minutes.",
    });
  });

  it("does not lock the owner out from another address, and the block ends with its window", async () => {
    const user = await createUser();
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.accountFromIp.limit; i++)
      await login(user.email, "wrong-password", attacker);
    expect((await login(user.email, user.password, attacker)).status).toBe(429);
    expect((await login(user.email, user.password, freshIp())).status).toBe(200);

    // The window passing (simulated) lifts the block.
    await database.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, `login:acct-ip:${user.email}|${attacker}`));
    expect((await login(user.email, user.password, attacker)).status).toBe(200);
  });

  it("a successful login clears the account's failures from that address", async () => {
    const user = await createUser();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.accountFromIp.limit - 1; i++)
      await login(user.email, "wrong-password", ip);
    expect((await login(user.email, user.password, ip)).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.accountFromIp.limit - 1; i++) {
      expect((await login(user.email, "wrong-password", ip)).status).toBe(401);
    }
  });

  it(`blocks one address trying many accounts after ${LOGIN_LIMITS.ip.limit} failures`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.ip.limit; i++) {
      expect((await login(`guess-${i}@example.com`, "wrong-password", ip)).status).toBe(401);
    }
    expect((await login("guess-last@example.com", "wrong-password", ip)).status).toBe(429);
  });
});
