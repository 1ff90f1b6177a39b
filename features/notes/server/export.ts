import "server-only";
import { dayIn } from "@/features/availability";
import { asc, and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notes } from "@/db/schema/notes";
import { contactOf, fullName, namesOf } from "@/features/accounts/server/service";
import { sessionStartsOf } from "@/features/booking/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { DomainError } from "@/lib/server/errors";
import { formatMailTime } from "@/lib/server/mailer";
import { translate } from "@/lib/server/locale";
import { recordAccess } from "./audit";
import type { Caller } from "./notes";
import { toWire } from "./notes";

/** "Chioma Eze" → "chioma-eze": a file name any system can keep. */
const slug = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "client";

/**
 * GET /note/client/{clientId}/export: every note the therapist wrote about one client, oldest
 * first, as a Markdown file in the therapist's language and zone (decision 0704). Each note's
 * export is in its access history before the file is answered. NOT_FOUND when the therapist has
 * no note on this person, so the export never confirms who anyone is.
 */
export async function exportClientNotes(
  caller: Caller,
  clientId: string,
  locale: Locale,
  now: Date,
) {
  const { viewer } = caller;
  if (viewer.role !== "provider") throw new DomainError("NOT_FOUND");
  const db = await getDb();
  const rows = await db
    .select()
    .from(notes)
    .where(and(eq(notes.providerId, viewer.userId), eq(notes.clientId, clientId)))
    .orderBy(asc(notes.createdAt), asc(notes.id));
  if (rows.length === 0) throw new DomainError("NOT_FOUND");
  const bookingIds = [...new Set(rows.flatMap((r) => (r.bookingId ? [r.bookingId] : [])))];
  const [therapist, names, sessionStart] = await Promise.all([
    contactOf(viewer.userId),
    namesOf([clientId]),
    sessionStartsOf(viewer.userId, bookingIds),
  ]);
  const zone = therapist?.timezone ?? "UTC";
  const at = (time: Date) => formatMailTime(locale, zone, time);
  const t = (key: string, values: Record<string, string> = {}) =>
    translate(locale, "Api", `notesExport.${key}`, values);
  const client = names.get(clientId);
  const clientName = client ? fullName(client) : "";

  const lines = [
    `# ${t("title", { client: clientName })}`,
    "",
    t("exported", {
      when: `${at(now)} (${zone})`,
      therapist: fullName(viewer.name),
    }),
    t("keepSafe"),
  ];
  for (const row of rows) {
    const note = toWire(row);
    const start = row.bookingId ? sessionStart.get(row.bookingId) : null;
    const kind =
      note.type === "booking"
        ? start
          ? t("sessionNoteOf", { when: at(start) })
          : t("sessionNote")
        : t("clientNote");
    lines.push("", `## ${kind}: ${note.title}`, "");
    const written = t("written", { when: at(row.createdAt) });
    lines.push(
      row.updatedAt.getTime() - row.createdAt.getTime() > 1000
        ? `${written} · ${t("changed", { when: at(row.updatedAt) })}`
        : written,
    );
    if (note.content) lines.push("", note.content);
    if (note.file) lines.push("", t("file", { name: note.file.name }));
  }
  await recordAccess(
    db,
    rows.map((r) => ({
      ownerId: r.providerId,
      actorId: viewer.userId,
      noteId: r.id,
      action: "export" as const,
    })),
    caller.address,
  );
  return {
    body: `${lines.join("\n")}\n`,
    filename: `notes-${slug(clientName)}-${dayIn(zone, now)}.md`,
  };
}
