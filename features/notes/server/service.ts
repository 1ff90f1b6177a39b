import "server-only";

/**
 * The notes feature's surface for other features' servers (decision 0015): the same encryption
 * at rest (one key, one rotation) and the same access history, for clinical data other features
 * keep beside notes (issue 70's measures and alerts, decision 0705).
 */
export { keyring, openText, sealText } from "./crypto";
export { historiesOf, historyOf, recordAccess, recordReads, type AuditAction } from "./audit";
