import { describe, expect, it } from "vitest";
import { heldMinutes, roomState, roomWindow } from "./rules";

const MINUTE = 60_000;
const now = new Date();
const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
const session = (status = "confirmed") => ({ status, startTime: at(0), endTime: at(50) });

describe("when a session's room is open", () => {
  it("opens 10 minutes before the start and closes 15 minutes after the end, edges included", () => {
    const { opensAt, closesAt } = roomWindow(at(0), at(50));
    expect(opensAt).toEqual(at(-10));
    expect(closesAt).toEqual(at(65));
    expect(roomState(session(), new Date(at(-10).getTime() - 1))).toBe("not-yet");
    expect(roomState(session(), at(-10))).toBe("open");
    expect(roomState(session(), at(65))).toBe("open");
    expect(roomState(session(), new Date(at(65).getTime() + 1))).toBe("closed");
  });

  it("stays open for a session marked completed at its end, never for one not paid or cancelled", () => {
    expect(roomState(session("completed"), at(55))).toBe("open");
    for (const status of ["pending", "cancelled", "expired", "rejected"])
      expect(roomState(session(status), at(5)), status).toBe("closed");
    expect(roomState({ status: "confirmed", startTime: null, endTime: null }, at(5))).toBe(
      "closed",
    );
  });
});

describe("how long a session was held", () => {
  const stay = (userId: string, from: number, to: number | null) => ({
    userId,
    joinedAt: at(from),
    leftAt: to === null ? null : at(to),
  });

  it("counts the time the therapist and someone else were in the room together", () => {
    const stays = [stay("t", -5, 50), stay("c", 2, 50)];
    expect(heldMinutes(stays, "t", at(100))).toBe(48);
  });

  it("counts a drop once, and two clients at the same time once", () => {
    const stays = [stay("t", 0, 20), stay("t", 22, 50), stay("c", 0, 50), stay("p", 10, 40)];
    expect(heldMinutes(stays, "t", at(100))).toBe(48);
  });

  it("is 0 when nobody met the therapist, and counts an open stay until now or the close", () => {
    expect(heldMinutes([stay("c", 0, 30)], "t", at(100))).toBe(0);
    expect(heldMinutes([stay("t", 0, 10), stay("c", 20, 30)], "t", at(100))).toBe(0);
    expect(heldMinutes([stay("t", 0, null), stay("c", 0, null)], "t", at(30))).toBe(30);
    expect(heldMinutes([stay("t", 0, null), stay("c", 0, null)], "t", at(300), at(65))).toBe(65);
  });
});
