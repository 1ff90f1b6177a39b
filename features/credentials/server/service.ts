import "server-only";

// The credentials feature's surface for other features' servers (decision 0015).
// clearCredentials: an account's deletion piece (registered in app/api/app.ts).
// verificationOf: where the review stands, on the practice page's checklist (decision 0213).
// verifiedAmong: the verified mark on recommended therapists (features/recommendations).
// approvedCredentials: the condition every read of listed therapists adds (decision 0213).
// Re-exports only: the feature's own files import the module that holds a thing, never this
// one, so it stays out of every import circle (issue 65).
export { credentialsOf } from "./personal-data";
export { clearCredentials } from "./erase";
export { credentialFilesOf } from "./personal-files";
export { lapseExpiredApprovals, reviewVerification, verificationOf } from "./verification";
export { approvedCredentials, startApprovalLapses, verifiedAmong } from "./verified";

// The operations console's verification queue (issue 68): the same decision as the CLI, and the
// submitted documents, read for the reviewer through an authorized staff route.
export { reviewTherapist } from "./review";
export { listInsurance, downloadInsurance } from "./insurance";
export { listQualifications, downloadQualificationFile } from "./qualifications";
