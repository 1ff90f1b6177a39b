import { describe, expect, it } from "vitest";
import { qualityOf, sampleOf, worst } from "./quality";

describe("a call's connection quality", () => {
  it("is good, fair or poor by round trip and loss, and checking before any data", () => {
    expect(qualityOf({ rttSeconds: null, lost: 0, received: 0 })).toBe("checking");
    expect(qualityOf({ rttSeconds: 0.05, lost: 0, received: 500 })).toBe("good");
    expect(qualityOf({ rttSeconds: 0.4, lost: 0, received: 500 })).toBe("fair");
    expect(qualityOf({ rttSeconds: 0.05, lost: 25, received: 475 })).toBe("fair");
    expect(qualityOf({ rttSeconds: 0.9, lost: 0, received: 500 })).toBe("poor");
    expect(worst(["good", "poor", "fair"])).toBe("poor");
    expect(worst([])).toBe("checking");
  });

  it("reads the selected pair's round trip and the packets since the last sample", () => {
    const report = [
      { type: "transport", id: "T", selectedCandidatePairId: "P" },
      { type: "candidate-pair", id: "P", currentRoundTripTime: 0.02 },
      { type: "inbound-rtp", id: "A", packetsLost: 3, packetsReceived: 300 },
      { type: "inbound-rtp", id: "V", packetsLost: 7, packetsReceived: 700 },
    ];
    const { sample, totals } = sampleOf(report, { lost: 5, received: 500 });
    expect(sample).toEqual({ rttSeconds: 0.02, lost: 5, received: 500 });
    expect(totals).toEqual({ lost: 10, received: 1000 });
  });
});
