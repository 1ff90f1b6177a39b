import { describe, expect, it } from "vitest";
import { chartSeries, latestByInstrument } from "./chart-data";
import type { Measure } from "./schemas";

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9)).toISOString();
const m = (id: string, instrument: Measure["instrument"], day: number, score: number | null) =>
  ({
    identifier: id,
    providerId: "p",
    clientId: "c",
    instrument,
    reason: "first",
    sentAt: at(day - 1),
    answeredAt: score === null ? null : at(day),
    score,
    band: score === null ? null : "mild",
  }) as Measure;

describe("chartSeries", () => {
  it("marks a reliable change against the same instrument's previous answer only", () => {
    const data = chartSeries([
      m("a", "phq9", 1, 16),
      m("b", "gad7", 1, 12),
      m("c", "phq9", 29, 11),
      m("d", "gad7", 29, 9),
      m("e", "phq9", 57, 10),
      m("f", "gad7", 57, null),
    ]);
    expect(data.rows.map((r) => [r.identifier, r.change, r.delta])).toEqual([
      ["a", "none", 0],
      ["b", "none", 0],
      ["c", "improved", 5],
      ["d", "none", 3],
      ["e", "none", 1],
    ]);
    expect(data.x).toHaveLength(3);
    expect(data.phq9).toEqual([16, 11, 10]);
    expect(data.phq9Reliable).toEqual([null, 11, null]);
    expect(data.gad7).toEqual([12, 9, null]);
    expect(data.gad7Reliable).toEqual([null, null, null]);
  });

  it("reads the latest answer of each instrument", () => {
    const latest = latestByInstrument([m("a", "phq9", 1, 16), m("c", "phq9", 29, 4)]);
    expect(latest.map((r) => r.identifier)).toEqual(["c"]);
  });
});
