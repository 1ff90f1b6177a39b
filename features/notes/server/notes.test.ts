import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { noteAudit, notes } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";
import { createUser, signedInUser } from "@/tests/helpers/factories";
import { heldSession, noteForm, sampleFiles, tempStorage } from "@/tests/helpers/notes";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";
import { verifyChain } from "./audit";

const database = withTestDatabase({ seed: true });
let root: string;
let therapist: Awaited<ReturnType<typeof signedInUser>>;
let otherTherapist: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
let bookingId: string;

beforeAll(async () => {
  root = tempStorage();
  therapist = await signedInUser({ userType: "provider" });
  otherTherapist = await signedInUser({ userType: "provider" });
  client = await signedInUser();
  bookingId = await heldSession(therapist.user.id, client.user.id);
});

const post = (
  token: string | undefined,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
  lang = "en",
) =>
  call("/note", {
    method: "POST",
    token,
    body: noteForm(fields, file),
    headers: { "x-language": lang },
  });

const sessionNote = (
  fields: Record<string, string> = {},
  file?: { name: string; bytes: Uint8Array },
) =>
  post(
    therapist.token,
    {
      type: "booking",
      reference: bookingId,
      title: "First session",
      content: "Talked about sleep",
      ...fields,
    },
    file,
  );

const auditOf = (noteId: string) =>
  database.db.select().from(noteAudit).where(eq(noteAudit.noteId, noteId)).orderBy(noteAudit.id);

const storedFiles = () =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

describe("session notes", () => {
  it("creates a note with the spec's toast and returns it decrypted to its author", async () => {
    const res = await sessionNote();
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      type: "booking",
      title: "First session",
      content: "Talked about sleep",
      reference: bookingId,
      clientId: client.user.id,
      message: "Session note added successfully",
    });
    const list = await call(`/note/booking/${bookingId}`, { token: therapist.token });
    expect(list.body.data.map((n: { identifier: string }) => n.identifier)).toContain(
      res.body.data.identifier,
    );
  });

  it("checks the title at 3 and 32 characters and the content at 4000, in English and German", async () => {
    expect((await sessionNote({ title: "abc" })).status).toBe(201);
    expect((await sessionNote({ title: "a".repeat(32) })).status).toBe(201);
    expect((await sessionNote({ content: "x".repeat(4000) })).status).toBe(201);
    const short = await sessionNote({ title: "ab" });
    expect(short.status).toBe(400);
    expect(short.body.errors.title).toBe("Title must be 3 to 32 characters");
    expect((await sessionNote({ title: "a".repeat(33) })).body.errors.title).toBe(
      "Title must be 3 to 32 characters",
    );
    const long = await sessionNote({ content: "x".repeat(4001) });
    expect(long.body.errors.content).toBe("Note must not exceed 4000 characters");
    const de = await post(
      therapist.token,
      { type: "booking", reference: bookingId, title: "ab", content: "" },
      undefined,
      "de",
    );
    expect(de.body.errors).toEqual({
      title: "Der Titel muss 3 bis 32 Zeichen lang sein",
      content: "Bitte schreiben Sie die Notiz",
    });
  });

  it("requires content on create and not on edit", async () => {
    const missing = await sessionNote({ content: "" });
    expect(missing.body.errors.content).toBe("Please write the note");
    const created = await sessionNote();
    const edited = await call(`/note/${created.body.data.identifier}`, {
      method: "PUT",
      token: therapist.token,
      body: noteForm({ title: "Renamed" }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: "Renamed",
      content: "Talked about sleep",
      message: "Session Note Updated",
    });
  });

  it("accepts a session's files by their content and refuses other kinds, disguises and 10 MB + 1", async () => {
    expect((await sessionNote({}, { name: "scan.pdf", bytes: sampleFiles.pdf })).status).toBe(201);
    expect((await sessionNote({}, { name: "data.csv", bytes: sampleFiles.csv })).status).toBe(201);
    const mp4 = await sessionNote({}, { name: "video.mp4", bytes: sampleFiles.mp4 });
    expect(mp4.body.errors.file).toBe("This file type is not allowed for this note");
    expect((await sessionNote({}, { name: "fake.pdf", bytes: sampleFiles.exe })).status).toBe(400);
    expect((await sessionNote({}, { name: "scan.png", bytes: sampleFiles.pdf })).status).toBe(400);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(sampleFiles.pdf);
    const tooBig = await sessionNote({}, { name: "big.pdf", bytes: big });
    expect([400, 413]).toContain(tooBig.status);
    const exact = new Uint8Array(10 * 1024 * 1024);
    exact.set(sampleFiles.pdf);
    expect((await sessionNote({}, { name: "exact.pdf", bytes: exact })).status).toBe(201);
  });

  it("refuses a booking the therapist did not hold", async () => {
    const foreign = await heldSession(otherTherapist.user.id, client.user.id);
    expect((await sessionNote({ reference: foreign })).status).toBe(404);
  });
});

