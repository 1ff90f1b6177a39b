// The recommendations feature's client-safe surface (decision 0015).
export { MATCH_KINDS, rankTherapists, type MatchKind } from "./ranking";
export type { Recommendation } from "./schemas";
