import "server-only";
import { keyring, openText, sealText } from "@/features/notes/server/service";
import type { Band } from "../instruments/definitions";
import type { Measure } from "../schemas";
import type { MeasureRow } from "./access";

/**
 * Answers and results are sealed with the notes' key (decision 0706); the associated data binds
 * each ciphertext to its row and field, so a result cannot be pasted onto another measure.
 */
const aad = (id: string, field: "answers" | "result") => `care_measures:${id}:${field}`;

export function sealAnswers(id: string, answers: number[], result: { score: number; band: Band }) {
  const key = keyring().current;
  return {
    keyId: key.id,
    answersCipher: sealText(key, JSON.stringify(answers), aad(id, "answers")),
    resultCipher: sealText(key, JSON.stringify(result), aad(id, "result")),
  };
}

export function openResult(row: MeasureRow): { score: number; band: Band } | null {
  if (!row.resultCipher || !row.keyId) return null;
  return JSON.parse(openText(row.keyId, row.resultCipher, aad(row.id, "result")));
}

export function openAnswers(row: MeasureRow): number[] | null {
  if (!row.answersCipher || !row.keyId) return null;
  return JSON.parse(openText(row.keyId, row.answersCipher, aad(row.id, "answers")));
}

/** A measure as its reader sees it (never the single answers: the score and band tell enough). */
export function measureOf(row: MeasureRow): Measure {
  const result = openResult(row);
  return {
    identifier: row.id,
    providerId: row.providerId,
    clientId: row.clientId,
    instrument: row.instrument,
    reason: row.reason,
    sentAt: row.sentAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    score: result?.score ?? null,
    band: result?.band ?? null,
  };
}
