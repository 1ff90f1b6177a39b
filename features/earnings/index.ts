// The earnings feature's client-safe surface for pages and other features (decision 0015).
export type { BankDetails, EarningSession, EarningsSummary, PayoutMonthRow } from "./schemas";
// The console's payouts list (decision 0810) declares its rows with this.
export { payoutMonthRowSchema } from "./schemas";
// A client's withdrawal to their bank account asks its account by the same rules (decision 0114).
export { bankDetailsSchema } from "./schemas";
export { PAYOUT_REFERENCE_MAX } from "./payout-rules";
