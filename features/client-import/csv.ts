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

const HEADER_NAMES: Record<string, "email" | "firstName" | "lastName" | "phone" | "language"> = {
  email: "email",
  emailaddress: "email",
  firstname: "firstName",
  lastname: "lastName",
  phone: "phone",
  phonenumber: "phone",
  language: "language",
  locale: "language",
};

export type ImportRow = {
  row: number;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  language?: string;
};

/** Rows of a client CSV with a header line naming at least an email column; null without one. */
export function clientRowsFromCsv(text: string): ImportRow[] | null {
  const [header, ...records] = parseCsv(text);
  if (!header) return null;
  const columns = header.fields.map((f) => HEADER_NAMES[f.toLowerCase().replace(/[\s_-]/g, "")]);
  if (!columns.includes("email")) return null;
  return records.map(({ line, fields }) => {
    const row: ImportRow = { row: line, email: "" };
    columns.forEach((column, i) => {
      const value = fields[i]?.trim();
      if (column && value) row[column] = value;
    });
    return row;
  });
}