describe("client notes", () => {
  it("says 'Client ID is missing' without a client, in English and German", async () => {
    const en = await post(therapist.token, { type: "client", title: "Intake", content: "x" });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe("Client ID is missing");
    const de = await post(
      therapist.token,
      { type: "client", title: "Intake", content: "x" },
      undefined,
      "de",
    );
    expect(de.body.message).toBe("Die Klienten-ID fehlt");
  });

  it("is only for the therapist's own clients and accepts docx and mp4", async () => {
    const stranger = await createUser();
    expect(
      (await post(therapist.token, { type: "client", reference: stranger.id, title: "Intake" }))
        .status,
    ).toBe(404);
    const res = await post(
      therapist.token,
      { type: "client", reference: client.user.id, title: "Intake" },
      { name: "recording.mp4", bytes: sampleFiles.mp4 },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      type: "client",
      content: null,
      message: "Client note added successfully",
    });
    expect(res.body.data.file).toEqual({
      name: "recording.mp4",
      kind: "mp4",
      size: sampleFiles.mp4.length,
    });
  });

  it("filters a client's notes by type, title, dates and page", async () => {
    const c2 = await signedInUser();
    await heldSession(therapist.user.id, c2.user.id);
    for (let i = 0; i < 12; i++)
      await post(therapist.token, {
        type: "client",
        reference: c2.user.id,
        title: i % 2 ? `Progress ${i}` : `Plan ${i}`,
      });
    const page1 = await call(`/note/client/${c2.user.id}`, { token: therapist.token });
    expect(page1.body.meta).toEqual({ page: 1, pageSize: 10, total: 12 });
    const page2 = await call(`/note/client/${c2.user.id}?page=2`, { token: therapist.token });
    expect(page2.body.data).toHaveLength(2);
    const progress = await call(`/note/client/${c2.user.id}?title=PROGRESS`, {
      token: therapist.token,
    });
    expect(progress.body.meta.total).toBe(6);
    expect(progress.body.data.every((n: { title: string }) => n.title.startsWith("Progress"))).toBe(
      true,
    );
    expect(
      (await call(`/note/client/${c2.user.id}?type=booking`, { token: therapist.token })).body.meta
        .total,
    ).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await call(`/note/client/${c2.user.id}?fromDate=${today}&toDate=${today}`, {
          token: therapist.token,
        })
      ).body.meta.total,
    ).toBe(12);
    expect(
      (await call(`/note/client/${c2.user.id}?toDate=2020-01-01`, { token: therapist.token })).body
        .meta.total,
    ).toBe(0);
    const bad = await call(`/note/client/${c2.user.id}?fromDate=2026-02-02&toDate=2026-02-01`, {
      token: therapist.token,
    });
    expect(bad.status).toBe(400);
  });
});

