import { act, renderHook, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPath } from "@/tests/msw/handlers/lang";
import { mockServer } from "@/tests/msw/node";
import type { RoomEvent, RoomJoin, RoomMember } from "./schemas";
import { useRoom } from "./use-room";

/**
 * The call's bookkeeping against the mocked API, with the two things jsdom lacks stood in for:
 * the room's live stream (the test sends its events) and RTCPeerConnection (an offer is all it
 * makes). What is checked is what the API hears: whom this side calls.
 */
class FakeStream {
  static CLOSED = 2;
  static last: FakeStream | undefined;
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((m: MessageEvent<string>) => void)[]>();
  constructor() {
    FakeStream.last = this;
  }
  addEventListener(type: string, listener: (m: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? [])
      l({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  close() {}
}

class FakePeerConnection {
  connectionState = "new";
  iceConnectionState = "new";
  signalingState = "stable";
  remoteDescription = null;
  addTrack() {}
  addTransceiver() {}
  async createOffer() {
    return { type: "offer", sdp: "v=0" };
  }
  async setLocalDescription() {
    this.signalingState = "have-local-offer";
  }
  close() {}
  async getStats() {
    return new Map();
  }
  getSenders() {
    return [];
  }
}

const ROOM = "00000000-0000-4000-8000-0000000000f1";
const cora = "00000000-0000-4000-8000-0000000000c0";
const ada = "00000000-0000-4000-8000-0000000000a0";
const ben = "00000000-0000-4000-8000-0000000000b0";
const member = (userId: string, admitted: boolean, firstName = "X"): RoomMember => ({
  userId,
  firstName,
  role: userId === cora ? "therapist" : "client",
  present: true,
  admitted,
});
const joined = (admitted: boolean, members: RoomMember[]): RoomJoin => ({
  roomId: ROOM,
  userId: ben,
  role: "guest",
  admitted,
  audioOnly: false,
  opensAt: new Date(Date.now() - 10 * 60_000).toISOString(),
  closesAt: new Date(Date.now() + 65 * 60_000).toISOString(),
  iceServers: [],
  iceTransportPolicy: "all",
  members,
});

/** Ben's calls as the API hears them, and a join whose answer the test releases. */
function api(answer: () => Promise<RoomJoin>) {
  const offersTo: string[] = [];
  mockServer.use(
    http.post(apiPath("/booking/:id/room/join"), async () =>
      HttpResponse.json({ data: await answer() }),
    ),
    http.post(apiPath("/room/:id/signal"), async ({ request }) => {
      const body = (await request.json()) as { kind: string; to?: string };
      if (body.kind === "offer") offersTo.push(body.to!);
      return HttpResponse.json({ data: { delivered: true } });
    }),
  );
  return offersTo;
}

const event = (e: RoomEvent) => act(() => FakeStream.last!.send("room", e));

beforeEach(() => {
  Cookies.set("token", "mock-access-token");
  FakeStream.last = undefined;
  vi.stubGlobal("EventSource", FakeStream);
  vi.stubGlobal("RTCPeerConnection", FakePeerConnection);
  vi.stubGlobal("MediaStream", class {});
});
afterEach(() => vi.unstubAllGlobals());

describe("who calls whom in the room (issue 69)", () => {
  it("leaves the lobby and calls the therapist when let in before its stream listened", async () => {
    const waiting = [member(cora, true), member(ben, false)];
    const offersTo = api(async () => joined(true, [member(cora, true), member(ben, true)]));
    const { result } = renderHook(() => useRoom("client", joined(false, waiting), null));
    await waitFor(() => expect(FakeStream.last).toBeDefined());
    act(() => FakeStream.last!.send("ready", {}));
    await waitFor(() => expect(result.current.admitted).toBe(true));
    await waitFor(() => expect(offersTo).toEqual([cora]));
  });

  it("keeps an admission heard while a join's older answer was on its way, and calls them too", async () => {
    const before = [member(cora, true), member(ada, false, "Ada"), member(ben, false, "Ben")];
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const offersTo = api(async () => {
      await answered;
      return joined(false, before);
    });
    const { result } = renderHook(() => useRoom("client", joined(false, before), null));
    await waitFor(() => expect(FakeStream.last).toBeDefined());
    act(() => FakeStream.last!.send("ready", {}));
    event({ kind: "admit", from: cora, member: member(ada, true, "Ada") });
    release();
    await waitFor(() => expect(result.current.members.get(ada)?.admitted).toBe(true));
    event({ kind: "admit", from: cora, member: member(ben, true, "Ben") });
    await waitFor(() => expect(offersTo.toSorted()).toEqual([ada, cora].toSorted()));
  });
});
