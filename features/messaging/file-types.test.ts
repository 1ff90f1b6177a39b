import { describe, expect, it } from "vitest";
import { checkAttachment, shortFileName, sniffKind } from "./file-types";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

const samples = {
  pdf: bytes("%PDF-1.7\n"),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  docx: bytes([0x50, 0x4b, 0x03, 0x04], "....[Content_Types].xml....word/document.xml"),
  zip: bytes([0x50, 0x4b, 0x03, 0x04], "....[Content_Types].xml....xl/workbook.xml"),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
  mp3: bytes("ID3", [4, 0, 0]),
  mp3Frame: bytes([0xff, 0xfb, 0x90, 0x64]),
  wav: bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "),
  ogg: bytes("OggS", [0, 2]),
  mp4: bytes([0, 0, 0, 0x18], "ftypmp42"),
  exe: bytes("MZ", [0x90, 0]),
  elf: bytes([0x7f], "ELF"),
  script: bytes("#!/bin/sh\nrm -rf /\n"),
};

describe("attachment types by content", () => {
  it("recognises each allowed kind from its first bytes", () => {
    expect(sniffKind(samples.pdf)).toBe("pdf");
    expect(sniffKind(samples.doc)).toBe("doc");
    expect(sniffKind(samples.docx)).toBe("docx");
    expect(sniffKind(samples.jpeg)).toBe("jpeg");
    expect(sniffKind(samples.png)).toBe("png");
    expect(sniffKind(samples.mp3)).toBe("mp3");
    expect(sniffKind(samples.mp3Frame)).toBe("mp3");
    expect(sniffKind(samples.wav)).toBe("wav");
    expect(sniffKind(samples.ogg)).toBe("ogg");
    expect(sniffKind(samples.mp4)).toBe("mp4");
  });

  it("refuses executables, scripts and other zips whatever they are called", () => {
    for (const bad of [samples.exe, samples.elf, samples.script, samples.zip, new Uint8Array()])
      expect(sniffKind(bad)).toBeNull();
    expect(checkAttachment("invoice.pdf", samples.exe)).toEqual({
      ok: false,
      key: "attachmentType",
    });
    expect(checkAttachment("sheet.docx", samples.zip).ok).toBe(false);
  });

  it("needs the name's extension to match the content", () => {
    expect(checkAttachment("scan.JPG", samples.jpeg)).toMatchObject({
      ok: true,
      contentType: "image/jpeg",
    });
    expect(checkAttachment("scan.jpeg", samples.jpeg).ok).toBe(true);
    expect(checkAttachment("scan.png", samples.jpeg).ok).toBe(false);
    expect(checkAttachment("notes.csv", samples.pdf).ok).toBe(false);
    expect(checkAttachment("no-extension", samples.pdf).ok).toBe(false);
  });

  it("shortens long names after 15 characters, keeping the extension", () => {
    expect(shortFileName("short.pdf")).toBe("short.pdf");
    expect(shortFileName("a-very-long-file-name.pdf")).toBe("a-very-long-fil….pdf");
  });
});
