/**
 * What an uploaded file is, recognised from its bytes, never from its name or the browser's
 * content type. Pure and client-safe: notes and credentials each pick the kinds they accept.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const FILENAME_VISIBLE_CHARS = 15;

export const fileKinds = [
  "doc",
  "docx",
  "pdf",
  "jpg",
  "png",
  "mp3",
  "wav",
  "ogg",
  "csv",
  "mp4",
] as const;
export type FileKind = (typeof fileKinds)[number];

/** Extensions a name may carry for each kind (jpeg is jpg). */
export const extensionsOf: Record<FileKind, string[]> = {
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

/** The `accept` attribute of a file input taking these kinds. */
export const acceptOfKinds = (kinds: readonly FileKind[]) =>
  kinds.flatMap((kind) => extensionsOf[kind].map((ext) => `.${ext}`)).join(",");

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

/** What the bytes are, as far as uploads go; null for anything else. */
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

/** "pdf" for "Intake.PDF"; "" for a name without an extension. */
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
};

/**
 * Whether a file's name ends as one of `kinds` does: what a browser can check before sending (the
 * server reads the bytes regardless, acceptedKind).
 */
export const hasExtensionOf = (kinds: readonly FileKind[], name: string) =>
  kinds.some((kind) => extensionsOf[kind].includes(extensionOf(name)));

/**
 * The kind of an upload if the bytes are one of `allowed` and the name's extension says the same
 * kind (a PDF named .png is refused, so previews never lie about a file); null otherwise.
 */
export function acceptedKind(
  allowed: readonly FileKind[],
  name: string,
  bytes: Uint8Array,
): FileKind | null {
  const kind = sniffKind(bytes);
  return kind && allowed.includes(kind) && extensionsOf[kind].includes(extensionOf(name))
    ? kind
    : null;
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
