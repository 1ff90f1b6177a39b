import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "./error-codes";
import { createApiClient } from "./create-client";
import type { AuthTokens } from "./session-cookies";

const base = "http://api.test/api";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function makeClient(
  initial: { token?: string; refresh?: string } = { token: "old-access", refresh: "refresh-1" },
) {
  const session = { token: initial.token, refresh: initial.refresh, stored: [] as AuthTokens[] };
  const onSessionEnded = vi.fn();
  const client = createApiClient({
    baseURL: base,
    headers: () => ({ "X-Language": "de", "X-CountryCode": "NG", "X-View-Mode": undefined }),
    session: {
      accessToken: () => session.token,
      refreshToken: () => session.refresh,
      refreshTokenExpired: () => false,
      canRefresh: () => session.refresh !== undefined,
      store: (tokens) => {
        session.stored.push(tokens);
        session.token = tokens.token;
        session.refresh = tokens.refreshToken ?? session.refresh;
      },
    },
    onSessionEnded,
  });
  return { client, session, onSessionEnded };
}

/** A resource that accepts only the new access token. */
function protectedResource(counter: { calls: number }) {
  return http.get(`${base}/wallet/balance`, ({ request }) => {
    counter.calls++;
    if (request.headers.get("authorization") !== "Bearer new-access") {
      return HttpResponse.json(
        { message: "Expired", code: ErrorCode.TOKEN_EXPIRED },
        { status: 401 },
      );
    }
    return HttpResponse.json({ data: { balance: 500000, currency: "NGN" } });
  });
}

/** The refresh endpoint's answer granting a new token pair. */
function newTokenPair() {
  return HttpResponse.json({
    data: {
      token: "new-access",
      refreshToken: "refresh-2",
      expiresIn: 900,
      refreshTokenExp: Date.now() + 86_400_000,
    },
  });
}

/** The refresh endpoint granting a new token pair, counting its calls. */
function refreshGranting(counter: { calls: number }) {
  return http.post(`${base}/auth/refresh`, () => {
    counter.calls++;
    return newTokenPair();
  });
}

