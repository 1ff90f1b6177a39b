import { describe, expect, it } from "vitest";
import { titleKeys, titleMatches, titleWords } from "./title-words";

describe("a note title's search keys", () => {
  it("are its words, lower-cased, each once, split at anything but letters and digits", () => {
    expect(titleWords("Plan: plan B, week-2")).toEqual(["plan", "b", "week", "2"]);
  });

  it("normalise compatibility forms, so a ligature or full-width letter is the plain one", () => {
    expect(titleWords("ﬁrst ＰＬＡＮ")).toEqual(["first", "plan"]);
  });

  it("hold each word and its prefixes from three letters, in letters rather than bytes", () => {
    expect(titleKeys("Übung GP")).toEqual(["übung", "übu", "übun", "gp"]);
  });

  it("find a title by a word's start from three letters, by a whole short word, and not mid-word", () => {
    expect(titleMatches("Treatment planning", "PLAN")).toBe(true);
    expect(titleMatches("Treatment planning", "pla")).toBe(true);
    expect(titleMatches("Treatment planning", "pl")).toBe(false);
    expect(titleMatches("Call the GP", "gp")).toBe(true);
    expect(titleMatches("Explanation", "plan")).toBe(false);
  });

  it("need every searched word, in any order", () => {
    expect(titleMatches("Progress 3 and plan", "plan progress")).toBe(true);
    expect(titleMatches("Progress 3", "plan progress")).toBe(false);
  });

  it("find nothing for a search without a letter or digit", () => {
    expect(titleMatches("Plan", " - ")).toBe(false);
  });
});
