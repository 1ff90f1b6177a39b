import { z } from "zod";

/**
 * The session room's inputs and answers (issue 69). Each endpoint's answer is an exported zod
 * schema, for the OpenAPI document and the MSW twins.
 */

/** Who someone is in a room: its therapist, the booking's client, or an invitee who accepted. */
export const roomRole = z.enum(["therapist", "client", "guest"]);
export type RoomRole = z.infer<typeof roomRole>;

export const roomMember = z.strictObject({
  userId: z.uuid(),
  firstName: z.string(),
  role: roomRole,
  /** In the room now (an open stay). */
  present: z.boolean(),
  /** Let past the lobby by the therapist (the therapist always is). */
  admitted: z.boolean(),
});
export type RoomMember = z.infer<typeof roomMember>;

/** One STUN or TURN server as RTCPeerConnection takes it. */
export const iceServer = z.strictObject({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServer>;

/** POST /booking/{id}/room/join and /appointment/{id}/room/join. */
export const roomJoinAnswer = z.strictObject({
  roomId: z.uuid(),
  userId: z.uuid(),
  role: roomRole,
  admitted: z.boolean(),
  /** An audio session: no camera is ever turned on. */
  audioOnly: z.boolean(),
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  iceServers: z.array(iceServer),
  iceTransportPolicy: z.enum(["all", "relay"]),
  /** Everyone who joined the room so far, the viewer included. */
  members: z.array(roomMember),
});
export type RoomJoin = z.infer<typeof roomJoinAnswer>;

/** The room's state for a page outside its window: when it opens (GET …/room). */
export const roomStatusAnswer = z.strictObject({
  roomId: z.uuid(),
  state: z.enum(["open", "not-yet", "closed"]),
  opensAt: z.iso.datetime().nullable(),
  closesAt: z.iso.datetime().nullable(),
  audioOnly: z.boolean(),
  /**
   * A video or audio session held in the built-in room; in-person and chat sessions, and those of
   * a therapist who uses their own room (decision 0319), are not: their room never opens.
   */
  inRoom: z.boolean(),
  /** Minutes the therapist and someone else were in the room together; null if nobody met. */
  heldMinutes: z.number().int().nullable(),
});
export type RoomStatus = z.infer<typeof roomStatusAnswer>;

const candidate = z.object({
  candidate: z.string().max(2000),
  sdpMid: z.string().max(64).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});

/** The kinds a member may POST: WebRTC's offer, answer and candidates, admit and leave. */
export const SIGNAL_KINDS = ["offer", "answer", "candidate", "admit", "leave"] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/**
 * POST /room/{id}/signal. Offer, answer and candidate go to one member (`to`); admit too (the
 * therapist letting someone in); leave goes to everyone in the room.
 */
export const roomSignalSchema = z
  .object({
    kind: z.enum(SIGNAL_KINDS),
    to: z.uuid().optional(),
    sdp: z.string().max(40_000).optional(),
    candidate: candidate.optional(),
  })
  .refine((s) => s.kind === "leave" || s.to !== undefined, { path: ["to"], message: "required" })
  .refine((s) => !(s.kind === "offer" || s.kind === "answer") || s.sdp !== undefined, {
    path: ["sdp"],
    message: "required",
  })
  .refine((s) => s.kind !== "candidate" || s.candidate !== undefined, {
    path: ["candidate"],
    message: "required",
  });
export type RoomSignal = z.infer<typeof roomSignalSchema>;

/** POST /room/{id}/signal's answer: whether it was passed on (a stranger's is dropped: 404). */
export const roomSignalAnswer = z.strictObject({ delivered: z.boolean() });

/**
 * What a member's room stream (GET /room/{id}/live) carries, as "room" events: the signals sent
 * to them, and "joined"/"left" when someone comes or goes (with who they are).
 */
export type RoomEvent = {
  kind: SignalKind | "joined" | "left";
  from: string;
  sdp?: string;
  candidate?: z.infer<typeof candidate>;
  member?: RoomMember;
};
