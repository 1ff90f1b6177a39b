import { describe, expect, it } from "vitest";
import { untimedKey } from "./untimed";

describe("what a session without a time says instead", () => {
  it("tells the client to pay first, then to pick it when they like; the therapist to wait", () => {
    expect(untimedKey("client", "pending")).toBe("timeLater");
    expect(untimedKey("client", "confirmed")).toBe("timeToChoose");
    expect(untimedKey("provider", "pending")).toBe("timeLaterForTherapist");
    expect(untimedKey("provider", "confirmed")).toBe("timeLaterForTherapist");
  });

  it("says no time was chosen once it is over for either side", () => {
    for (const status of ["cancelled", "expired", "rejected", "completed"] as const) {
      expect(untimedKey("client", status)).toBe("timeNotChosen");
      expect(untimedKey("provider", status)).toBe("timeNotChosen");
    }
  });
});
