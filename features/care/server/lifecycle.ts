import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { careAlerts, careMeasures, careSettings } from "@/db/schema/care";
import { careForms, careFormTemplates } from "@/db/schema/care-forms";
import { careSafetyPlans } from "@/db/schema/care-safety";
import type { Tx } from "@/lib/server/account-pieces";
import { formsOf } from "./forms";
import { openSections } from "./safety-plans";
import { measureOf, openAnswers } from "./sealing";

/**
 * A client's measures in their copy of their data (decision 0507): what they answered, the score
 * and band, when. A therapist's export holds only their own setting: the measures are the
 * client's answers.
 */
export async function careOf(userId: string) {
  const db = await getDb();
  const [rows, [settings], forms, templates, plans] = await Promise.all([
    db
      .select()
      .from(careMeasures)
      .where(eq(careMeasures.clientId, userId))
      .orderBy(asc(careMeasures.sentAt), asc(careMeasures.instrument)),
    db.select().from(careSettings).where(eq(careSettings.userId, userId)),
    formsOf(userId),
    db
      .select({
        kind: careFormTemplates.kind,
        title: careFormTemplates.title,
        body: careFormTemplates.body,
        questions: careFormTemplates.questions,
        sendToNewClients: careFormTemplates.sendToNewClients,
      })
      .from(careFormTemplates)
      .where(eq(careFormTemplates.providerId, userId))
      .orderBy(asc(careFormTemplates.createdAt)),
    db
      .select()
      .from(careSafetyPlans)
      .where(eq(careSafetyPlans.clientId, userId))
      .orderBy(asc(careSafetyPlans.updatedAt)),
  ]);
  return {
    measures: rows.map((row) => ({ ...measureOf(row), answers: openAnswers(row) })),
    // Intake and consent forms: the copy sent, the answers, the signature (decision 0707).
    forms,
    // A therapist's own form templates.
    formTemplates: templates,
    // The safety plans written with each therapist (decision 0708).
    safetyPlans: plans.map((p) => ({
      providerId: p.providerId,
      sections: openSections(p),
      updatedAt: p.updatedAt.toISOString(),
    })),
    settings: settings
      ? { measureEvery: settings.measureEvery, hideOwnChart: settings.hideOwnChart }
      : null,
  };
}

/**
 * Deleting an account deletes the client's measures and alerts and the person's settings in the
 * deletion's transaction (the account row itself is kept anonymized, so no cascade fires), with
 * the client's forms and safety plans and a therapist's own templates. A therapist's deletion leaves their clients'
 * measures and forms to the clients, who still read them.
 */
export async function clearCare(tx: Tx, userId: string) {
  await tx.delete(careAlerts).where(eq(careAlerts.clientId, userId));
  await tx.delete(careMeasures).where(eq(careMeasures.clientId, userId));
  await tx.delete(careSettings).where(eq(careSettings.userId, userId));
  await tx.delete(careForms).where(eq(careForms.clientId, userId));
  await tx.delete(careSafetyPlans).where(eq(careSafetyPlans.clientId, userId));
  await tx.delete(careFormTemplates).where(eq(careFormTemplates.providerId, userId));
}
