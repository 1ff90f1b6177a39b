import "server-only";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { careForms, careFormTemplates } from "@/db/schema/care-forms";
import { fullName, namesOf } from "@/features/accounts/server/service";
import { clientRelation } from "@/features/booking/server/service";
import { recordAccess, recordReads } from "@/features/notes/server/service";
import type { Locale } from "@/lib/i18n/routing";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError, fieldError } from "@/lib/server/errors";
import { firstProblem, isFullName, keptAnswers } from "../forms/answers";
import type { FormAnswers, FormKind, FormQuestion, FormTemplate } from "../forms/schemas";
import { starterTemplate } from "../forms/starters";
import { requireClientOf } from "./access";
import { sendFormsRequest } from "./form-emails";
import {
  formDetailOf,
  formSummaryOf,
  openForm,
  questionsOf,
  sealForm,
  textHash,
  type FormRow,
} from "./form-sealing";

export type Caller = { viewer: Viewer; address: string };

/** A therapist keeps at most this many templates. */
export const TEMPLATES_MAX = 20;

type TemplateRow = typeof careFormTemplates.$inferSelect;
const templateOf = (row: TemplateRow): FormTemplate => ({
  identifier: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  questions: row.questions as FormQuestion[],
  sendToNewClients: row.sendToNewClients,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /care/form-templates: the therapist's own forms, oldest first. */
export async function templatesOf(providerId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(careFormTemplates)
    .where(eq(careFormTemplates.providerId, providerId))
    .orderBy(asc(careFormTemplates.createdAt), asc(careFormTemplates.id));
  return rows.map(templateOf);
}

/** POST /care/form-templates: a copy of a starter in the therapist's language, not yet sent. */
export async function copyStarter(providerId: string, kind: FormKind, locale: Locale, now: Date) {
  const db = await getDb();
  const [{ n }] = (await db
    .select({ n: count() })
    .from(careFormTemplates)
    .where(eq(careFormTemplates.providerId, providerId))) as [{ n: number }];
  if (n >= TEMPLATES_MAX) throw new DomainError("CARE_FORM_TEMPLATE_LIMIT");
  const starter = starterTemplate(kind, locale);
  const [row] = await db
    .insert(careFormTemplates)
    .values({ providerId, ...starter, createdAt: now, updatedAt: now })
    .returning();
  return templateOf(row!);
}

/** PUT /care/form-templates/{id}: the therapist's edit. Forms already sent keep their copy. */
export async function updateTemplate(
  providerId: string,
  id: string,
  input: { title: string; body: string; questions: FormQuestion[]; sendToNewClients: boolean },
  now: Date,
) {
  const db = await getDb();
  const [row] = await db
    .update(careFormTemplates)
    .set({ ...input, updatedAt: now })
    .where(and(eq(careFormTemplates.id, id), eq(careFormTemplates.providerId, providerId)))
    .returning();
  if (!row) throw new DomainError("NOT_FOUND");
  return templateOf(row);
}

/**
 * A booking was confirmed (the booking feature's hook, wired in app/api/app.ts): on a client's
 * first confirmed booking with a therapist, the forms the therapist chose for new clients are
 * copied to the client, who is told by notification and email. A template reaches a client once
 * (a unique index), however many confirmations race.
 */
export async function sendFormsOnFirstBooking(
  confirmed: { id: string; providerId: string; clientId: string }[],
  now: Date,
) {
  const first = confirmed[0];
  if (!first) return;
  const { providerId, clientId } = first;
  // First: no confirmed or completed session with this therapist but the ones just confirmed.
  const { sessions } = await clientRelation(providerId, clientId);
  if (sessions > confirmed.length) return;
  const db = await getDb();
  const templates = await db
    .select()
    .from(careFormTemplates)
    .where(
      and(
        eq(careFormTemplates.providerId, providerId),
        eq(careFormTemplates.sendToNewClients, true),
      ),
    )
    .orderBy(asc(careFormTemplates.createdAt));
  if (!templates.length) return;
  const sent = await db
    .insert(careForms)
    .values(
      templates.map((t) => ({
        templateId: t.id,
        providerId,
        clientId,
        bookingId: first.id,
        kind: t.kind,
        title: t.title,
        body: t.body,
        questions: t.questions,
        sentAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: careForms.id });
  if (sent.length) await sendFormsRequest({ providerId, clientId, bookingId: first.id }, now);
}

/**
 * The one access check for a form: the row, if the viewer is the client it was sent to or the
 * therapist who sent it. Anyone else gets NOT_FOUND, so a form's existence is never confirmed.
 */
export async function formForViewer(id: string, viewer: Viewer): Promise<FormRow> {
  const db = await getDb();
  const mine =
    viewer.role === "provider"
      ? eq(careForms.providerId, viewer.userId)
      : eq(careForms.clientId, viewer.userId);
  const [row] = await db
    .select()
    .from(careForms)
    .where(and(eq(careForms.id, id), mine));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

async function therapistNames(rows: FormRow[]) {
  const names = await namesOf(rows.map((r) => r.providerId));
  return (id: string) => {
    const name = names.get(id);
    return name ? fullName(name) : null;
  };
}

/** GET /care/forms: the client's forms from all their therapists, their state only. */
export async function ownForms(viewer: Viewer) {
  if (viewer.role !== "client") throw new DomainError("NOT_FOUND");
  const db = await getDb();
  const rows = await db
    .select()
    .from(careForms)
    .where(eq(careForms.clientId, viewer.userId))
    .orderBy(asc(careForms.sentAt), asc(careForms.kind), asc(careForms.id));
  const nameOf = await therapistNames(rows);
  return rows.map((r) => formSummaryOf(r, nameOf(r.providerId)));
}

/** GET /care/client/{clientId}/forms: what the therapist sent this client and each one's state. */
export async function clientForms(viewer: Viewer, clientId: string) {
  await requireClientOf(viewer, clientId);
  const db = await getDb();
  const rows = await db
    .select()
    .from(careForms)
    .where(and(eq(careForms.providerId, viewer.userId), eq(careForms.clientId, clientId)))
    .orderBy(asc(careForms.sentAt), asc(careForms.kind), asc(careForms.id));
  return rows.map((r) => formSummaryOf(r));
}

/**
 * GET /care/forms/{id}: the form with its answers, for its client (their answers so far) or its
 * therapist (once completed: a draft is the client's until they send it). A read of answers is
 * on record in the access history before it is shown, as a note's is.
 */
export async function readForm({ viewer, address }: Caller, id: string) {
  const row = await formForViewer(id, viewer);
  const shown = viewer.role === "provider" && !row.completedAt ? draftHidden(row) : row;
  if (shown.answersCipher)
    await recordReads(
      [{ ownerId: row.providerId, actorId: viewer.userId, noteId: row.id, action: "read" }],
      address,
    );
  return formDetailOf(shown, (await therapistNames([row]))(row.providerId));
}

const draftHidden = (row: FormRow): FormRow => ({
  ...row,
  keyId: null,
  answersCipher: null,
  signedNameCipher: null,
});

function checkAnswers(row: FormRow, answers: FormAnswers, complete: boolean) {
  const problem = firstProblem(questionsOf(row), answers, { complete });
  if (problem) throw fieldError(`answers.${problem}`, "careFormAnswer");
}

/** PUT /care/forms/{id}/answers: the client's answers so far, saved as they type. */
export async function saveForm({ viewer }: Caller, id: string, answers: FormAnswers, now: Date) {
  if (viewer.role !== "client") throw new DomainError("NOT_FOUND");
  const row = await formForViewer(id, viewer);
  if (row.completedAt) throw new DomainError("CARE_FORM_COMPLETED");
  checkAnswers(row, answers, false);
  const db = await getDb();
  const [saved] = await db
    .update(careForms)
    .set({ savedAt: now, ...sealForm(id, { answers: keptAnswers(answers), signedName: null }) })
    .where(and(eq(careForms.id, id), isNull(careForms.completedAt)))
    .returning();
  if (!saved) throw new DomainError("CARE_FORM_COMPLETED");
  return formSummaryOf(saved);
}

/**
 * POST /care/forms/{id}/complete: the client sends the form, once. A consent is signed by typing
 * one's full name; the signature keeps the hash of the exact text signed, the time and the
 * signed-in account, so a changed template never alters it.
 */
export async function completeForm(
  { viewer, address }: Caller,
  id: string,
  input: { answers: FormAnswers; signedName?: string },
  now: Date,
) {
  if (viewer.role !== "client") throw new DomainError("NOT_FOUND");
  const row = await formForViewer(id, viewer);
  if (row.completedAt) throw new DomainError("CARE_FORM_COMPLETED");
  checkAnswers(row, input.answers, true);
  const consent = row.kind === "consent";
  const signedName = consent ? (input.signedName ?? "").trim() : null;
  if (consent && !isFullName(signedName ?? "", viewer.name))
    throw fieldError("signedName", "careSignatureName");
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(careForms)
      .set({
        savedAt: row.savedAt ?? now,
        completedAt: now,
        ...sealForm(id, { answers: keptAnswers(input.answers), signedName }),
        ...(consent
          ? {
              signedBy: viewer.userId,
              signedTextHash: textHash({ ...row, questions: questionsOf(row) }),
            }
          : {}),
      })
      .where(and(eq(careForms.id, id), isNull(careForms.completedAt)))
      .returning();
    // A second send racing the first finds the form completed.
    if (!updated) throw new DomainError("CARE_FORM_COMPLETED");
    await recordAccess(
      tx,
      [{ ownerId: row.providerId, actorId: viewer.userId, noteId: id, action: "create" }],
      address,
    );
    return updated;
  });
  return formDetailOf(saved, (await therapistNames([saved]))(saved.providerId));
}

/** A client's forms with their answers, for their data export. */
export async function formsOf(clientId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(careForms)
    .where(eq(careForms.clientId, clientId))
    .orderBy(asc(careForms.sentAt), asc(careForms.kind), asc(careForms.id));
  return rows.map((r) => ({ ...formDetailOf(r, null), answers: openForm(r).answers }));
}
