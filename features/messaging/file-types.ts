/**
 * The attachment kinds a message accepts (issue 15), recognised by the bytes and not only by
 * the name: a file must look like what its extension says. Pure, so the UI can pre-check too.
 */
export const ALLOWED_EXTENSIONS = [
  "pdf",
  "doc",
  "docx",
  "jpg",
  "jpeg",
  "png",
  "mp3",
  "wav",
  "ogg",
  "mp4",
] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];

export type FileKind = "pdf" | "doc" | "docx" | "jpeg" | "png" | "mp3" | "wav" | "ogg" | "mp4";

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpeg: "image/jpeg",
  png: "image/png",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
  mp4: "video/mp4",
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function includesAscii(bytes: Uint8Array, text: string) {
  const needle = ascii(text);
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** What the bytes are, or null for anything else (an executable, a script, a zip...). */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  // A docx is a zip whose parts include word/ (the names sit in plain text in the zip headers).
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return includesAscii(bytes, "[Content_Types].xml") && includesAscii(bytes, "word/")
      ? "docx"
      : null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WAVE"), 8)) return "wav";
  if (startsWith(bytes, ascii("OggS"))) return "ogg";
  if (startsWith(bytes, ascii("ftyp"), 4)) return "mp4";
  if (startsWith(bytes, ascii("ID3"))) return "mp3";
  // An MPEG audio frame without an ID3 tag: 11 sync bits, layer III.
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe6) === 0xe2) return "mp3";
  return null;
}

export const extensionOf = (name: string) => name.toLowerCase().split(".").pop() ?? "";

/** Which detected kinds a name's extension may hold. */
const KIND_OF_EXTENSION: Record<AllowedExtension, FileKind> = {
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  mp3: "mp3",
  wav: "wav",
  ogg: "ogg",
  mp4: "mp4",
};

export type FileVerdict =
  { ok: true; kind: FileKind; contentType: string } | { ok: false; key: "attachmentType" };

/** The name must be an allowed kind and the bytes must be that kind. */
export function checkAttachment(name: string, bytes: Uint8Array): FileVerdict {
  const expected = KIND_OF_EXTENSION[extensionOf(name) as AllowedExtension];
  const kind = sniffKind(bytes);
  if (!expected || kind !== expected) return { ok: false, key: "attachmentType" };
  return { ok: true, kind, contentType: CONTENT_TYPES[kind] };
}

/** The accept attribute of the file input. */
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(",");

/** Long file names are shortened after 15 characters (spec section 5), keeping the extension. */
export function shortFileName(name: string, max = 15) {
  if (name.length <= max) return name;
  const ext = extensionOf(name);
  return `${name.slice(0, max)}…${ext && ext !== name.toLowerCase() ? `.${ext}` : ""}`;
}
