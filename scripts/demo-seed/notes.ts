import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import { createNote } from "@/features/notes/server/notes";
import type { Db } from "@/db/client";
import { bookings, notes } from "@/db/schema";
import { idOf } from "./sessions";

/** Who wrote the demo's notes, as the audit log records it: no request made them. */
const SEEDED_FROM = "demo seed";

/** A therapist's notes on a demo client: one on the client, one on their last session held. */
const DEMO_NOTES: {
  therapist: string;
  client: string;
  clientNote: { title: string; content: string };
  sessionNote: { title: string; content: string };
}[] = [
  {
    therapist: "amaka.obi@demo.therapy",
    client: "chioma.eze@demo.therapy",
    clientNote: {
      title: "Background and goals",
      content:
        "Came for work stress after a promotion. Goals: sleep through the week, say no to extra shifts, one evening a week for herself.",
    },
    sessionNote: {
      title: "Session: saying no at work",
      content:
        "Practised turning down an extra shift in role play. She will try it once this week and write down how it felt. Sleep came up at the end: pick it up next time.",
    },
  },
  {
    therapist: "lena.mueller@demo.therapy",
    client: "jonas.weber@demo.therapy",
    clientNote: {
      title: "Anliegen und Ziele",
      content:
        "Kommt wegen Erschöpfung im Job. Ziele: Pausen einhalten, Grenzen gegenüber dem Team setzen, wieder regelmäßig Sport.",
    },
    sessionNote: {
      title: "Sitzung: Gedankenprotokoll",
      content:
        "Automatische Gedanken bei Überstunden gesammelt. Hausaufgabe: Gedankenprotokoll an drei Tagen, Fokus auf Situationen im Team.",
    },
  },
];

/**
 * Notes for the demo (`npm run demo`), so a therapist's client pages show what notes look like.
 * Written through the notes service, so they are sealed with the notes key and their creation is
 * in the audit log like any other; only while the therapist has no note on that client, so
 * starting the demo again adds none.
 */
export async function seedDemoNotes(db: Db, now = new Date()) {
  let added = 0;
  for (const { therapist, client, clientNote, sessionNote } of DEMO_NOTES) {
    const providerId = await idOf(db, therapist);
    const clientId = await idOf(db, client);
    const [existing] = await db
      .select({ id: notes.id })
      .from(notes)
      .where(and(eq(notes.providerId, providerId), eq(notes.clientId, clientId)))
      .limit(1);
    if (existing) continue;
    const caller = {
      viewer: {
        userId: providerId,
        role: "provider" as const,
        sessionId: SEEDED_FROM,
        name: { firstName: "", lastName: "" },
      },
      address: SEEDED_FROM,
    };
    await createNote(caller, { type: "client", reference: clientId, ...clientNote }, undefined);
    const [held] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.providerId, providerId),
          eq(bookings.clientId, clientId),
          eq(bookings.status, "completed"),
          lt(bookings.endTime, now),
        ),
      )
      .orderBy(desc(bookings.startTime))
      .limit(1);
    if (held)
      await createNote(caller, { type: "booking", reference: held.id, ...sessionNote }, undefined);
    added++;
  }
  return added;
}
