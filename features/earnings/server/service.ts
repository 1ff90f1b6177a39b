import "server-only";

// The earnings feature's surface for other features' servers (decision 0015).
// Re-exports only: the feature's own files import the module that holds a thing, never this
// one, so it stays out of every import circle (issue 65).
export { clearPayoutAccount } from "./erase";
export { hasPayoutAccount } from "./bank-details";
// The operations console's payouts (decision 0810): the month's list and "Record as paid".
export { payoutMonth, recordPayout } from "./payout-month";
