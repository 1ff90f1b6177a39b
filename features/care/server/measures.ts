import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { careAlerts, careMeasures, careSettings } from "@/db/schema/care";
import { accountOf, fullName, namesOf } from "@/features/accounts/server/service";
import { sessionCountsOfClient } from "@/features/booking/server/service";
import { recordAccess, recordReads } from "@/features/notes/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError, fieldError } from "@/lib/server/errors";
import { crisisHelpFor } from "../crisis-lines";
import {
  assess,
  INSTRUMENTS,
  isCompleteAnswers,
  type Instrument,
} from "../instruments/definitions";
import { measuresDue } from "../schedule";
import { MEASURE_EVERY_DEFAULT, type CareAlert, type CrisisHelpAnswer } from "../schemas";
import { alertForViewer, measureForViewer, requireClientOf, type AlertRow } from "./access";
import { sendCareAttention } from "./attention";
import { measureOf, sealAnswers } from "./sealing";

export type Caller = { viewer: Viewer; address: string };

async function settingsOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(careSettings).where(eq(careSettings.userId, userId));
  return {
    measureEvery: row?.measureEvery ?? MEASURE_EVERY_DEFAULT,
    hideOwnChart: row?.hideOwnChart ?? false,
  };
}

/**
 * Sends what is due between one therapist and one client: both measures before the first session,
 * again every N held sessions (decision 0706). Run when either side opens their measures, so a
 * due measure is there when someone looks; the session count marks each round, so it is sent once.
 */
async function sendDue(providerId: string, clientId: string, sessions: number, now: Date) {
  const db = await getDb();
  const [{ measureEvery }, sent] = await Promise.all([
    settingsOf(providerId),
    db
      .select({ sessionCount: careMeasures.sessionCount, reason: careMeasures.reason })
      .from(careMeasures)
      .where(and(eq(careMeasures.providerId, providerId), eq(careMeasures.clientId, clientId))),
  ]);
  const due = measuresDue({ sessions, every: measureEvery, sent });
  if (!due) return;
  await db.insert(careMeasures).values(
    INSTRUMENTS.map((instrument) => ({
      providerId,
      clientId,
      instrument,
      reason: due,
      sessionCount: sessions,
      sentAt: now,
    })),
  );
}

const readEntries = (
  rows: { id: string; providerId: string; answeredAt: Date | null }[],
  actorId: string,
) =>
  rows
    .filter((r) => r.answeredAt)
    .map((r) => ({ ownerId: r.providerId, actorId, noteId: r.id, action: "read" as const }));

/** GET /care/measures: the client's own measures from all their therapists, oldest first. */
export async function ownMeasures({ viewer, address }: Caller, now: Date) {
  if (viewer.role !== "client") throw new DomainError("NOT_FOUND");
  for (const pair of await sessionCountsOfClient(viewer.userId))
    await sendDue(pair.providerId, viewer.userId, pair.sessions, now);
  const db = await getDb();
  const rows = await db
    .select()
    .from(careMeasures)
    .where(eq(careMeasures.clientId, viewer.userId))
    .orderBy(asc(careMeasures.sentAt), asc(careMeasures.instrument));
  // Every read of an answered measure is on record before it is shown (as a note's is).
  await recordReads(readEntries(rows, viewer.userId), address);
  const [{ hideOwnChart }, names] = await Promise.all([
    settingsOf(viewer.userId),
    namesOf(rows.map((r) => r.providerId)),
  ]);
  const therapistName = (id: string) => {
    const name = names.get(id);
    return name ? fullName(name) : null;
  };
  return {
    measures: rows.map((r) => ({ ...measureOf(r), therapistName: therapistName(r.providerId) })),
    hideOwnChart,
  };
}

const alertOf = (row: AlertRow): CareAlert => ({
  identifier: row.id,
  measureId: row.measureId,
  createdAt: row.createdAt.toISOString(),
  acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
});

/** GET /care/client/{clientId}: a therapist's view of one client's measures and open alerts. */
export async function clientCare({ viewer, address }: Caller, clientId: string, now: Date) {
  await requireClientOf(viewer, clientId);
  const pair = (await sessionCountsOfClient(clientId)).find((p) => p.providerId === viewer.userId);
  await sendDue(viewer.userId, clientId, pair?.sessions ?? 0, now);
  const db = await getDb();
  const mine = and(eq(careMeasures.providerId, viewer.userId), eq(careMeasures.clientId, clientId));
  const [rows, alerts, { measureEvery }] = await Promise.all([
    db
      .select()
      .from(careMeasures)
      .where(mine)
      .orderBy(asc(careMeasures.sentAt), asc(careMeasures.instrument)),
    db
      .select()
      .from(careAlerts)
      .where(
        and(
          eq(careAlerts.providerId, viewer.userId),
          eq(careAlerts.clientId, clientId),
          isNull(careAlerts.acknowledgedAt),
        ),
      )
      .orderBy(asc(careAlerts.createdAt)),
    settingsOf(viewer.userId),
  ]);
  await recordReads(readEntries(rows, viewer.userId), address);
  return { measures: rows.map(measureOf), alerts: alerts.map(alertOf), measureEvery };
}

