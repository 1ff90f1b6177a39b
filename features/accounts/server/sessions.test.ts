import { SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { authSecret } from "@/lib/server/env";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

const refresh = (refreshToken: string) =>
  call("/auth/refresh", { method: "POST", token: refreshToken });
const info = (token: string) => call("/user/info", { token });

describe("access tokens", () => {
  it("opens /user/info with the bearer token and answers the account's fields", async () => {
    const { user, token } = await signedInUser({ userType: "provider" });
    const res = await info(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      identifier: user.id,
      userType: "provider",
      email: user.email,
      firstName: "Test",
      lastName: "Person",
      country: { code: "NG" },
      timezone: "Africa/Lagos",
      isActive: true,
      isSocial: false,
      verified: true,
    });
  });

  it("answers 401 without a token and for a forged one, without the TOKEN_EXPIRED code", async () => {
    const none = await call("/user/info");
    expect(none.status).toBe(401);
    expect(none.body.code).toBe("UNAUTHORIZED");
    const { token } = await signedInUser();
    const forged = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    const res = await info(forged);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("UNAUTHORIZED");
  });

  it("answers 401 TOKEN_EXPIRED for an expired token", async () => {
    const { user } = await signedInUser();
    const expired = await new SignJWT({
      sid: "00000000-0000-4000-8000-000000000000",
      typ: "client",
    })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuer("haven")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(authSecret());
    const res = await info(expired);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Your session has expired.", code: "TOKEN_EXPIRED" });
  });

  it("expires after ACCESS_TOKEN_TTL_SECONDS", async () => {
    vi.stubEnv("ACCESS_TOKEN_TTL_SECONDS", "1");
    try {
      const { token } = await signedInUser();
      expect((await info(token)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 2100));
      expect((await info(token)).body.code).toBe("TOKEN_EXPIRED");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("POST /api/auth/refresh", () => {
  it("rotates: answers a new access and refresh token, and the new pair works", async () => {
    const { refreshToken } = await signedInUser();
    const res = await refresh(refreshToken);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual([
      "expiresIn",
      "refreshToken",
      "refreshTokenExp",
      "token",
    ]);
    expect(res.body.data.refreshToken).not.toBe(refreshToken);
    expect((await info(res.body.data.token)).status).toBe(200);
    expect((await refresh(res.body.data.refreshToken)).status).toBe(200);
  });

  it("accepts the refresh token from the HttpOnly cookie too", async () => {
    const { refreshToken } = await signedInUser();
    const res = await call("/auth/refresh", {
      method: "POST",
      headers: { cookie: `refreshToken=${refreshToken}` },
    });
    expect(res.status).toBe(200);
  });

  it("revokes the whole family when a spent refresh token is presented after the grace window", async () => {
    vi.stubEnv("REFRESH_REUSE_GRACE_SECONDS", "0.001");
    try {
      const { refreshToken } = await signedInUser();
      const first = await refresh(refreshToken);
      await new Promise((r) => setTimeout(r, 20));
      const replay = await refresh(refreshToken);
      expect(replay.status).toBe(401);
      // the legitimate successor and its access token are dead too
      expect((await refresh(first.body.data.refreshToken)).status).toBe(401);
      expect((await info(first.body.data.token)).status).toBe(401);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("lets two tabs refresh with the same token at the same moment without logging out", async () => {
    const { refreshToken } = await signedInUser();
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await info(a.body.data.token)).status).toBe(200);
    expect((await info(b.body.data.token)).status).toBe(200);
    expect((await refresh(a.body.data.refreshToken)).status).toBe(200);
    expect((await refresh(b.body.data.refreshToken)).status).toBe(200);
  });

  it.runIf(onPostgres)(
    "ten concurrent refreshes with one token all succeed within the grace window (PostgreSQL)",
    async () => {
      const { refreshToken } = await signedInUser();
      const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(refreshToken)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const tokens = new Set(answers.map((a) => a.body.data.refreshToken));
      expect(tokens.size).toBe(10);
    },
  );

  it("refuses a made-up or missing refresh token", async () => {
    expect((await refresh("made-up")).status).toBe(401);
    expect((await call("/auth/refresh", { method: "POST" })).status).toBe(401);
  });
});

describe("POST /api/auth/invalidate", () => {
  it("ends the session: its access and refresh tokens stop working at once, other sessions live on", async () => {
    const { user, token, refreshToken } = await signedInUser();
    const other = await call("/user/login", {
      body: { email: user.email, password: user.password },
      headers: { "x-forwarded-for": "198.51.100.7" },
    });
    const res = await call("/auth/invalidate", { method: "POST", token: refreshToken });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/refreshToken=;/);
    expect((await info(token)).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await info(other.body.data.token)).status).toBe(200);
  });
});
