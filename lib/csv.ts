/**
 * A small RFC 4180 reader: quoted fields may hold commas, quotes ("") and line breaks. Each record
 * keeps the line it started on, so a bad row is reported by the number a spreadsheet shows.
 */
export type CsvRecord = { line: number; fields: string[] };

export function parseCsv(text: string): CsvRecord[] {
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
    else if (ch === ",") {
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

/** One CSV field as written: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Free text someone typed (a name), made safe to open in a spreadsheet: a cell starting with =, +,
 * -, @ or a tab would be run as a formula, so it gets a leading apostrophe, which spreadsheets hide.
 */
export const spreadsheetText = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;

/** Rows as CSV text, each line ended by a newline. */
export const toCsv = (rows: (string | number)[][]): string =>
  rows.map((row) => row.map(csvCell).join(",") + "\n").join("");
