import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { careSafetyPlans } from "@/db/schema/care-safety";
import { fullName, namesOf } from "@/features/accounts/server/service";
import { clientRelation, sessionCountsOfClient } from "@/features/booking/server/service";
import {
  keyring,
  openText,
  recordAccess,
  recordReads,
  sealText,
} from "@/features/notes/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { emptySections, type SafetyPlan, type SafetySections } from "../safety/schemas";
import type { Caller } from "./measures";

export type SafetyPlanRow = typeof careSafetyPlans.$inferSelect;

/** Sealed with the notes' key, bound to its row as measures and forms are (decision 0708). */
const aad = (id: string) => `care_safety_plans:${id}:sections`;

export function sealSections(id: string, sections: SafetySections) {
  const key = keyring().current;
  return { keyId: key.id, sectionsCipher: sealText(key, JSON.stringify(sections), aad(id)) };
}

export const openSections = (row: SafetyPlanRow): SafetySections =>
  JSON.parse(openText(row.keyId, row.sectionsCipher, aad(row.id)));

async function planRow(providerId: string, clientId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(careSafetyPlans)
    .where(and(eq(careSafetyPlans.providerId, providerId), eq(careSafetyPlans.clientId, clientId)));
  return row;
}

/**
 * The one access check: the pair's therapist while the client is theirs (decision 0405), or the
 * client, with a therapist they have or had a plan with. Anyone else (another therapist or
 * client, staff, "view as" never gets this far) gets NOT_FOUND, so no plan's existence shows.
 */
async function pairForViewer(viewer: Viewer, providerId: string, clientId: string) {
  const row = await planRow(providerId, clientId);
  if (viewer.role === "provider" && viewer.userId === providerId) {
    if ((await clientRelation(providerId, clientId)).isClient) return row;
  } else if (viewer.role === "client" && viewer.userId === clientId) {
    if (row || (await clientRelation(providerId, clientId)).isClient) return row;
  }
  throw new DomainError("NOT_FOUND");
}

function planOf(
  providerId: string,
  clientId: string,
  row: SafetyPlanRow | undefined,
  viewer: Viewer,
  therapistName: string | null,
): SafetyPlan {
  return {
    providerId,
    clientId,
    therapistName,
    sections: row ? openSections(row) : emptySections(),
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedByYou: row ? row.updatedBy === viewer.userId : null,
  };
}

async function therapistNames(ids: string[]) {
  const names = await namesOf(ids);
  return (id: string) => {
    const name = names.get(id);
    return name ? fullName(name) : null;
  };
}

// Every read of a written plan is on record before it is shown, under its therapist (as a note's).
const readsOf = (rows: SafetyPlanRow[], actorId: string) =>
  rows.map((r) => ({ ownerId: r.providerId, actorId, noteId: r.id, action: "read" as const }));

/** GET /care/safety-plans/{providerId}/{clientId}: the pair's plan, empty while unwritten. */
export async function safetyPlan(
  { viewer, address }: Caller,
  providerId: string,
  clientId: string,
) {
  const row = await pairForViewer(viewer, providerId, clientId);
  if (row) await recordReads(readsOf([row], viewer.userId), address);
  const name = await therapistNames([providerId]);
  return planOf(providerId, clientId, row, viewer, name(providerId));
}

/** GET /care/safety-plans: the client's plans, one per therapist they have or wrote one with. */
export async function ownSafetyPlans({ viewer, address }: Caller) {
  if (viewer.role !== "client") throw new DomainError("NOT_FOUND");
  const db = await getDb();
  const [rows, pairs] = await Promise.all([
    db
      .select()
      .from(careSafetyPlans)
      .where(eq(careSafetyPlans.clientId, viewer.userId))
      .orderBy(asc(careSafetyPlans.updatedAt)),
    sessionCountsOfClient(viewer.userId),
  ]);
  await recordReads(readsOf(rows, viewer.userId), address);
  const written = new Set(rows.map((r) => r.providerId));
  const providers = [
    ...rows.map((r) => r.providerId),
    ...pairs.map((p) => p.providerId).filter((id) => !written.has(id)),
  ];
  const name = await therapistNames(providers);
  const byProvider = new Map(rows.map((r) => [r.providerId, r]));
  return providers.map((id) => planOf(id, viewer.userId, byProvider.get(id), viewer, name(id)));
}

/**
 * PUT /care/safety-plans/{providerId}/{clientId}: either of the pair saves the whole plan, on the
 * version they read. A save on an older version (the other saved in between) is refused with 409,
 * so neither overwrites the other unseen; the write is on the access history.
 */
export async function saveSafetyPlan(
  { viewer, address }: Caller,
  providerId: string,
  clientId: string,
  input: { version: number; sections: SafetySections },
  now: Date,
) {
  const current = await pairForViewer(viewer, providerId, clientId);
  if ((current?.version ?? 0) !== input.version) throw new DomainError("SAFETY_PLAN_STALE");
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    let row: SafetyPlanRow | undefined;
    if (current) {
      [row] = await tx
        .update(careSafetyPlans)
        .set({
          ...sealSections(current.id, input.sections),
          version: input.version + 1,
          updatedAt: now,
          updatedBy: viewer.userId,
        })
        .where(and(eq(careSafetyPlans.id, current.id), eq(careSafetyPlans.version, input.version)))
        .returning();
    } else {
      const id = crypto.randomUUID();
      [row] = await tx
        .insert(careSafetyPlans)
        .values({
          id,
          providerId,
          clientId,
          ...sealSections(id, input.sections),
          version: 1,
          updatedAt: now,
          updatedBy: viewer.userId,
        })
        .onConflictDoNothing()
        .returning();
    }
    // The other saved between our read and this write.
    if (!row) throw new DomainError("SAFETY_PLAN_STALE");
    await recordAccess(
      tx,
      [
        {
          ownerId: providerId,
          actorId: viewer.userId,
          noteId: row.id,
          action: current ? "update" : "create",
        },
      ],
      address,
    );
    return row;
  });
  const name = await therapistNames([providerId]);
  return planOf(providerId, clientId, saved, viewer, name(providerId));
}
