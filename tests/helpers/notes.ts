import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getDb } from "@/db/client";
import { bookings, therapyCategories } from "@/db/schema";
import { localStorage, setStorage } from "@/lib/server/storage";

let minute = 0;

/** A completed session between a therapist and a client, straight in the database. */
export async function heldSession(providerId: string, clientId: string) {
  const db = await getDb();
  const [category] = await db.select().from(therapyCategories).limit(1);
  // Each session an hour apart so the overlap constraint never trips between tests.
  const start = new Date(Date.UTC(2025, 0, 6, 9) + minute++ * 3600_000);
  const [row] = await db
    .insert(bookings)
    .values({
      clientId,
      providerId,
      categoryId: category!.id,
      modality: "video",
      status: "completed",
      startTime: start,
      endTime: new Date(start.getTime() + 3600_000),
      amount: 1000,
      currency: "NGN",
    })
    .returning({ id: bookings.id });
  return row!.id;
}

/** Uploads go to a throwaway directory the test can read raw. */
export function tempStorage() {
  const root = mkdtempSync(path.join(tmpdir(), "notes-"));
  setStorage(localStorage(root));
  return root;
}

/** A multipart body for POST or PUT /note. */
export function noteForm(
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("file", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return form;
}

/** Small files of each kind, recognisable by their first bytes. */
export const sampleFiles = {
  pdf: new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  mp4: new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]),
  csv: new TextEncoder().encode("a,b\n1,2\n"),
  exe: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]),
};
