import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { careMeasures } from "@/db/schema/care";
import { careForms } from "@/db/schema/care-forms";
import { careSafetyPlans } from "@/db/schema/care-safety";
import { fullName, namesOf } from "@/features/accounts/server/service";
import { historiesOf, type AuditAction } from "@/features/notes/server/service";
import { DomainError } from "@/lib/server/errors";
import type { CareAccess } from "../schemas";
import type { Caller } from "./measures";

type Subject = Pick<CareAccess, "subject" | "instrument" | "title">;

// What the client reads in their list: a form's or a measure's "create" is its answers sent, a
// plan's "create" and "update" are words written in it; every other access is a read.
const actionOf = (subject: CareAccess["subject"], action: AuditAction): CareAccess["action"] =>
  action === "create" || action === "update"
    ? subject === "safetyPlan"
      ? "wrote"
      : "answered"
    : "read";

/**
 * GET /care/access: who read the client's answers, forms and safety plans, and when (the access
 * history each is kept with, as a note's is), newest first, for the client alone. Addresses stay
 * with the therapist's record.
 */
export async function ownAccessHistory({ viewer }: Caller): Promise<CareAccess[]> {
  if (viewer.role !== "client") throw new DomainError("NOT_FOUND");
  const db = await getDb();
  const mine = viewer.userId;
  const [measures, forms, plans] = await Promise.all([
    db
      .select({ id: careMeasures.id, instrument: careMeasures.instrument })
      .from(careMeasures)
      .where(and(eq(careMeasures.clientId, mine), isNotNull(careMeasures.answeredAt))),
    db
      .select({ id: careForms.id, title: careForms.title })
      .from(careForms)
      .where(and(eq(careForms.clientId, mine), isNotNull(careForms.answersCipher))),
    db
      .select({ id: careSafetyPlans.id })
      .from(careSafetyPlans)
      .where(eq(careSafetyPlans.clientId, mine)),
  ]);
  const subjects = new Map<string, Subject>([
    ...measures.map(
      (m) => [m.id, { subject: "measure", instrument: m.instrument, title: null }] as const,
    ),
    ...forms.map((f) => [f.id, { subject: "form", instrument: null, title: f.title }] as const),
    ...plans.map((p) => [p.id, { subject: "safetyPlan", instrument: null, title: null }] as const),
  ]);
  const entries = await historiesOf([...subjects.keys()]);
  const names = await namesOf(entries.map((e) => e.actorId));
  return entries.map((e) => {
    const subject = subjects.get(e.noteId)!;
    const name = names.get(e.actorId);
    return {
      ...subject,
      subjectId: e.noteId,
      action: actionOf(subject.subject, e.action),
      byYou: e.actorId === mine,
      actorName: name ? fullName(name) : null,
      at: e.at,
    };
  });
}
