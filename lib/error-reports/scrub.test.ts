import type { ErrorEvent } from "@sentry/nextjs";
import { describe, expect, it } from "vitest";
import { reportable, scrubEvent } from "./scrub";

const thrown = (type: string, value: string): ErrorEvent =>
  ({ type: undefined, exception: { values: [{ type, value }] } }) as ErrorEvent;

describe("which errors are reported (spec section 8)", () => {
  it("ignores network and language errors", () => {
    for (const [type, value] of [
      ["TypeError", "Failed to fetch"],
      ["TypeError", "Failed to fetch (api.example.com)"],
      ["TypeError", "NetworkError when attempting to fetch resource."],
      ["TypeError", "Load failed"],
      ["TypeError", "fetch failed"],
      ["AxiosError", "Network Error"],
      ["ChunkLoadError", "Loading chunk 123 failed."],
      ["IntlError", "MISSING_MESSAGE: Could not resolve `Home.title`"],
    ])
      expect(reportable(thrown(type!, value!)), value).toBe(false);
    expect(reportable(thrown("Error", "x"), { originalException: { code: "ERR_NETWORK" } })).toBe(
      false,
    );
  });

  it("reports the rest", () => {
    expect(reportable(thrown("TypeError", "Cannot read properties of undefined"))).toBe(true);
    expect(reportable(thrown("Error", "Failed to fetch the wallet balance: 500"))).toBe(true);
  });
});

describe("what a report carries", () => {
  it("keeps no cookies, headers, bodies, query, breadcrumbs, extra data or user but the id", () => {
    const event = scrubEvent({
      type: undefined,
      user: { id: "u1", email: "ada@example.com", ip_address: "203.0.113.9" },
      request: {
        method: "POST",
        url: "https://haven.test/reset-password/?token=abc",
        cookies: { refreshToken: "t" },
        headers: { authorization: "Bearer t" },
        data: { note: "private" },
      },
      breadcrumbs: [{ message: "clicked Ada Lovelace" }],
      extra: { form: "private" },
      contexts: {
        os: { name: "Linux" },
        state: { state: { type: "x", value: { form: "private" } } },
      },
      exception: {
        values: [{ type: "Error", value: `no account ada@example.com, token ${"x".repeat(40)}` }],
      },
    });
    expect(event.user).toEqual({ id: "u1" });
    expect(event.request).toEqual({ method: "POST", url: "https://haven.test/reset-password/" });
    expect(event.breadcrumbs).toBeUndefined();
    expect(event.extra).toBeUndefined();
    expect(event.contexts).toEqual({ os: { name: "Linux" } });
    expect(event.exception!.values![0]!.value).toBe("no account [email], token [token]");
  });
});
