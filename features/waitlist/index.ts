// The waitlist feature's client-safe surface for pages and other features (decision 0015).
export { WAITLIST_MAX, WAITLIST_MAX_DAYS, OFFER_HOLD_MINUTES } from "./schemas";
export type { WaitlistEntry, WaitlistDemand } from "./schemas";
