import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clientProfiles } from "@/db/schema/client-account";
import { namesOf } from "@/features/accounts/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { faceOf, type Face } from "../face";
import type { ClientCard } from "../schemas";
import { mayViewClient, mayViewEmergencyContact } from "./access";
import { photoUrlOf } from "./rows";

/**
 * GET /client/profile/{id}: the client themselves or one of their therapists; else not found. The
 * emergency contact only once they have had a session together.
 */
export async function clientCardFor(viewer: Viewer, clientId: string): Promise<ClientCard> {
  if (!(await mayViewClient(viewer, clientId))) throw new DomainError("NOT_FOUND");
  const db = await getDb();
  const [names, [row], withContact] = await Promise.all([
    namesOf([clientId]),
    db.select().from(clientProfiles).where(eq(clientProfiles.userId, clientId)),
    mayViewEmergencyContact(viewer, clientId),
  ]);
  const name = names.get(clientId);
  if (!name) throw new DomainError("NOT_FOUND");
  return {
    identifier: clientId,
    ...name,
    userName: row?.userName ?? "",
    photoUrl: photoUrlOf(row),
    emergencyContact:
      withContact && row?.emergencyContactName && row.emergencyContactPhone
        ? { name: row.emergencyContactName, phoneNumber: row.emergencyContactPhone }
        : null,
  };
}

/** Faces of these people (picture, else avatar, else initials) for pages that list clients. */
export async function clientFaceOf(userIds: string[]): Promise<Map<string, Face>> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return new Map();
  const db = await getDb();
  const [names, rows] = await Promise.all([
    namesOf(unique),
    db.select().from(clientProfiles).where(inArray(clientProfiles.userId, unique)),
  ]);
  const rowOf = new Map(rows.map((r) => [r.userId, r]));
  return new Map(
    [...names].map(([id, name]) => [id, faceOf({ ...name, photoUrl: photoUrlOf(rowOf.get(id)) })]),
  );
}
