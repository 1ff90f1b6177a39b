import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { noteAudit } from "@/db/schema";
import { users } from "@/db/schema/accounts";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { heldSession, noteForm, sampleFiles, tempStorage } from "@/tests/helpers/notes";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { dayAtOffset, FAR_ZONES } from "@/tests/helpers/zones";
import { verifyChain } from "./audit";

const database = withTestDatabase({ seed: true });
let therapist: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
let otherClient: Awaited<ReturnType<typeof signedInUser>>;
let bookingId: string;

const post = (
  token: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
) => call("/note", { method: "POST", token, body: noteForm(fields, file) });

beforeAll(async () => {
  tempStorage();
  therapist = await signedInUser({ userType: "provider" });
  client = await signedInUser();
  await database.db
    .update(users)
    .set({ firstName: "Jürgen", lastName: "Böhm" })
    .where(eq(users.id, client.user.id));
  otherClient = await signedInUser();
  bookingId = await heldSession(therapist.user.id, client.user.id);
  await heldSession(therapist.user.id, otherClient.user.id);
});

const exportOf = (token: string, clientId: string, lang = "en") =>
  call(`/note/client/${clientId}/export`, { token, headers: { "x-language": lang } });

describe("GET /note/client/{clientId}/export: a therapist's notes on one client (decision 0704)", () => {
  it("names the file with the therapist's day, not the UTC one", async () => {
    await post(therapist.token, {
      type: "client",
      reference: client.user.id,
      title: "Dated",
      content: "For the file's name",
    });
    for (const { zone, hours } of FAR_ZONES) {
      await database.db
        .update(users)
        .set({ timezone: zone })
        .where(eq(users.id, therapist.user.id));
      const day = dayAtOffset(hours);
      expect(
        (await exportOf(therapist.token, client.user.id)).headers.get("content-disposition"),
      ).toBe(`attachment; filename="notes-jurgen-bohm-${day}.md"`);
    }
    await database.db
      .update(users)
      .set({ timezone: "Africa/Lagos" })
      .where(eq(users.id, therapist.user.id));
  });

  it("gives every note, oldest first, decrypted, and records each export in the note's history", async () => {
    const first = await post(therapist.token, {
      type: "client",
      reference: client.user.id,
      title: "Intake",
      content: "Came for sleep problems.\nLives alone.",
    });
    const second = await post(
      therapist.token,
      { type: "booking", reference: bookingId, title: "Week one", content: "Sleep diary started" },
      { name: "diary.pdf", bytes: sampleFiles.pdf },
    );
    await post(therapist.token, {
      type: "client",
      reference: otherClient.user.id,
      title: "Someone else's intake",
      content: "Not this client's",
    });
    const ids = [first.body.data.identifier, second.body.data.identifier] as string[];

    const res = await exportOf(therapist.token, client.user.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="notes-jurgen-bohm-\d{4}-\d{2}-\d{2}\.md"$/,
    );
    const text = res.body as string;
    expect(text).toMatch(/^# Notes on Jürgen Böhm\n/);
    expect(text).toContain("This file is not encrypted");
    expect(text).toContain("## Client note: Intake\n");
    // A form sends its line breaks as CRLF; the note keeps them as written.
    expect(text).toMatch(/Came for sleep problems\.\r?\nLives alone\./);
    expect(text).toMatch(/## Session note \(session of .+\): Week one\n/);
    expect(text).toContain("Attached file: diary.pdf");
    expect(text.indexOf("Intake")).toBeLessThan(text.indexOf("Week one"));
    expect(text).not.toContain("Someone else's intake");

    for (const id of ids) {
      const history = await database.db
        .select()
        .from(noteAudit)
        .where(and(eq(noteAudit.noteId, id), eq(noteAudit.action, "export")));
      expect(history).toHaveLength(1);
      expect(history[0]!.actorId).toBe(therapist.user.id);
    }
    expect((await verifyChain(therapist.user.id)).ok).toBe(true);
    const shown = await call(`/note/${ids[0]}/history`, { token: therapist.token });
    expect(shown.body.data.map((a: { action: string }) => a.action)).toContain("export");
  });

  it("speaks the therapist's language and tells the time on their clock", async () => {
    await database.db
      .update(users)
      .set({ timezone: "Europe/Berlin" })
      .where(eq(users.id, therapist.user.id));
    const res = await exportOf(therapist.token, client.user.id, "de");
    const text = res.body as string;
    expect(text).toMatch(/^# Notizen zu Jürgen Böhm\n/);
    expect(text).toContain("(Europe/Berlin)");
    expect(text).toContain("## Klient:innennotiz: Intake");
    expect(text).toContain("Angehängte Datei: diary.pdf");
  });

  it("answers 404 to anyone else, and for a person the therapist has no notes on", async () => {
    const stranger = await signedInUser({ userType: "provider" });
    const nobody = await signedInUser();
    const cases = [
      await exportOf(stranger.token, client.user.id),
      await exportOf(client.token, client.user.id),
      await exportOf(therapist.token, nobody.user.id),
      await exportOf(therapist.token, "00000000-0000-4000-8000-000000000000"),
    ];
    expect(cases.map((r) => [r.status, r.body.code])).toEqual([
      [404, "NOT_FOUND"],
      [404, "NOT_FOUND"],
      [404, "NOT_FOUND"],
      [404, "NOT_FOUND"],
    ]);
    expect((await call(`/note/client/${client.user.id}/export`)).status).toBe(401);
    expect((await exportOf(therapist.token, "not-an-id")).status).toBe(400);
  });
});
