import { getDb } from "@/db/client";
import { bookings, therapyCategories } from "@/db/schema";
import type { Storage } from "@/lib/server/storage";
import { call } from "./api-client";

/** A booking row between two people, in any status (messaging only asks whether one exists). */
export async function bookingBetween(
  clientId: string,
  providerId: string,
  status: (typeof bookings.$inferInsert)["status"] = "pending",
) {
  const db = await getDb();
  const [category] = await db.select().from(therapyCategories).limit(1);
  const [row] = await db
    .insert(bookings)
    .values({
      clientId,
      providerId,
      categoryId: category!.id,
      modality: "video",
      status,
      amount: 0,
      currency: "USD",
      isFree: true,
      ...(status === "cancelled"
        ? { cancelledAt: new Date(), cancelledBy: "client" as const }
        : {}),
    })
    .returning();
  return row!;
}

/** Storage in memory, so a test can see that a file is gone. */
export function memoryStorage(): Storage & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  // Kept as given, as the real stores do: an answer's declared content type is checked.
  const types = new Map<string, string>();
  return {
    files,
    async put(key, bytes, contentType) {
      files.set(key, bytes);
      types.set(key, contentType);
    },
    async get(key) {
      const bytes = files.get(key);
      return bytes ? { bytes, contentType: types.get(key) ?? "application/octet-stream" } : null;
    },
    async delete(key) {
      files.delete(key);
      types.delete(key);
    },
  };
}

/** Bytes that start like a real file of each kind. */
export const sampleFiles = {
  pdf: () => new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n"),
  png: () =>
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]),
  exe: () => new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
};

/** POST /messages/store with text and files. */
export function sendMessage(
  token: string,
  conversationIdentifier: string,
  text?: string,
  files: { name: string; bytes: Uint8Array; type?: string }[] = [],
) {
  const form = new FormData();
  form.set("conversationIdentifier", conversationIdentifier);
  if (text !== undefined) form.set("text", text);
  for (const f of files)
    form.append("files", new File([f.bytes as BlobPart], f.name, { type: f.type ?? "" }));
  return call("/messages/store", { token, body: form });
}

/** Opens (or finds) the conversation between the token's owner and another person. */
export async function openConversation(token: string, userIdentifier: string, query = "") {
  return call(`/messages/conversations${query}`, { token, body: { userIdentifier } });
}
