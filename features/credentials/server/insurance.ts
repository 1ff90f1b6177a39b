import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { takeTurns } from "@/lib/server/advisory-lock";
import { getDb } from "@/db/client";
import { insuranceFiles } from "@/db/schema/credentials";
import { DomainError, fieldError } from "@/lib/server/errors";
import { INSURANCE_FILES_TOTAL_MAX, type InsuranceFile } from "../schemas";
import { readStored, removeStored, storedRows, storeUploads, type Upload } from "./files";
import { touchCredentials } from "./verification";

type Row = typeof insuranceFiles.$inferSelect;

export const insuranceFileUrl = (id: string) => `/api/provider/indemnity-insurance/${id}`;

const toWire = (r: Row): InsuranceFile => ({
  identifier: r.id,
  filename: r.filename,
  size: r.sizeBytes,
  url: insuranceFileUrl(r.id),
  createdAt: r.createdAt.toISOString(),
});

/** GET /provider/indemnity-insurance: the therapist's documents, oldest first. */
export async function listInsurance(providerId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(insuranceFiles)
    .where(eq(insuranceFiles.providerId, providerId))
    .orderBy(asc(insuranceFiles.createdAt), asc(insuranceFiles.id));
  return rows.map(toWire);
}

/** POST /provider/indemnity-insurance: adds the (checked) files; answers the whole list. */
export async function addInsurance(providerId: string, uploads: Upload[], now = new Date()) {
  if (!uploads.length) throw fieldError("file", "insuranceFileRequired");
  const db = await getDb();
  const have = await db.$count(insuranceFiles, eq(insuranceFiles.providerId, providerId));
  if (have + uploads.length > INSURANCE_FILES_TOTAL_MAX)
    throw fieldError("file", "insuranceFileTotal");
  const stored = await storeUploads(providerId, uploads);
  try {
    await db.transaction(async (tx) => {
      // Two uploads at once must not both pass the cap's count: one waits for the other's commit.
      await takeTurns(tx, `insurance:${providerId}`);
      await tx.insert(insuranceFiles).values(storedRows(stored, providerId, now));
      const [total] = await tx
        .select({ n: count() })
        .from(insuranceFiles)
        .where(eq(insuranceFiles.providerId, providerId));
      if ((total?.n ?? 0) > INSURANCE_FILES_TOTAL_MAX)
        throw fieldError("file", "insuranceFileTotal");
      await touchCredentials(tx, providerId, now);
    });
  } catch (error) {
    await removeStored(stored.map((s) => s.storageKey));
    throw error;
  }
  return listInsurance(providerId);
}

async function insuranceForOwner(providerId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(insuranceFiles)
    .where(and(eq(insuranceFiles.id, id), eq(insuranceFiles.providerId, providerId)));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/** DELETE /provider/indemnity-insurance/{id} */
export async function deleteInsurance(providerId: string, id: string, now = new Date()) {
  const row = await insuranceForOwner(providerId, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(insuranceFiles).where(eq(insuranceFiles.id, id));
    await touchCredentials(tx, providerId, now);
  });
  await removeStored([row.storageKey]);
  return { identifier: id };
}

/** GET /provider/indemnity-insurance/{id}: the document's bytes, for its owner only. */
export async function downloadInsurance(providerId: string, id: string) {
  return readStored(await insuranceForOwner(providerId, id));
}
