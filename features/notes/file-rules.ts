/**
 * Note files (spec sections 5 and 9): which kinds each note type accepts, at most 10 MB, and the
 * kind recognised from the bytes themselves, never from the name or the browser's content type.
 */
export const NOTE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILENAME_VISIBLE_CHARS = 15;

export const sessionNoteKinds = ["doc", "pdf", "jpg", "png", "mp3", "wav", "ogg", "csv"] as const;
export const clientNoteKinds = [...sessionNoteKinds, "docx", "mp4"] as const;
export type FileKind = (typeof clientNoteKinds)[number];

/** Extensions a name may carry for each kind (jpeg is jpg). */
const extensionsOf: Record<FileKind, string[]> = {
  doc: ["doc"],
  docx: ["docx"],
  pdf: ["pdf"],
  jpg: ["jpg", "jpeg"],
  png: ["png"],
  mp3: ["mp3"],
  wav: ["wav"],
  ogg: ["ogg"],
  csv: ["csv"],
  mp4: ["mp4"],
};

export const contentTypeOf: Record<FileKind, string> = {
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
  jpg: "image/jpeg",
  png: "image/png",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
  csv: "text/csv",
  mp4: "video/mp4",
};

/** The `accept` attribute of a file input for a note type. */
export const acceptOf = (type: "booking" | "client") =>
  (type === "client" ? clientNoteKinds : sessionNoteKinds)
    .flatMap((kind) => extensionsOf[kind].map((ext) => `.${ext}`))
    .join(",");

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function includesAscii(bytes: Uint8Array, needle: string) {
  const n = ascii(needle);
  outer: for (let i = 0; i + n.length <= bytes.length; i++) {
    for (let j = 0; j < n.length; j++) if (bytes[i + j] !== n[j]) continue outer;
    return true;
  }
  return false;
}

/** Plain UTF-8 text without control bytes other than tab, CR, LF: what a CSV is. */
function isText(bytes: Uint8Array) {
  if (!bytes.length) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return bytes.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d);
}

/** What the bytes are, as far as note files go; null for anything else. */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("ID3")) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0))
    return "mp3";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WAVE"), 8)) return "wav";
  if (startsWith(bytes, ascii("OggS"))) return "ogg";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && includesAscii(bytes, "word/")) return "docx";
  if (startsWith(bytes, ascii("ftyp"), 4)) return "mp4";
  if (isText(bytes)) return "csv";
  return null;
}

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
  const kind = sniffKind(bytes);
  const allowed: readonly FileKind[] = type === "client" ? clientNoteKinds : sessionNoteKinds;
  const ext = name.split(".").pop()?.toLowerCase() ?? "";
  if (!kind || !allowed.includes(kind) || !extensionsOf[kind].includes(ext))
    return { ok: false, key: "noteFileType" };
  return { ok: true, kind };
}

/** "averyveryveryl….pdf": a long name keeps its first 15 characters and its extension. */
export function shortFileName(name: string) {
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : "";
  return base.length > FILENAME_VISIBLE_CHARS
    ? `${base.slice(0, FILENAME_VISIBLE_CHARS)}…${ext}`
    : name;
}

/** Whether the preview can show a kind inline (PDFs and images); others are downloaded. */
export const previewable = (kind: string | null | undefined) =>
  kind === "pdf" || kind === "jpg" || kind === "png";
