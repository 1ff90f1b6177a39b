import { describe, expect, it } from "vitest";
import {
  acceptsFileName,
  checkNoteFile,
  NOTE_FILE_MAX_BYTES,
  shortFileName,
  sniffKind,
} from "./file-rules";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe("note files", () => {
  it("recognises each kind by its first bytes", () => {
    expect(sniffKind(bytes("%PDF-1.7"))).toBe("pdf");
    expect(sniffKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpg");
    expect(sniffKind(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(sniffKind(bytes("ID3", 4, 0))).toBe("mp3");
    expect(sniffKind(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toBe("wav");
    expect(sniffKind(bytes("OggS", 0))).toBe("ogg");
    expect(sniffKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe("doc");
    expect(sniffKind(bytes("PK", 3, 4, "....word/document.xml"))).toBe("docx");
    expect(sniffKind(bytes(0, 0, 0, 0x20, "ftypisom"))).toBe("mp4");
    expect(sniffKind(bytes("name,email\nA,a@b.co\n"))).toBe("csv");
    expect(sniffKind(bytes("MZ", 0x90, 0))).toBeNull();
    expect(sniffKind(bytes("PK", 3, 4, "xl/workbook.xml"))).toBeNull();
  });

  it("accepts docx and mp4 only on client notes", () => {
    const mp4 = bytes(0, 0, 0, 0x20, "ftypisom");
    expect(checkNoteFile("booking", "a.mp4", mp4)).toEqual({ ok: false, key: "noteFileType" });
    expect(checkNoteFile("client", "a.mp4", mp4)).toEqual({ ok: true, kind: "mp4" });
    expect(checkNoteFile("client", "a.jpeg", bytes(0xff, 0xd8, 0xff))).toEqual({
      ok: true,
      kind: "jpg",
    });
  });

  it("tells by the name alone, before sending, which files a note type cannot take", () => {
    expect(acceptsFileName("booking", "Diary.PDF")).toBe(true);
    expect(acceptsFileName("booking", "scan.jpeg")).toBe(true);
    expect(acceptsFileName("booking", "letter.docx")).toBe(false);
    expect(acceptsFileName("client", "letter.docx")).toBe(true);
    expect(acceptsFileName("client", "notes.txt")).toBe(false);
    expect(acceptsFileName("client", "pdf")).toBe(false);
    // The server's own check agrees: a name without an extension says no kind.
    expect(checkNoteFile("client", "pdf", bytes("%PDF-1.7"))).toEqual({
      ok: false,
      key: "noteFileType",
    });
  });

  it("refuses a name that says another kind than the bytes, and more than 10 MB", () => {
    expect(checkNoteFile("client", "photo.png", bytes("%PDF-1.7"))).toEqual({
      ok: false,
      key: "noteFileType",
    });
    const big = new Uint8Array(NOTE_FILE_MAX_BYTES + 1);
    big.set(bytes("%PDF-1.7"));
    expect(checkNoteFile("client", "a.pdf", big)).toEqual({ ok: false, key: "noteFileSize" });
    expect(checkNoteFile("client", "a.pdf", big.subarray(0, NOTE_FILE_MAX_BYTES)).ok).toBe(true);
  });

  it("shortens names after 15 characters and keeps the extension", () => {
    expect(shortFileName("fifteen-chars-x.pdf")).toBe("fifteen-chars-x.pdf");
    expect(shortFileName("sixteen-chars-xy.pdf")).toBe("sixteen-chars-x….pdf");
    expect(shortFileName("a-very-long-session-recording.mp3")).toBe("a-very-long-ses….mp3");
  });
});
