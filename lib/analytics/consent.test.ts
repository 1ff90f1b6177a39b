import { describe, expect, it } from "vitest";
import { acceptAll, allowedTags, custom, denyAll, parseConsent, serializeConsent } from "./consent";

const sources = {
  analytics: "/a.js",
  advertising: "/ad.js",
  "social-pixel": "/px.js",
  "session-recording": "/rec.js",
};

describe("cookie consent", () => {
  it("reads 'true' as all granted, 'custom' one by one, anything else as denied, nothing as not chosen", () => {
    expect(parseConsent("true", undefined)?.grants).toEqual({
      analytics: true,
      advertising: true,
      personalization: true,
    });
    expect(parseConsent("custom", '{"analytics":true}')?.grants).toEqual({
      analytics: true,
      advertising: false,
      personalization: false,
    });
    expect(parseConsent("false", undefined)?.mode).toBe("denied");
    expect(parseConsent("whatever", undefined)?.grants.analytics).toBe(false);
    expect(parseConsent(undefined, undefined)).toBeNull();
    expect(parseConsent("custom", "{broken")?.grants.analytics).toBe(false);
  });

  it("round-trips every mode", () => {
    for (const consent of [
      acceptAll(),
      denyAll(),
      custom({ analytics: false, advertising: true, personalization: true }),
    ]) {
      const { value, choices } = serializeConsent(consent);
      expect(parseConsent(value, choices)).toEqual(consent);
    }
  });

  it("runs a tag only with its consent and only when it is configured", () => {
    expect(allowedTags(null, sources)).toEqual([]);
    expect(allowedTags(denyAll(), sources)).toEqual([]);
    expect(allowedTags(acceptAll(), sources).sort()).toEqual(
      ["advertising", "analytics", "session-recording", "social-pixel"].sort(),
    );
    expect(
      allowedTags(
        custom({ analytics: true, advertising: false, personalization: true }),
        sources,
      ).sort(),
    ).toEqual(["analytics", "session-recording"]);
    expect(allowedTags(acceptAll(), { analytics: "/a.js" })).toEqual(["analytics"]);
  });
});