describe("searching titles through their blind index (decision 0705)", () => {
  const found = async (clientId: string, search: string) => {
    const res = await call(`/note/client/${clientId}?title=${encodeURIComponent(search)}`, {
      token: therapist.token,
    });
    expect(res.status).toBe(200);
    return (res.body.data as { title: string }[]).map((n) => n.title).sort();
  };

  it("finds a word by its start from three letters, every searched word, and not mid-word", async () => {
    const c3 = await signedInUser();
    await heldSession(therapist.user.id, c3.user.id);
    for (const title of ["Treatment planning", "Plan B", "Explanation", "Übung Woche 2"])
      await post(therapist.token, { type: "client", reference: c3.user.id, title });
    expect(await found(c3.user.id, "plan")).toEqual(["Plan B", "Treatment planning"]);
    expect(await found(c3.user.id, "PLA")).toEqual(["Plan B", "Treatment planning"]);
    expect(await found(c3.user.id, "b plan")).toEqual(["Plan B"]);
    expect(await found(c3.user.id, "lan")).toEqual([]);
    expect(await found(c3.user.id, "übung")).toEqual(["Übung Woche 2"]);
    expect(await found(c3.user.id, " - ")).toEqual([]);
  });

  it("keeps only keyed hashes, different for the same word in another client's notes", async () => {
    const [a, b] = [await signedInUser(), await signedInUser()];
    for (const c of [a, b]) {
      await heldSession(therapist.user.id, c.user.id);
      await post(therapist.token, { type: "client", reference: c.user.id, title: "Panic plan" });
    }
    const rows = await database.db
      .select({ clientId: notes.clientId, index: notes.titleIndex })
      .from(notes)
      .where(sql`${notes.clientId} in (${a.user.id}, ${b.user.id})`);
    const [first, second] = rows.map((r) => r.index ?? []);
    // "panic", "pan", "pani", "plan", "pla": five values, none of them a word.
    expect(first).toHaveLength(5);
    // Each a 128-bit hash in base64url, none of them a word (a substring check would match a hash
    // that happens to spell "pan").
    for (const value of [...first!, ...second!]) {
      expect(value).toMatch(/^[\w-]{22}$/);
      expect(["panic", "pan", "pani", "plan", "pla"]).not.toContain(value);
    }
    expect(first!.filter((v) => second!.includes(v))).toEqual([]);
    expect(await found(a.user.id, "panic")).toEqual(["Panic plan"]);
  });

  it("still finds a note written before the index, by decrypting its title", async () => {
    const c4 = await signedInUser();
    await heldSession(therapist.user.id, c4.user.id);
    const res = await post(therapist.token, {
      type: "client",
      reference: c4.user.id,
      title: "Sleep diary",
    });
    await database.db
      .update(notes)
      .set({ titleIndex: null })
      .where(eq(notes.id, res.body.data.identifier));
    expect(await found(c4.user.id, "sleep")).toEqual(["Sleep diary"]);
    expect(await found(c4.user.id, "diaries")).toEqual([]);
  });
});

describe("only the author ever gets a note", () => {
  it("answers 404 to another therapist and the client, 401 to anonymous, on every endpoint", async () => {
    const created = await sessionNote({}, { name: "scan.pdf", bytes: sampleFiles.pdf });
    const id = created.body.data.identifier;
    const paths: [string, string, FormData?][] = [
      ["GET", `/note/${id}`],
      ["GET", `/note/${id}/file`],
      ["GET", `/note/${id}/history`],
      ["PUT", `/note/${id}`, noteForm({ title: "Hijacked" })],
      ["DELETE", `/note/${id}`],
      ["GET", `/note/booking/${bookingId}`],
    ];
    for (const [method, p, body] of paths) {
      for (const intruder of [otherTherapist, client]) {
        const res = await call(p, { method, token: intruder.token, body });
        expect(res.status, `${method} ${p}`).toBe(404);
      }
      expect((await call(p, { method, body })).status).toBe(401);
    }
    // Another therapist's list of the same client holds nothing of this one's.
    const theirs = await call(`/note/client/${client.user.id}`, { token: otherTherapist.token });
    expect(theirs.body.data).toEqual([]);
    const asClient = await call(`/note/client/${client.user.id}`, { token: client.token });
    expect(asClient.status).toBe(404);
    expect((await call(`/note/${id}`, { token: therapist.token })).body.data.title).toBe(
      "First session",
    );
  });
});

