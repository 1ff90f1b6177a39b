import { describe, expect, it } from "vitest";
import { firstProblem, isCalendarDate, isFullName, keptAnswers, formStateOf } from "./answers";
import { formTemplateInputSchema, FORM_LIMITS, type FormQuestion } from "./schemas";
import { starterTemplate } from "./starters";

const questions: FormQuestion[] = [
  { id: "short", kind: "shortText", label: "Name", required: true },
  { id: "long", kind: "longText", label: "Story", required: false },
  { id: "when", kind: "date", label: "When", required: false },
  { id: "one", kind: "single", label: "One", required: false, options: ["a", "b"] },
  { id: "many", kind: "multiple", label: "Many", required: false, options: ["a", "b", "c"] },
  { id: "scale", kind: "scale", label: "How", required: false, min: 0, max: 10 },
];

describe("form answers", () => {
  it("takes each kind at the edges of its limits", () => {
    const ok = (answers: Record<string, unknown>) =>
      firstProblem(questions, answers as never, { complete: false });
    expect(ok({ short: "x".repeat(FORM_LIMITS.shortText) })).toBeNull();
    expect(ok({ short: "x".repeat(FORM_LIMITS.shortText + 1) })).toBe("short");
    expect(ok({ long: "x".repeat(FORM_LIMITS.longText) })).toBeNull();
    expect(ok({ long: "x".repeat(FORM_LIMITS.longText + 1) })).toBe("long");
    expect(ok({ when: "2024-02-29" })).toBeNull();
    expect(ok({ when: "2023-02-29" })).toBe("when");
    expect(ok({ one: "b" })).toBeNull();
    expect(ok({ one: "c" })).toBe("one");
    expect(ok({ one: ["a"] })).toBe("one");
    expect(ok({ many: ["a", "c"] })).toBeNull();
    expect(ok({ many: ["a", "a"] })).toBe("many");
    expect(ok({ many: ["d"] })).toBe("many");
    expect(ok({ scale: 0 })).toBeNull();
    expect(ok({ scale: 10 })).toBeNull();
    expect(ok({ scale: 11 })).toBe("scale");
    expect(ok({ other: "x" })).toBe("other");
  });

  it("asks for the required ones only when completing", () => {
    expect(firstProblem(questions, {}, { complete: false })).toBeNull();
    expect(firstProblem(questions, { short: "  " }, { complete: true })).toBe("short");
    expect(firstProblem(questions, { short: "Ada" }, { complete: true })).toBeNull();
    expect(keptAnswers({ short: "Ada", long: "", many: [] })).toEqual({ short: "Ada" });
  });

  it("reads dates, names and states", () => {
    expect(isCalendarDate("2026-12-31")).toBe(true);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("31.12.2026")).toBe(false);
    const person = { firstName: "Ada", lastName: "Lovelace" };
    expect(isFullName("  ada   LOVELACE ", person)).toBe(true);
    expect(isFullName("Ada", person)).toBe(false);
    expect(formStateOf({ savedAt: null, completedAt: null })).toBe("sent");
    expect(formStateOf({ savedAt: new Date(), completedAt: null })).toBe("started");
    expect(formStateOf({ savedAt: new Date(), completedAt: new Date() })).toBe("completed");
  });

  it("starts from starters that are valid templates in both languages", () => {
    for (const locale of ["en", "de"] as const)
      for (const kind of ["intake", "consent"] as const) {
        const starter = starterTemplate(kind, locale);
        expect(
          formTemplateInputSchema.safeParse({ ...starter, sendToNewClients: false }).success,
        ).toBe(true);
      }
    expect(starterTemplate("intake", "de").title).not.toBe(starterTemplate("intake", "en").title);
  });
});
