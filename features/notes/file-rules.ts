/**
 * Note files (spec sections 5 and 9): which kinds each note type accepts, at most 10 MB, and the
 * kind recognised from the bytes themselves, never from the name or the browser's content type.
 */
import {
  acceptOfKinds,
  acceptedKind,
  hasExtensionOf,
  UPLOAD_MAX_BYTES,
  type FileKind,
} from "@/lib/files/sniff";

// The sniffing is shared with credentials uploads (lib/files/sniff.ts); its names stay here too.
export {
  contentTypeOf,
  FILENAME_VISIBLE_CHARS,
  shortFileName,
  sniffKind,
  type FileKind,
} from "@/lib/files/sniff";

export const NOTE_FILE_MAX_BYTES = UPLOAD_MAX_BYTES;

export const sessionNoteKinds = ["doc", "pdf", "jpg", "png", "mp3", "wav", "ogg", "csv"] as const;
export const clientNoteKinds = [...sessionNoteKinds, "docx", "mp4"] as const;

/** The `accept` attribute of a file input for a note type. */
export const acceptOf = (type: "booking" | "client") =>
  acceptOfKinds(type === "client" ? clientNoteKinds : sessionNoteKinds);

/** Whether a file's name ends as this note type accepts: the dialog's check before sending. */
export const acceptsFileName = (type: "booking" | "client", name: string) =>
  hasExtensionOf(type === "client" ? clientNoteKinds : sessionNoteKinds, name);

export type FileVerdict =
  { ok: true; kind: FileKind } | { ok: false; key: "noteFileType" | "noteFileSize" };

/**
 * A file for a note of this type: the bytes must be an accepted kind, and the name's extension
 * must say the same kind (a PDF named .png is refused, so previews never lie about a file).
 */
export function checkNoteFile(
  type: "booking" | "client",
  name: string,
  bytes: Uint8Array,
): FileVerdict {
  if (bytes.length > NOTE_FILE_MAX_BYTES) return { ok: false, key: "noteFileSize" };
  const kind = acceptedKind(type === "client" ? clientNoteKinds : sessionNoteKinds, name, bytes);
  return kind ? { ok: true, kind } : { ok: false, key: "noteFileType" };
}

/** Whether the preview can show a kind inline (PDFs and images); others are downloaded. */
export const previewable = (kind: string | null | undefined) =>
  kind === "pdf" || kind === "jpg" || kind === "png";
