import type { RoomEvent, RoomMember } from "./schemas";

export type Members = Map<string, RoomMember>;

const MEMBER_KINDS = new Set<RoomEvent["kind"]>(["joined", "admit", "left", "leave"]);

/** Whether an event changes who is in the room or let in. */
export const changesMembers = (event: RoomEvent) => MEMBER_KINDS.has(event.kind);

/**
 * The room's members after one event: someone joined or was let in (the event carries them), or
 * their stay ended. Any other event leaves them as they were.
 */
export function withEvent(all: Members, event: RoomEvent): Members {
  switch (event.kind) {
    case "joined":
    case "admit":
      return event.member ? new Map(all).set(event.member.userId, event.member) : all;
    case "left":
    case "leave": {
      const member = all.get(event.from);
      return member ? new Map(all).set(event.from, { ...member, present: false }) : all;
    }
    default:
      return all;
  }
}

/**
 * The members a join answered, with the events that arrived while it was on its way laid over
 * them: the answer was read before those events, so without them it would undo them (a newcomer
 * let in meanwhile would look still waiting, and nobody would call them).
 */
export function fromSnapshot(members: RoomMember[], since: RoomEvent[]): Members {
  return since.reduce(withEvent, new Map(members.map((m) => [m.userId, m])));
}
