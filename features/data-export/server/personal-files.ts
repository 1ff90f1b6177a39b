import "server-only";
import { pictureFileOf } from "@/features/client-account/server/service";
import { credentialFilesOf } from "@/features/credentials/server/service";
import { attachmentFilesOf } from "@/features/messaging/server/service";
import { photoFileOf } from "@/features/practice/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import type { PersonalFile } from "@/lib/server/personal-files";

/**
 * The files the person gave us or was sent in their conversations (decision 0511), each listed by
 * the feature that keeps it: a client's profile picture; a therapist's photo and credential
 * documents; every attachment in their conversations. Notes' files are the therapist's clinical
 * record, exported per client (0704), so not here.
 */
export async function personalFilesOf(viewer: Viewer, timeZone: string): Promise<PersonalFile[]> {
  const { userId } = viewer;
  const own =
    viewer.role === "provider"
      ? Promise.all([photoFileOf(userId), credentialFilesOf(userId)])
      : Promise.all([pictureFileOf(userId)]);
  const [mine, attachments] = await Promise.all([own, attachmentFilesOf(userId, timeZone)]);
  return [...mine.flat(), ...attachments];
}
