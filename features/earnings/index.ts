// The earnings feature's client-safe surface for pages and other features (decision 0015).
export type { BankDetails, EarningSession, EarningsSummary } from "./schemas";
