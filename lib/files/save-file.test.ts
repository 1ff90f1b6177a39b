import { describe, expect, it } from "vitest";
import { serverFilename } from "./save-file";

describe("the file name the server gave", () => {
  it("reads a quoted name and prefers the UTF-8 one", () => {
    expect(serverFilename('attachment; filename="earnings-2025.csv"', "x.csv")).toBe(
      "earnings-2025.csv",
    );
    expect(
      serverFilename(
        `attachment; filename="Sitzung.ics"; filename*=UTF-8''Sitzung%20M%C3%BCller.ics`,
        "x.ics",
      ),
    ).toBe("Sitzung Müller.ics");
  });

  it("falls back when there is no header, no name or a malformed one", () => {
    expect(serverFilename(undefined, "session.ics")).toBe("session.ics");
    expect(serverFilename("attachment", "session.ics")).toBe("session.ics");
    expect(serverFilename("attachment; filename*=UTF-8''%E0%A4%A", "session.ics")).toBe(
      "session.ics",
    );
  });
});
