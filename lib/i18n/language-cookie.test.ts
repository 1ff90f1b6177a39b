import { describe, expect, it } from "vitest";
import { languageToWrite } from "./language-cookie";

describe("the X-Language cookie a page's answer writes", () => {
  it("is the language next-intl's X-Locale switches to", () => {
    expect(languageToWrite({ localeWritten: "de", locale: "en", language: "en" })).toBe("de");
    expect(languageToWrite({ localeWritten: "en", locale: "de" })).toBe("en");
  });

  it("catches up with X-Locale when it is missing or tells another language", () => {
    expect(languageToWrite({ locale: "de" })).toBe("de");
    expect(languageToWrite({ locale: "de", language: "en" })).toBe("de");
  });

  it("is left alone when it already agrees, or no language was chosen", () => {
    expect(languageToWrite({ locale: "de", language: "de" })).toBeNull();
    expect(languageToWrite({ language: "en" })).toBeNull();
    expect(languageToWrite({})).toBeNull();
  });
});