describe("encrypted at rest", () => {
  it("keeps no plaintext in the row or the stored file", async () => {
    const secretTitle = "Panic attacks";
    const secretText = "Client disclosed a history of panic attacks at work";
    const fileText = "%PDF-1.4 confidential diagnosis F41.0";
    const res = await sessionNote(
      { title: secretTitle, content: secretText },
      { name: "diagnosis-report.pdf", bytes: new TextEncoder().encode(fileText) },
    );
    const id = res.body.data.identifier;
    const raw = await database.db.execute(sql`select * from notes where id = ${id}`);
    // PGlite and node-postgres both answer with `rows`; the dump is every column as stored.
    const dump = JSON.stringify((raw as unknown as { rows: unknown[] }).rows);
    expect(dump).toContain(id);
    for (const plain of [secretTitle, "panic", secretText, "diagnosis-report", "F41.0"])
      expect(dump).not.toContain(plain);
    const [row] = await database.db.select().from(notes).where(eq(notes.id, id));
    const file = readFileSync(path.join(root, row!.fileKey!));
    expect(file.toString("latin1")).not.toContain("F41.0");
    expect(file.toString("latin1")).not.toContain("%PDF");
    expect(storedFiles().length).toBeGreaterThan(0);
    const download = await call(`/note/${id}/file`, { token: therapist.token });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.body).toBe(fileText);
  });

  it("fails loudly under a wrong key instead of returning garbage", async () => {
    const res = await sessionNote({ title: "Key check" });
    const id = res.body.data.identifier;
    const key = process.env.NOTES_ENCRYPTION_KEY;
    process.env.NOTES_ENCRYPTION_KEY = "1e".repeat(32);
    try {
      const read = await call(`/note/${id}`, { token: therapist.token, headers: {} });
      expect(read.status).toBe(500);
      expect(JSON.stringify(read.body)).not.toContain("Key check");
      expect(takeConsoleCalls().join("\n")).toContain("NoteDecryptionError");
    } finally {
      process.env.NOTES_ENCRYPTION_KEY = key;
    }
    expect((await call(`/note/${id}`, { token: therapist.token })).body.data.title).toBe(
      "Key check",
    );
  });
});

