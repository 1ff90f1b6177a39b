// The availability feature's client-safe surface for other features (decision 0015).
export {
  parseSlotIdentifier,
  SLOT_IDENTIFIER_PATTERN,
  slotIdentifier,
  type BusyInterval,
  type ViewerDay,
  type ViewerSlot,
} from "./slots";
export { dayIn } from "./time-zone";
export type { Timeslot, TimeslotDay } from "./schemas";
export type { CalendarSetupType } from "./schemas";
