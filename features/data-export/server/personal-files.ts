import "server-only";
import { exportFilesOf } from "@/lib/server/account-pieces";
import type { Viewer } from "@/lib/server/auth-guard";
import type { PersonalFile } from "@/lib/server/personal-files";

/**
 * The files the person gave us or was sent in their conversations (decision 0511), each listed by
 * the feature that keeps it and registered in app/api/app.ts: a client's profile picture; a
 * therapist's photo and credential documents; every attachment in their conversations. Notes'
 * files are the therapist's clinical record, exported per client (0704), so not here.
 */
export async function personalFilesOf(viewer: Viewer, timeZone: string): Promise<PersonalFile[]> {
  return exportFilesOf(viewer.userId, viewer.role, timeZone);
}
