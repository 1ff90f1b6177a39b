/**
 * A CSV file's text: UTF-8, or else Windows-1252, in which Excel on Windows saves "CSV" by default
 * (a "Müller" there is not valid UTF-8). Every byte means something in Windows-1252, so a file that
 * is neither comes out garbled rather than refused; its columns then do not match.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Node 20 decodes "windows-1252" as Latin-1, which differs at 0x80-0x9F (€, „, “, –, …).
    return new TextDecoder("latin1")
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
  }
}

/** Windows-1252's characters for the bytes 0x80 to 0x9F (the five it leaves unassigned as they are). */
const WINDOWS_1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

/** Commas, or semicolons: what a spreadsheet in German (and most of Europe) writes and reads. */
export type CsvDelimiter = "," | ";";

/**
 * The delimiter of a file: the one its first line uses more, outside quotes (a comma on a tie).
 * A German spreadsheet saves "E-Mail;Vorname" where an English one saves "Email,First name".
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ",") commas++;
    else if (!quoted && ch === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/**
 * A small RFC 4180 reader: quoted fields may hold the delimiter, quotes ("") and line breaks. Each
 * record keeps the line it started on, so a bad row is reported by the number a spreadsheet shows.
 */
export type CsvRecord = { line: number; fields: string[] };

export function parseCsv(
  text: string,
  delimiter: CsvDelimiter = detectDelimiter(text),
): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.replace(/^\uFEFF/, "");
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== "")) records.push({ line: recordLine, fields });
    fields = [];
    field = "";
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === delimiter) {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (field !== "" || fields.length) endRecord();
  return records;
}

/** One CSV field as written: quoted when it holds the delimiter, a quote or a line break. */
export function csvCell(value: string | number, delimiter: CsvDelimiter = ","): string {
  const text = String(value);
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Free text someone typed (a name), made safe to open in a spreadsheet: a cell starting with =, +,
 * -, @ or a tab would be run as a formula, so it gets a leading apostrophe, which spreadsheets hide.
 */
export const spreadsheetText = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;

/** Rows as CSV text, each line ended by a newline. */
export const toCsv = (rows: (string | number)[][], delimiter: CsvDelimiter = ","): string =>
  rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter) + "\n").join("");
