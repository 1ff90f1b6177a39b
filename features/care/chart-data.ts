import { reliableChange, type Band, type Change, type Instrument } from "./instruments/definitions";
import type { Measure } from "./schemas";

export type ScoreRow = {
  identifier: string;
  instrument: Instrument;
  answeredAt: string;
  score: number;
  band: Band;
  /** Against the same instrument's answer before; "none" for the first or a small move. */
  change: Change;
  delta: number;
};

/**
 * The answered measures as a chart's aligned columns (seconds on x; a null where an instrument has
 * no answer at that time) and as table rows with each reliable change against the answer before.
 */
export function chartSeries(measures: readonly Measure[]) {
  const answered = measures
    .filter((m): m is Measure & { answeredAt: string; score: number; band: Band } =>
      Boolean(m.answeredAt && m.score !== null && m.band),
    )
    .sort((a, b) => a.answeredAt.localeCompare(b.answeredAt));
  const last: Partial<Record<Instrument, number>> = {};
  const rows: ScoreRow[] = answered.map((m) => {
    const before = last[m.instrument];
    last[m.instrument] = m.score;
    const change = before === undefined ? "none" : reliableChange(m.instrument, before, m.score);
    return {
      identifier: m.identifier,
      instrument: m.instrument,
      answeredAt: m.answeredAt,
      score: m.score,
      band: m.band,
      change,
      delta: before === undefined ? 0 : Math.abs(m.score - before),
    };
  });
  const x = [...new Set(rows.map((r) => Math.floor(Date.parse(r.answeredAt) / 1000)))].sort(
    (a, b) => a - b,
  );
  const column = (instrument: Instrument, onlyReliable: boolean) =>
    x.map((at) => {
      const row = rows.find(
        (r) => r.instrument === instrument && Math.floor(Date.parse(r.answeredAt) / 1000) === at,
      );
      if (!row || (onlyReliable && row.change === "none")) return null;
      return row.score;
    });
  return {
    rows,
    x,
    phq9: column("phq9", false),
    phq9Reliable: column("phq9", true),
    gad7: column("gad7", false),
    gad7Reliable: column("gad7", true),
  };
}

/** The latest answered measure of each instrument, for the client's plain-language reading. */
export function latestByInstrument(measures: readonly Measure[]) {
  const rows = chartSeries(measures).rows;
  return (["phq9", "gad7"] as const)
    .map((instrument) => rows.filter((r) => r.instrument === instrument).at(-1))
    .filter((r): r is ScoreRow => Boolean(r));
}
