import { describe, expect, it } from "vitest";
import {
  assess,
  bandOf,
  ITEM_COUNT,
  MAX_SCORE,
  reliableChange,
  scoreOf,
  type Band,
  type Instrument,
} from "./definitions";
import { bandName, WORDING } from "./texts";

/** Answers summing to `total`, filled from the first item, keeping item 9 at `item9`. */
function answersFor(instrument: Instrument, total: number, item9 = 0) {
  const answers = Array<number>(ITEM_COUNT[instrument]).fill(0);
  let left = total;
  if (instrument === "phq9") {
    answers[8] = item9;
    left -= item9;
  }
  for (let i = 0; i < answers.length && left > 0; i++) {
    if (instrument === "phq9" && i === 8) continue;
    const add = Math.min(3 - answers[i]!, left);
    answers[i]! += add;
    left -= add;
  }
  if (left > 0) answers[8]! += left;
  return answers;
}

type Row = [score: number, band: Band, en: string, de: string];

// Every band's first and last score, in both languages, with the published band name.
const PHQ9: Row[] = [
  [0, "minimal", "Minimal or none", "Keine oder minimale depressive Symptomatik"],
  [4, "minimal", "Minimal or none", "Keine oder minimale depressive Symptomatik"],
  [5, "mild", "Mild", "Milde depressive Symptomatik"],
  [9, "mild", "Mild", "Milde depressive Symptomatik"],
  [10, "moderate", "Moderate", "Mittelgradige depressive Symptomatik"],
  [14, "moderate", "Moderate", "Mittelgradige depressive Symptomatik"],
  [15, "moderatelySevere", "Moderately severe", "Ausgeprägte depressive Symptomatik"],
  [19, "moderatelySevere", "Moderately severe", "Ausgeprägte depressive Symptomatik"],
  [20, "severe", "Severe", "Schwere depressive Symptomatik"],
  [27, "severe", "Severe", "Schwere depressive Symptomatik"],
];

const GAD7: Row[] = [
  [0, "minimal", "Minimal", "Minimale Angstsymptomatik"],
  [4, "minimal", "Minimal", "Minimale Angstsymptomatik"],
  [5, "mild", "Mild", "Milde Angstsymptomatik"],
  [9, "mild", "Mild", "Milde Angstsymptomatik"],
  [10, "moderate", "Moderate", "Mittelgradige Angstsymptomatik"],
  [14, "moderate", "Moderate", "Mittelgradige Angstsymptomatik"],
  [15, "severe", "Severe", "Schwere Angstsymptomatik"],
  [21, "severe", "Severe", "Schwere Angstsymptomatik"],
];

describe.each<[Instrument, Row[]]>([
  ["phq9", PHQ9],
  ["gad7", GAD7],
])("%s scoring and bands", (instrument, table) => {
  it.each(table)("a total of %i is %s (en %s, de %s)", (score, band, en, de) => {
    const answers = answersFor(instrument, score);
    expect(scoreOf(instrument, answers)).toBe(score);
    expect(bandOf(instrument, score)).toBe(band);
    expect(bandName("en", instrument, band)).toBe(en);
    expect(bandName("de", instrument, band)).toBe(de);
  });

  it("refuses a short set, a value above 3 and a score past the maximum", () => {
    const full = answersFor(instrument, 0);
    expect(() => scoreOf(instrument, full.slice(1))).toThrow(RangeError);
    expect(() => scoreOf(instrument, [4, ...full.slice(1)])).toThrow(RangeError);
    expect(() => scoreOf(instrument, [-1, ...full.slice(1)])).toThrow(RangeError);
    expect(() => bandOf(instrument, MAX_SCORE[instrument] + 1)).toThrow(RangeError);
    expect(() => bandOf(instrument, -1)).toThrow(RangeError);
  });

  it("has as many items and the same four answers in English and German", () => {
    for (const language of ["en", "de"] as const) {
      const w = WORDING[language][instrument];
      expect(w.items).toHaveLength(ITEM_COUNT[instrument]);
      expect(Object.keys(w.options)).toEqual(["0", "1", "2", "3"]);
    }
  });
});

describe("the published wording", () => {
  it("asks PHQ-9 item 9 and offers the four answers, in English and German", () => {
    expect(WORDING.en.phq9.items[8]).toBe(
      "Thoughts that you would be better off dead or of hurting yourself in some way",
    );
    expect(WORDING.de.phq9.items[8]).toBe(
      "Gedanken, dass Sie lieber tot wären oder sich Leid zufügen möchten",
    );
    expect(Object.values(WORDING.en.gad7.options)).toEqual([
      "Not at all",
      "Several days",
      "More than half the days",
      "Nearly every day",
    ]);
    expect(Object.values(WORDING.de.gad7.options)).toEqual([
      "Überhaupt nicht",
      "An einzelnen Tagen",
      "An mehr als der Hälfte der Tage",
      "Beinahe jeden Tag",
    ]);
  });
});

describe("item 9", () => {
  it("asks for help at any answer above 0, whatever the total", () => {
    expect(assess("phq9", answersFor("phq9", 0)).crisis).toBe(false);
    expect(assess("phq9", answersFor("phq9", 24, 0)).crisis).toBe(false);
    for (const v of [1, 2, 3]) {
      const result = assess("phq9", answersFor("phq9", v, v));
      expect(result).toEqual({ score: v, band: "minimal", crisis: true });
    }
  });

  it("is a PHQ-9 item only: GAD-7's last item never does", () => {
    expect(assess("gad7", [0, 0, 0, 0, 0, 0, 3]).crisis).toBe(false);
  });
});

describe("reliable change", () => {
  it("counts 5 points on PHQ-9 and 4 on GAD-7, either way, and not one less", () => {
    expect(reliableChange("phq9", 15, 10)).toBe("improved");
    expect(reliableChange("phq9", 15, 11)).toBe("none");
    expect(reliableChange("phq9", 10, 15)).toBe("worsened");
    expect(reliableChange("gad7", 12, 8)).toBe("improved");
    expect(reliableChange("gad7", 12, 9)).toBe("none");
    expect(reliableChange("gad7", 8, 12)).toBe("worsened");
  });
});
