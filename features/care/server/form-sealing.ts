import "server-only";
import { createHash } from "node:crypto";
import { careForms } from "@/db/schema/care-forms";
import { keyring, openText, sealText } from "@/features/notes/server/service";
import { formStateOf, signedText } from "../forms/answers";
import type { FormAnswers, FormDetail, FormQuestion, FormSummary } from "../forms/schemas";

export type FormRow = typeof careForms.$inferSelect;

/**
 * A form's answers and typed signature are sealed with the notes' key (decision 0707), bound to
 * the row and field as the measures' are, so neither can be pasted onto another form.
 */
const aad = (id: string, field: "answers" | "signedName") => `care_forms:${id}:${field}`;

type Sealable = { answers: FormAnswers; signedName: string | null };

/** The sealed columns of a form's answers (and its signature's name), under the current key. */
export function sealForm(id: string, { answers, signedName }: Sealable) {
  const key = keyring().current;
  return {
    keyId: key.id,
    answersCipher: sealText(key, JSON.stringify(answers), aad(id, "answers")),
    signedNameCipher: signedName === null ? null : sealText(key, signedName, aad(id, "signedName")),
  };
}

export function openForm(row: FormRow): Sealable {
  if (!row.keyId || !row.answersCipher) return { answers: {}, signedName: null };
  return {
    answers: JSON.parse(openText(row.keyId, row.answersCipher, aad(row.id, "answers"))),
    signedName: row.signedNameCipher
      ? openText(row.keyId, row.signedNameCipher, aad(row.id, "signedName"))
      : null,
  };
}

/** SHA-256 of the exact text a consent's signature covers (hex). */
export const textHash = (form: { title: string; body: string; questions: FormQuestion[] }) =>
  createHash("sha256").update(signedText(form), "utf8").digest("hex");

export const questionsOf = (row: FormRow) => row.questions as FormQuestion[];

export function formSummaryOf(row: FormRow, therapistName: string | null = null): FormSummary {
  return {
    identifier: row.id,
    providerId: row.providerId,
    clientId: row.clientId,
    bookingId: row.bookingId,
    kind: row.kind,
    title: row.title,
    state: formStateOf(row),
    sentAt: row.sentAt.toISOString(),
    savedAt: row.savedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    therapistName,
  };
}

/** The whole form for its client or therapist: the copy as sent, the answers, the signature. */
export function formDetailOf(row: FormRow, therapistName: string | null): FormDetail {
  const { answers, signedName } = openForm(row);
  return {
    ...formSummaryOf(row, therapistName),
    body: row.body,
    questions: questionsOf(row),
    answers,
    signature:
      signedName !== null && row.completedAt && row.signedTextHash
        ? {
            name: signedName,
            signedAt: row.completedAt.toISOString(),
            accountId: row.signedBy,
            textHash: row.signedTextHash,
          }
        : null,
  };
}
