import { describe, expect, it } from "vitest";
import { clientRowsFromCsv } from "./csv";

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
