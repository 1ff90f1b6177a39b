// The earnings feature's client-safe surface for pages and other features (decision 0015).
export type { BankDetails, EarningSession, EarningsSummary, PayoutMonthRow } from "./schemas";
// The console's payouts list (decision 0810) declares its rows with this.
export { payoutMonthRowSchema } from "./schemas";
export { PAYOUT_REFERENCE_MAX } from "./payout-rules";
