// The session-room feature's client-safe surface for pages and other features (decision 0015).
export {
  heldMinutes,
  roomState,
  roomWindow,
  ROOM_CLOSES_AFTER_MS,
  ROOM_OPENS_BEFORE_MS,
} from "./rules";
export { RoomEntry } from "./components/room-entry";
export type { RoomEvent, RoomJoin, RoomMember, RoomRole, RoomStatus } from "./schemas";
