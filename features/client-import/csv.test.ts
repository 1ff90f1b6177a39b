import { describe, expect, it } from "vitest";
import { clientRowsFromCsv, parseCsv } from "./csv";

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

describe("clientRowsFromCsv", () => {
  it("maps the header's columns in any order and spelling", () => {
    const rows = clientRowsFromCsv("First Name,EMAIL,phone_number\nAda, ada@example.com ,\n");
    expect(rows).toEqual([{ row: 2, email: "ada@example.com", firstName: "Ada" }]);
  });

  it("refuses a file without an email column", () => {
    expect(clientRowsFromCsv("name,phone\nAda,123")).toBeNull();
    expect(clientRowsFromCsv("")).toBeNull();
  });
});