/** POST /care/client/{clientId}/request: sends one now, or answers the one still open. */
export async function requestMeasure(
  { viewer }: Caller,
  clientId: string,
  instrument: Instrument,
  now: Date,
) {
  await requireClientOf(viewer, clientId);
  const db = await getDb();
  const [open] = await db
    .select()
    .from(careMeasures)
    .where(
      and(
        eq(careMeasures.providerId, viewer.userId),
        eq(careMeasures.clientId, clientId),
        eq(careMeasures.instrument, instrument),
        isNull(careMeasures.answeredAt),
      ),
    );
  if (open) return measureOf(open);
  const pair = (await sessionCountsOfClient(clientId)).find((p) => p.providerId === viewer.userId);
  const [row] = await db
    .insert(careMeasures)
    .values({
      providerId: viewer.userId,
      clientId,
      instrument,
      reason: "request",
      sessionCount: pair?.sessions ?? 0,
      sentAt: now,
    })
    .returning();
  return measureOf(row!);
}

/** The help for the client's country; the general advice alone where none is listed. */
export async function crisisHelpOf(clientId: string): Promise<CrisisHelpAnswer> {
  const { countryCode } = await accountOf(clientId);
  const help = crisisHelpFor(countryCode);
  return { countryCode, emergency: help?.emergency ?? null, lines: help?.lines ?? [] };
}

/**
 * POST /care/measures/{id}/answer: the client answers once. Answers and result are sealed; an
 * item 9 above 0 raises the therapist's alert in the same transaction and, once committed, their
 * urgent notification and content-free email. The answer carries the help to show first.
 */
export async function answerMeasure(
  { viewer, address }: Caller,
  id: string,
  answers: number[],
  now: Date,
) {
  if (viewer.role !== "client") throw new DomainError("NOT_FOUND");
  const row = await measureForViewer(id, viewer);
  if (row.answeredAt) throw new DomainError("CARE_ALREADY_ANSWERED");
  if (!isCompleteAnswers(row.instrument, answers))
    throw fieldError("answers", "careAnswerRequired");
  const result = assess(row.instrument, answers);
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(careMeasures)
      .set({
        answeredAt: now,
        ...sealAnswers(id, answers, { score: result.score, band: result.band }),
      })
      .where(and(eq(careMeasures.id, id), isNull(careMeasures.answeredAt)))
      .returning();
    // A second answer racing the first finds the row answered.
    if (!updated) throw new DomainError("CARE_ALREADY_ANSWERED");
    if (result.crisis)
      await tx.insert(careAlerts).values({
        measureId: id,
        providerId: row.providerId,
        clientId: row.clientId,
        createdAt: now,
      });
    await recordAccess(
      tx,
      [{ ownerId: row.providerId, actorId: viewer.userId, noteId: id, action: "create" }],
      address,
    );
    return updated;
  });
  if (result.crisis) await sendCareAttention(row.providerId, row.clientId, now);
  return {
    measure: measureOf(saved),
    crisis: result.crisis,
    help: result.crisis ? await crisisHelpOf(viewer.userId) : null,
  };
}

/** POST /care/alerts/{id}/acknowledge: the therapist has seen it; on record in the access history. */
export async function acknowledgeAlert({ viewer, address }: Caller, id: string, now: Date) {
  const alert = await alertForViewer(id, viewer);
  if (alert.acknowledgedAt) return alertOf(alert);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(careAlerts)
      .set({ acknowledgedAt: now })
      .where(and(eq(careAlerts.id, id), isNull(careAlerts.acknowledgedAt)))
      .returning();
    await recordAccess(
      tx,
      [{ ownerId: viewer.userId, actorId: viewer.userId, noteId: id, action: "update" }],
      address,
    );
    return row;
  });
  return alertOf(updated ?? alert);
}

/** PUT /care/settings: a therapist sets N; a client hides or shows their own chart. */
export async function updateSettings(
  { viewer }: Caller,
  input: { measureEvery?: number; hideOwnChart?: boolean },
) {
  const current = await settingsOf(viewer.userId);
  const next = {
    measureEvery:
      viewer.role === "provider"
        ? (input.measureEvery ?? current.measureEvery)
        : current.measureEvery,
    hideOwnChart:
      viewer.role === "client"
        ? (input.hideOwnChart ?? current.hideOwnChart)
        : current.hideOwnChart,
  };
  const db = await getDb();
  await db
    .insert(careSettings)
    .values({ userId: viewer.userId, ...next })
    .onConflictDoUpdate({ target: careSettings.userId, set: next });
  return next;
}
