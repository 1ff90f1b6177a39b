import "server-only";

// The availability feature's surface for other features' servers (decision 0015). Its own routes
// use the modules below directly: edits.ts (a therapist's own settings, weeks and dates),
// slot-reads.ts (public slots) and calendar.ts (a therapist's calendar).
export { setBusyIntervalSource, type BusyIntervalSource } from "./busy";
export { setSlotClientOf } from "./slot-visibility";
export { keptWhileSlotsUnchanged } from "./kept-slots";
export { hasOpenTime } from "./open-time";
export {
  findOfferedSlot,
  isSlotOffered,
  listSlots,
  nextFreeSlots,
  type SlotCalendar,
} from "./slot-reads";
