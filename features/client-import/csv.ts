import { parseCsv } from "@/lib/csv";

const HEADER_NAMES: Record<string, "email" | "firstName" | "lastName" | "phone" | "language"> = {
  email: "email",
  emailaddress: "email",
  firstname: "firstName",
  lastname: "lastName",
  phone: "phone",
  phonenumber: "phone",
  language: "language",
  locale: "language",
  // As a German spreadsheet names them ("E-Mail" is "email" once hyphens are dropped).
  emailadresse: "email",
  vorname: "firstName",
  nachname: "lastName",
  telefon: "phone",
  telefonnummer: "phone",
  sprache: "language",
};

export type ImportRow = {
  row: number;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  language?: string;
};

/**
 * Rows of a client CSV (commas, or a German spreadsheet's semicolons) with a header line naming at
 * least an email column; null without one.
 */
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