describe("the API client", () => {
  it("sends the spec's headers and the bearer token, leaving out unset ones", async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${base}/user/info`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ data: {} });
      }),
    );
    await makeClient().client.get("/user/info");
    expect(seen?.get("authorization")).toBe("Bearer old-access");
    expect(seen?.get("x-language")).toBe("de");
    expect(seen?.get("x-countrycode")).toBe("NG");
    expect(seen?.has("x-view-mode")).toBe(false);
  });

  it("refreshes once for five requests that fail with TOKEN_EXPIRED at the same time, and retries each", async () => {
    const refreshes: (string | null)[] = [];
    const resource = { calls: 0 };
    server.use(
      protectedResource(resource),
      http.post(`${base}/auth/refresh`, async ({ request }) => {
        refreshes.push(request.headers.get("authorization"));
        await new Promise((r) => setTimeout(r, 30));
        return newTokenPair();
      }),
    );
    const { client, session, onSessionEnded } = makeClient();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.get("/wallet/balance")),
    );

    expect(refreshes).toEqual(["Bearer refresh-1"]);
    expect(answers.map((a) => a.data.data.balance)).toEqual([
      500000, 500000, 500000, 500000, 500000,
    ]);
    expect(resource.calls).toBe(10); // five failures, five retries
    expect(session.stored).toHaveLength(1);
    expect(session.stored[0]).toMatchObject({ token: "new-access", refreshToken: "refresh-2" });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("reads the error envelope of a file asked for as text: renews an expired token, keeps the message", async () => {
    const file = { calls: 0 };
    const refresh = { calls: 0 };
    server.use(
      refreshGranting(refresh),
      http.get(`${base}/booking/b1/calendar`, ({ request }) => {
        file.calls++;
        if (request.headers.get("authorization") !== "Bearer new-access")
          return HttpResponse.json(
            { message: "Expired", code: ErrorCode.TOKEN_EXPIRED },
            { status: 401 },
          );
        return HttpResponse.json(
          {
            message: "Only a confirmed session with a time can be added to a calendar.",
            code: "NOT_IN_CALENDAR",
          },
          { status: 409 },
        );
      }),
    );
    const { client } = makeClient();
    const failure = await client
      .get("/booking/b1/calendar", { responseType: "text" })
      .catch((e) => e);
    expect([refresh.calls, file.calls]).toEqual([1, 2]);
    expect(failure.response.status).toBe(409);
    expect(failure.response.data).toEqual({
      message: "Only a confirmed session with a time can be added to a calendar.",
      code: "NOT_IN_CALENDAR",
    });
  });

  it("ends the session once, without looping, when the refresh fails", async () => {
    let refreshCalls = 0;
    const resource = { calls: 0 };
    server.use(
      protectedResource(resource),
      http.post(`${base}/auth/refresh`, () => {
        refreshCalls++;
        return HttpResponse.json({ message: "Invalid refresh token" }, { status: 401 });
      }),
    );
    const { client, onSessionEnded } = makeClient();
    const results = await Promise.allSettled([
      client.get("/wallet/balance"),
      client.get("/wallet/balance"),
    ]);

    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(resource.calls).toBe(2);
    expect(onSessionEnded).toHaveBeenCalledTimes(2); // once per failed request, one shared refresh
  });

  it("retries a request at most once even if the new token is rejected too", async () => {
    const refreshes = { calls: 0 };
    let calls = 0;
    server.use(
      http.get(`${base}/wallet/balance`, () => {
        calls++;
        return HttpResponse.json({ code: ErrorCode.TOKEN_EXPIRED }, { status: 401 });
      }),
      refreshGranting(refreshes),
    );
    await expect(makeClient().client.get("/wallet/balance")).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(calls).toBe(2);
    expect(refreshes.calls).toBe(1);
  });

  it("sends the person to login when the server no longer honours their session (signed out elsewhere)", async () => {
    let refreshCalls = 0;
    server.use(
      http.get(`${base}/user/info`, () =>
        HttpResponse.json(
          { message: "Please sign in.", code: ErrorCode.UNAUTHORIZED },
          { status: 401 },
        ),
      ),
      http.post(`${base}/auth/refresh`, () => {
        refreshCalls++;
        return HttpResponse.json({});
      }),
    );
    const { client, onSessionEnded } = makeClient();
    await expect(client.get("/user/info")).rejects.toMatchObject({ response: { status: 401 } });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(refreshCalls).toBe(0);
  });

  it("sends the person to login when their access token ran out and the refresh is refused", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${base}/user/info`, ({ request }) => {
        seen.push(request.headers.get("authorization"));
        return HttpResponse.json(
          { message: "Please sign in.", code: ErrorCode.UNAUTHORIZED },
          { status: 401 },
        );
      }),
      http.post(`${base}/auth/refresh`, () =>
        HttpResponse.json(
          { message: "Invalid", code: ErrorCode.INVALID_REFRESH_TOKEN },
          { status: 401 },
        ),
      ),
    );
    const { client, onSessionEnded } = makeClient({ refresh: "refresh-1" });
    await expect(client.get("/user/info")).rejects.toMatchObject({ response: { status: 401 } });
    expect(seen).toEqual([null]);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it("leaves a visitor who was never signed in where they are on a 401", async () => {
    server.use(
      http.get(`${base}/user/info`, () =>
        HttpResponse.json(
          { message: "Please sign in.", code: ErrorCode.UNAUTHORIZED },
          { status: 401 },
        ),
      ),
    );
    const { client, onSessionEnded } = makeClient({});
    await expect(client.get("/user/info")).rejects.toMatchObject({ response: { status: 401 } });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("does not refresh for a plain 401 or other errors", async () => {
    let refreshCalls = 0;
    server.use(
      http.get(`${base}/user/info`, () =>
        HttpResponse.json({ message: "Unauthorized" }, { status: 401 }),
      ),
      http.post(`${base}/auth/refresh`, () => {
        refreshCalls++;
        return HttpResponse.json({});
      }),
    );
    const { client, onSessionEnded } = makeClient();
    await expect(client.get("/user/info")).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls).toBe(0);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("ends the session without calling the server when the refresh token has expired", async () => {
    let refreshCalls = 0;
    server.use(
      protectedResource({ calls: 0 }),
      http.post(`${base}/auth/refresh`, () => {
        refreshCalls++;
        return HttpResponse.json({});
      }),
    );
    const onSessionEnded = vi.fn();
    const client = createApiClient({
      baseURL: base,
      headers: () => ({}),
      session: {
        accessToken: () => "old-access",
        refreshToken: () => "refresh-1",
        refreshTokenExpired: () => true,
        canRefresh: () => false,
        store: () => {},
      },
      onSessionEnded,
    });
    await expect(client.get("/wallet/balance")).rejects.toBeDefined();
    expect(refreshCalls).toBe(0);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it("refreshes before the request when the access token is gone but the refresh token lives", async () => {
    const refreshes = { calls: 0 };
    const resource = { calls: 0 };
    server.use(protectedResource(resource), refreshGranting(refreshes));
    const { client } = makeClient({ refresh: "refresh-1" });
    const [a, b] = await Promise.all([
      client.get("/wallet/balance"),
      client.get("/wallet/balance"),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refreshes.calls).toBe(1);
    expect(resource.calls).toBe(2);
  });

  it("renews an expired access token on its own, once for callers at the same time, and only then", async () => {
    const refreshes = { calls: 0 };
    server.use(refreshGranting(refreshes));
    const live = makeClient();
    await live.client.renewSession();
    expect(refreshes.calls).toBe(0);

    const expired = makeClient({ refresh: "refresh-1" });
    await Promise.all([expired.client.renewSession(), expired.client.renewSession()]);
    expect(refreshes.calls).toBe(1);
    expect(expired.session.token).toBe("new-access");

    // Signed out (no refresh token): nothing to renew, and no error.
    await expect(makeClient({}).client.renewSession()).resolves.toBeUndefined();
    expect(refreshes.calls).toBe(1);
  });
});
