/**
 * PHQ-9 and GAD-7 as published (Kroenke, Spitzer & Williams 2001; Spitzer, Kroenke, Williams &
 * Löwe 2006; both free to use without permission): nine and seven items, each answered 0 to 3
 * over the last two weeks, scored by summing, read through fixed severity bands. Pure: no I/O,
 * no language (the wording is in ./texts.ts).
 */
export const INSTRUMENTS = ["phq9", "gad7"] as const;
export type Instrument = (typeof INSTRUMENTS)[number];

/** The published answer values: Not at all, Several days, More than half the days, Nearly every day. */
export const ANSWER_VALUES = [0, 1, 2, 3] as const;
export type AnswerValue = (typeof ANSWER_VALUES)[number];

export const ITEM_COUNT: Record<Instrument, number> = { phq9: 9, gad7: 7 };
export const MAX_SCORE: Record<Instrument, number> = { phq9: 27, gad7: 21 };

export type Band = "minimal" | "mild" | "moderate" | "moderatelySevere" | "severe";

/** Each band's lowest score, in order (PHQ-9: Kroenke 2001, table 4; GAD-7: Spitzer 2006). */
export const BANDS: Record<Instrument, readonly { band: Band; from: number }[]> = {
  phq9: [
    { band: "minimal", from: 0 },
    { band: "mild", from: 5 },
    { band: "moderate", from: 10 },
    { band: "moderatelySevere", from: 15 },
    { band: "severe", from: 20 },
  ],
  gad7: [
    { band: "minimal", from: 0 },
    { band: "mild", from: 5 },
    { band: "moderate", from: 10 },
    { band: "severe", from: 15 },
  ],
};

/**
 * A reliable change between two scores: 5 points on PHQ-9, 4 on GAD-7 (the reliable change
 * indices used in IAPT/NHS Talking Therapies). Smaller moves are within measurement error.
 */
export const RELIABLE_CHANGE: Record<Instrument, number> = { phq9: 5, gad7: 4 };

/** PHQ-9 item 9 (0-based index 8): thoughts of being better off dead or of self-harm. */
export const PHQ9_RISK_ITEM = 8;

export const isAnswerValue = (v: unknown): v is AnswerValue =>
  typeof v === "number" && (ANSWER_VALUES as readonly number[]).includes(v);

/** Whether `answers` is a full set for the instrument: the right count, each 0 to 3. */
export function isCompleteAnswers(instrument: Instrument, answers: readonly unknown[]) {
  return answers.length === ITEM_COUNT[instrument] && answers.every(isAnswerValue);
}

/** The total: the sum of the answers. Throws on an incomplete or out-of-range set. */
export function scoreOf(instrument: Instrument, answers: readonly number[]): number {
  if (!isCompleteAnswers(instrument, answers))
    throw new RangeError(`${instrument} needs ${ITEM_COUNT[instrument]} answers from 0 to 3`);
  return answers.reduce((sum, a) => sum + a, 0);
}

export function bandOf(instrument: Instrument, score: number): Band {
  if (!Number.isInteger(score) || score < 0 || score > MAX_SCORE[instrument])
    throw new RangeError(`${instrument} score out of range: ${score}`);
  const bands = BANDS[instrument];
  let found = bands[0]!.band;
  for (const b of bands) if (score >= b.from) found = b.band;
  return found;
}

/** Any answer above 0 on PHQ-9 item 9 asks for help at once; GAD-7 has no such item. */
export function needsCrisisHelp(instrument: Instrument, answers: readonly number[]) {
  return instrument === "phq9" && (answers[PHQ9_RISK_ITEM] ?? 0) > 0;
}

export type Change = "improved" | "worsened" | "none";

/** How the later score moved from the earlier one, counting only a reliable change. */
export function reliableChange(instrument: Instrument, before: number, after: number): Change {
  const delta = after - before;
  if (Math.abs(delta) < RELIABLE_CHANGE[instrument]) return "none";
  return delta < 0 ? "improved" : "worsened";
}

/** Scores a full answer set: total, band, and whether the crisis page must come first. */
export function assess(instrument: Instrument, answers: readonly number[]) {
  const score = scoreOf(instrument, answers);
  return {
    score,
    band: bandOf(instrument, score),
    crisis: needsCrisisHelp(instrument, answers),
  };
}
