import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { insuranceFiles, qualificationFiles, qualifications } from "@/db/schema/credentials";
import type { PersonalFile } from "@/lib/server/personal-files";

/**
 * The documents a therapist uploaded for their credentials (decision 0511): each qualification's
 * under a folder named for it, insurance documents under their own.
 */
export async function credentialFilesOf(providerId: string): Promise<PersonalFile[]> {
  const db = await getDb();
  const [documents, insurance] = await Promise.all([
    db
      .select({ file: qualificationFiles, qualification: qualifications })
      .from(qualificationFiles)
      .innerJoin(qualifications, eq(qualifications.id, qualificationFiles.qualificationId))
      .where(eq(qualifications.providerId, providerId))
      .orderBy(asc(qualifications.createdAt), asc(qualificationFiles.createdAt)),
    db
      .select()
      .from(insuranceFiles)
      .where(eq(insuranceFiles.providerId, providerId))
      .orderBy(asc(insuranceFiles.createdAt)),
  ]);
  return [
    ...documents.map(({ file, qualification: q }) => ({
      folder: ["credentials", `${q.type} - ${q.type === "license" ? q.credentialNumber : q.title}`],
      name: file.filename,
      key: file.storageKey,
      at: file.createdAt,
    })),
    ...insurance.map((file) => ({
      folder: ["credentials", "insurance"],
      name: file.filename,
      key: file.storageKey,
      at: file.createdAt,
    })),
  ];
}
