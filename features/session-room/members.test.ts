import { describe, expect, it } from "vitest";
import { fromSnapshot, withEvent } from "./members";
import type { RoomMember } from "./schemas";

const member = (userId: string, admitted: boolean, present = true): RoomMember => ({
  userId,
  firstName: userId,
  role: "client",
  present,
  admitted,
});
const ada = "00000000-0000-4000-8000-00000000000a";
const ben = "00000000-0000-4000-8000-00000000000b";

describe("the room's members", () => {
  it("take in whoever joined or was let in, and mark whoever left as gone", () => {
    let all = withEvent(new Map(), { kind: "joined", from: ada, member: member(ada, false) });
    all = withEvent(all, { kind: "admit", from: "t", member: member(ada, true) });
    expect(all.get(ada)).toMatchObject({ admitted: true, present: true });
    all = withEvent(all, { kind: "left", from: ada });
    expect(all.get(ada)).toMatchObject({ admitted: true, present: false });
    expect(withEvent(all, { kind: "offer", from: ada, sdp: "x" })).toBe(all);
    expect(withEvent(all, { kind: "leave", from: ben })).toBe(all);
  });

  it("keep an admission that came while a join's answer, read before it, was on its way", () => {
    const answer = [member(ada, false), member(ben, false)];
    const since = [{ kind: "admit" as const, from: "t", member: member(ada, true) }];
    expect(fromSnapshot(answer, since).get(ada)?.admitted).toBe(true);
    expect(fromSnapshot(answer, []).get(ada)?.admitted).toBe(false);
    expect(fromSnapshot(answer, since).get(ben)?.admitted).toBe(false);
  });
});
