import "server-only";
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { getStorage } from "@/lib/server/storage";
import type { Db } from "../client";
import { users } from "../schema/accounts";
import {
  insuranceFiles,
  qualificationFiles,
  qualifications,
  verifications,
} from "../schema/credentials";
import { demoCredentials } from "./credentials-demos";

/** A one-page PDF naming what it stands for (demo documents, not real ones). */
const demoPdf = (text: string) =>
  new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >> endobj\n4 0 obj << >> stream\nBT /F1 12 Tf 20 50 Td (${text.replace(/[()\\]/g, "")}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/**
 * Every demo therapist's credentials, approved so the directory is full (decision 0213). Only
 * for a therapist who has none, so seeding again changes nothing; a verification missing from an
 * older demo database is added with them.
 */
export async function seedCredentials(db: Db) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoCredentials.map((d) => d.email),
      ),
    );
  const started = new Date(Date.UTC(2026, 0, 5, 9));
  for (const demo of demoCredentials) {
    const person = people.find((p) => p.email === demo.email);
    if (!person) continue;
    const [existing] = await db
      .select({ id: qualifications.id })
      .from(qualifications)
      .where(eq(qualifications.providerId, person.id))
      .limit(1);
    if (!existing) await seedFiles(db, person.id, demo, started);
    if (demo.verification)
      await db
        .insert(verifications)
        .values({
          providerId: person.id,
          status: demo.verification.status,
          note: demo.verification.note ?? null,
          submittedAt: new Date(started.getTime() + 3600_000),
          reviewedAt:
            demo.verification.status === "submitted"
              ? null
              : new Date(started.getTime() + 86_400_000),
          approvedAt:
            demo.verification.status === "approved"
              ? new Date(started.getTime() + 86_400_000)
              : null,
          changedAt: started,
        })
        .onConflictDoNothing();
  }
}

async function seedFiles(
  db: Db,
  providerId: string,
  demo: (typeof demoCredentials)[number],
  started: Date,
) {
  const person = { id: providerId };
  const store = async (name: string) => {
    const bytes = demoPdf(name);
    const storageKey = `credentials/${person.id}/${randomUUID()}.pdf`;
    await getStorage().put(storageKey, bytes, "application/pdf");
    return { filename: name, kind: "pdf", sizeBytes: bytes.length, storageKey };
  };
  for (const [i, q] of demo.qualifications.entries()) {
    const at = new Date(started.getTime() + i * 60_000);
    const [row] = await db
      .insert(qualifications)
      .values({
        providerId: person.id,
        type: q.type,
        body: q.body,
        credentialNumber: q.credentialNumber,
        title: q.title,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: qualifications.id });
    await db.insert(qualificationFiles).values({
      qualificationId: row!.id,
      providerId: person.id,
      createdAt: at,
      ...(await store(q.file)),
    });
  }
  for (const name of demo.insurance)
    await db
      .insert(insuranceFiles)
      .values({ providerId: person.id, createdAt: started, ...(await store(name)) });
}
