// A .tsx test for the component project, whose Vite inlines next-intl (its ESM imports
// "next/server" without an extension, which the unit project cannot resolve).
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import middleware from "./middleware";

/** A page load (not a prefetch) with the given cookies. */
const load = (path: string, cookie = "") =>
  middleware(
    new NextRequest(`http://localhost${path}`, {
      headers: { cookie, "sec-fetch-dest": "document", "accept-language": "en" },
    }),
  );
const written = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0]
    ?.slice(name.length + 1);

describe("the X-Language cookie (spec section 4) on a page load", () => {
  it("is written with the language switched to, beside next-intl's X-Locale", () => {
    const german = load("/de/therapists/", "X-Locale=en; X-Language=en");
    expect(written(german, "X-Locale")).toBe("de");
    expect(written(german, "X-Language")).toBe("de");
    expect(german.headers.getSetCookie().find((c) => c.startsWith("X-Language="))).toMatch(
      /Path=\/.*SameSite=lax/i,
    );
    // Back to English: the switcher links to /en/..., which redirects to the unprefixed page.
    const english = load("/en/therapists/", "X-Locale=de; X-Language=de");
    expect(written(english, "X-Locale")).toBe("en");
    expect(written(english, "X-Language")).toBe("en");
  });

  it("catches up with X-Locale, and is left alone when it agrees", () => {
    expect(written(load("/de/", "X-Locale=de"), "X-Language")).toBe("de");
    expect(written(load("/de/", "X-Locale=de; X-Language=de"), "X-Language")).toBeUndefined();
  });
});
