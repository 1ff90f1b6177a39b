import { describe, expect, it } from "vitest";
import { clientRowsFromCsv } from "./csv";

describe("clientRowsFromCsv", () => {
  it("maps the header's columns in any order and spelling", () => {
    const rows = clientRowsFromCsv("First Name,EMAIL,phone_number\nAda, ada@example.com ,\n");
    expect(rows).toEqual([{ row: 2, email: "ada@example.com", firstName: "Ada" }]);
  });

  it("reads a German spreadsheet's file: semicolons and German column names", () => {
    const rows = clientRowsFromCsv(
      "\uFEFFVorname;Nachname;E-Mail;Telefon\r\nJonas;Weber;jonas@example.de;+49 30 1234\r\n",
    );
    expect(rows).toEqual([
      {
        row: 2,
        email: "jonas@example.de",
        firstName: "Jonas",
        lastName: "Weber",
        phone: "+49 30 1234",
      },
    ]);
  });

  it("refuses a file without an email column", () => {
    expect(clientRowsFromCsv("name,phone\nAda,123")).toBeNull();
    expect(clientRowsFromCsv("")).toBeNull();
  });
});
