import { describe, expect, it } from "vitest";
import { displayName } from "./display-name";

describe("a therapist's display name", () => {
  it("puts honorifics first and credentials after the name", () => {
    expect(displayName({ title: "Dr", firstName: "Amaka", lastName: "Obi" })).toBe("Dr Amaka Obi");
    expect(displayName({ title: "Dr.", firstName: "Amaka", lastName: "Obi" })).toBe(
      "Dr. Amaka Obi",
    );
    expect(displayName({ title: "LCSW", firstName: "Sarah", lastName: "Mitchell" })).toBe(
      "Sarah Mitchell, LCSW",
    );
    expect(displayName({ title: null, firstName: "Ada", lastName: "Eze" })).toBe("Ada Eze");
  });
});
