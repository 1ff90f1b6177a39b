import { describe, expect, it } from "vitest";
import { csvCell, decodeCsv, detectDelimiter, parseCsv, spreadsheetText, toCsv } from "./csv";

describe("parseCsv", () => {
  it("reads quoted commas, doubled quotes and line breaks, keeping each record's first line", () => {
    const text = 'a,b\n"x, y","say ""hi"""\r\n"two\nlines",z\n\n last,row';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x, y", 'say "hi"'] },
      { line: 3, fields: ["two\nlines", "z"] },
      { line: 6, fields: [" last", "row"] },
    ]);
  });
});

describe("toCsv", () => {
  it("quotes only the fields that need it, and reads back as written", () => {
    const rows = [
      ["name", "note"],
      ["Ada", 'said "hi", twice'],
      ["Obi", "two\nlines"],
      [1, 2.5],
    ];
    const text = toCsv(rows);
    expect(text).toBe('name,note\nAda,"said ""hi"", twice"\nObi,"two\nlines"\n1,2.5\n');
    expect(parseCsv(text).map((r) => r.fields)).toEqual(rows.map((r) => r.map(String)));
    expect(csvCell("plain")).toBe("plain");
  });
});

describe("spreadsheetText", () => {
  it("keeps a typed formula from running when the file is opened, and leaves other text alone", () => {
    for (const typed of ['=HYPERLINK("http://x")', "+1", "-2+3", "@SUM(A1)", "\tx"])
      expect(spreadsheetText(typed)).toBe(`'${typed}`);
    for (const plain of ["Ada Obi", "O'Neil", "Anne-Marie", "a=b"])
      expect(spreadsheetText(plain)).toBe(plain);
  });
});

describe("semicolons, as a German spreadsheet writes", () => {
  it("are found from the first line and read like commas", () => {
    const text = '\uFEFFE-Mail;Vorname;Notiz\r\nada@example.com;Ada;"eins; zwei, drei"\r\n';
    expect(detectDelimiter(text)).toBe(";");
    expect(parseCsv(text).map((r) => r.fields)).toEqual([
      ["E-Mail", "Vorname", "Notiz"],
      ["ada@example.com", "Ada", "eins; zwei, drei"],
    ]);
    // A comma file whose text holds semicolons stays a comma file; a tie is a comma file.
    expect(detectDelimiter('email,note\nada@example.com,"a;b;c"')).toBe(",");
    expect(detectDelimiter("a;b,c\n")).toBe(",");
  });

  it("are written with the cells that hold one quoted, and read back as written", () => {
    const rows = [
      ["Datum", "Betrag"],
      ["2026-01-05", "150,00"],
      ["a;b", 'say "hi"'],
    ];
    const text = toCsv(rows, ";");
    expect(text).toBe('Datum;Betrag\n2026-01-05;150,00\n"a;b";"say ""hi"""\n');
    expect(parseCsv(text).map((r) => r.fields)).toEqual(rows);
  });
});

describe("decodeCsv", () => {
  it("reads UTF-8, and Windows-1252 as Excel on Windows saves it", () => {
    expect(decodeCsv(new TextEncoder().encode("Müller;ß"))).toBe("Müller;ß");
    expect(decodeCsv(Uint8Array.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x3b, 0x80]))).toBe(
      "Müller;€",
    );
  });
});