describe("audit", () => {
  it("records one row per action, list reads included, and shows the author the history", async () => {
    const created = await sessionNote({}, { name: "scan.pdf", bytes: sampleFiles.pdf });
    const id = created.body.data.identifier;
    const headers = { "x-forwarded-for": "203.0.113.7" };
    await call(`/note/${id}`, { token: therapist.token, headers });
    await call(`/note/booking/${bookingId}`, { token: therapist.token, headers });
    await call(`/note/client/${client.user.id}?type=booking`, { token: therapist.token, headers });
    await call(`/note/${id}/file`, { token: therapist.token, headers });
    await call(`/note/${id}`, {
      method: "PUT",
      token: therapist.token,
      body: noteForm({ title: "Edited" }),
      headers,
    });
    await call(`/note/${id}`, { token: otherTherapist.token, headers });
    const history = await call(`/note/${id}/history`, { token: therapist.token });
    expect(history.body.data.map((a: { action: string }) => a.action).reverse()).toEqual([
      "create",
      "read",
      "list",
      "list",
      "download",
      "update",
    ]);
    expect(history.body.data[0]).toMatchObject({
      actorId: therapist.user.id,
      address: "203.0.113.7",
    });
    await call(`/note/${id}`, { method: "DELETE", token: therapist.token, headers });
    const rows = await auditOf(id);
    expect(rows.map((r) => r.action).at(-1)).toBe("delete");
    expect(rows).toHaveLength(7);
  });

  const auditCount = async () =>
    (await database.db.select().from(noteAudit).where(eq(noteAudit.ownerId, therapist.user.id)))
      .length;

  it("keeps one unbroken chain when many reads happen at once, with every read on record", async () => {
    const created = await sessionNote();
    const id = created.body.data.identifier;
    const before = await auditCount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? call(`/note/${id}`, { token: therapist.token })
          : call(`/note/booking/${bookingId}`, { token: therapist.token }),
      ),
    );
    // One read row per note each answer showed: written together, none lost.
    const shown = answers.reduce(
      (sum, a) => sum + (Array.isArray(a.body.data) ? a.body.data.length : 1),
      0,
    );
    expect(await auditCount()).toBe(before + shown);
    expect(await verifyChain(therapist.user.id)).toEqual({ ok: true, bad: [] });
  });

  it("answers no note whose read could not be recorded", async () => {
    const created = await sessionNote({ title: "Unrecorded" });
    const id = created.body.data.identifier;
    await database.db.execute(
      sql`alter table note_audit add constraint reads_refused check (action <> 'read') not valid`,
    );
    try {
      const read = await call(`/note/${id}`, { token: therapist.token });
      expect(read.status).toBe(500);
      expect(JSON.stringify(read.body)).not.toContain("Unrecorded");
      expect(takeConsoleCalls().join("\n")).toContain(`insert into "note_audit"`);
    } finally {
      await database.db.execute(sql`alter table note_audit drop constraint reads_refused`);
    }
    expect((await call(`/note/${id}`, { token: therapist.token })).body.data.title).toBe(
      "Unrecorded",
    );
  });

  // PGlite runs one statement at a time; only PostgreSQL has writers racing for the chain's end.
  it.runIf(onPostgres)(
    "does not fork when other app instances write the same therapist's audit at the same time",
    async () => {
      const created = await sessionNote();
      const id = created.body.data.identifier;
      const before = await auditCount();
      // Direct inserts on separate pool connections stand for other instances: they do not share
      // this process's grouped writes, only the database's lock.
      const row = (n: number) => ({
        ownerId: therapist.user.id,
        actorId: therapist.user.id,
        noteId: id,
        action: "read" as const,
        address: `198.51.100.${n}`,
      });
      await Promise.all([
        ...Array.from({ length: 30 }, (_, n) =>
          database.db.insert(noteAudit).values([row(n), row(n), row(n)]),
        ),
        ...Array.from({ length: 20 }, (_, i) =>
          i % 2
            ? call(`/note/${id}`, { token: therapist.token })
            : call(`/note/booking/${bookingId}`, { token: therapist.token }),
        ),
      ]);
      const listed = (await call(`/note/booking/${bookingId}`, { token: therapist.token })).body
        .data.length as number;
      expect(await auditCount()).toBe(before + 90 + 10 + 10 * listed + listed);
      expect(await verifyChain(therapist.user.id)).toEqual({ ok: true, bad: [] });
    },
  );

  it("refuses to rewrite or remove audit rows, and the hash chain shows a forced change", async () => {
    await sessionNote();
    expect((await verifyChain(therapist.user.id)).ok).toBe(true);
    await expect(database.db.execute(sql`update note_audit set address = 'x'`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from note_audit`)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate note_audit`)).rejects.toThrow();
    // Someone with the owner's rights switches the guard off and edits a row: the chain tells.
    await database.db.execute(sql`alter table note_audit disable trigger note_audit_no_change`);
    const [first] = await database.db
      .select()
      .from(noteAudit)
      .where(eq(noteAudit.ownerId, therapist.user.id))
      .orderBy(noteAudit.id)
      .limit(1);
    await database.db.execute(
      sql`update note_audit set address = '198.51.100.1' where id = ${first!.id}`,
    );
    await database.db.execute(sql`alter table note_audit enable trigger note_audit_no_change`);
    const check = await verifyChain(therapist.user.id);
    expect(check.ok).toBe(false);
    expect(check.bad).toContain(first!.id);
  });
});
