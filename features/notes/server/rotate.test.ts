import { readdirSync } from "node:fs";
import path from "node:path";
import { eq, isNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notes } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { heldSession, noteForm, sampleFiles, tempStorage } from "@/tests/helpers/notes";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { keyring } from "./crypto";
import { rotateNotesKey } from "./rotate";

const database = withTestDatabase({ seed: true });
const OLD = "2a".repeat(32);
const NEW = "3b".repeat(32);
const original = process.env.NOTES_ENCRYPTION_KEY;
let root: string;

beforeAll(() => {
  root = tempStorage();
  process.env.NOTES_ENCRYPTION_KEY = OLD;
});
afterAll(() => {
  process.env.NOTES_ENCRYPTION_KEY = original;
  delete process.env.NOTES_ENCRYPTION_OLD_KEYS;
});

const files = () =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));

describe("npm run notes:rotate-key", () => {
  it("re-encrypts rows and files under the new key, resumes after a stop, and loses nothing", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const client = await signedInUser();
    const bookingId = await heldSession(therapist.user.id, client.user.id);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call("/note", {
        token: therapist.token,
        body: noteForm(
          { type: "booking", reference: bookingId, title: `Note ${i}`, content: `Content ${i}` },
          i % 2 ? undefined : { name: `scan-${i}.pdf`, bytes: sampleFiles.pdf },
        ),
      });
      ids.push(res.body.data.identifier);
    }
    const oldId = keyring().current.id;
    const filesBefore = files();
    expect(filesBefore).toHaveLength(3);

    process.env.NOTES_ENCRYPTION_KEY = NEW;
    process.env.NOTES_ENCRYPTION_OLD_KEYS = OLD;
    // Stopped after two notes: the app still reads every note, under either key.
    const first = await rotateNotesKey({ batchSize: 1, limit: 2 });
    expect(first).toMatchObject({ rotated: 2, remaining: 3 });
    for (const [i, id] of ids.entries()) {
      const res = await call(`/note/${id}`, { token: therapist.token });
      expect(res.body.data).toMatchObject({ title: `Note ${i}`, content: `Content ${i}` });
    }
    const second = await rotateNotesKey({ batchSize: 2 });
    expect(second).toMatchObject({ rotated: 3, remaining: 0, keyId: keyring().current.id });
    expect(await rotateNotesKey()).toMatchObject({ rotated: 0, remaining: 0 });
    expect(await database.db.$count(notes, ne(notes.keyId, keyring().current.id))).toBe(0);

    // The old key can go now; every title, content and file opens under the new one alone.
    delete process.env.NOTES_ENCRYPTION_OLD_KEYS;
    for (const [i, id] of ids.entries()) {
      const res = await call(`/note/${id}`, { token: therapist.token });
      expect(res.body.data).toMatchObject({ title: `Note ${i}`, content: `Content ${i}` });
      if (i % 2 === 0) {
        const file = await call(`/note/${id}/file`, { token: therapist.token });
        expect(file.status).toBe(200);
        expect(file.body).toContain("%PDF");
      }
    }
    // The old ciphertext files are gone; one new file per note with a file.
    const after = files();
    expect(after).toHaveLength(3);
    expect(after.filter((f) => filesBefore.includes(f))).toEqual([]);
    const [row] = await database.db.select().from(notes).where(eq(notes.id, ids[0]!));
    expect(row!.keyId).not.toBe(oldId);
    // The titles' index moved with the key: a search finds them under the new key alone.
    const search = await call(`/note/client/${client.user.id}?title=note`, {
      token: therapist.token,
    });
    expect(search.body.meta.total).toBe(5);
  });

  it("indexes the titles of notes written before the index, under their own key", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const client = await signedInUser();
    const bookingId = await heldSession(therapist.user.id, client.user.id);
    const res = await call("/note", {
      token: therapist.token,
      body: noteForm({ type: "booking", reference: bookingId, title: "Old intake", content: "x" }),
    });
    const id = res.body.data.identifier;
    await database.db.update(notes).set({ titleIndex: null }).where(eq(notes.id, id));
    const keyBefore = keyring().current.id;
    expect(await rotateNotesKey()).toMatchObject({ rotated: 1, remaining: 0 });
    const [row] = await database.db.select().from(notes).where(eq(notes.id, id));
    expect(row!.keyId).toBe(keyBefore);
    expect(row!.titleIndex).toHaveLength(5); // old, intake, int, inta, intak
    expect(await database.db.$count(notes, isNull(notes.titleIndex))).toBe(0);
  });
});
