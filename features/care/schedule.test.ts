import { describe, expect, it } from "vitest";
import { measuresDue } from "./schedule";

const first = { sessionCount: 1, reason: "first" as const };

describe("measuresDue", () => {
  it("sends nothing before a session is confirmed, then both before the first", () => {
    expect(measuresDue({ sessions: 0, every: 4, sent: [] })).toBeUndefined();
    expect(measuresDue({ sessions: 1, every: 4, sent: [] })).toBe("first");
  });

  it("sends again at every N sessions, once", () => {
    expect(measuresDue({ sessions: 3, every: 4, sent: [first] })).toBeUndefined();
    expect(measuresDue({ sessions: 4, every: 4, sent: [first] })).toBe("interval");
    const atFour = { sessionCount: 4, reason: "interval" as const };
    expect(measuresDue({ sessions: 4, every: 4, sent: [first, atFour] })).toBeUndefined();
    expect(measuresDue({ sessions: 7, every: 4, sent: [first, atFour] })).toBeUndefined();
    expect(measuresDue({ sessions: 8, every: 4, sent: [first, atFour] })).toBe("interval");
  });

  it("does not count a therapist's request as a round", () => {
    const asked = { sessionCount: 4, reason: "request" as const };
    expect(measuresDue({ sessions: 4, every: 4, sent: [first, asked] })).toBe("interval");
  });

  it("follows the therapist's own N", () => {
    expect(measuresDue({ sessions: 2, every: 2, sent: [first] })).toBe("interval");
  });
});
