import "server-only";
import { listInsurance } from "./insurance";
import { listQualifications } from "./qualifications";
import { verificationOf } from "./verification";

// The credentials feature's surface for other features' servers (decision 0015).
// clearCredentials: accounts' deletion hook (features/accounts/server/routes.ts).
export { clearCredentials } from "./erase";
export { credentialFilesOf } from "./personal-files";
// verificationOf: where the review stands, on the practice page's checklist (decision 0213).
export { lapseExpiredApprovals, reviewVerification, verificationOf } from "./verification";
// verifiedAmong: the verified mark on recommended therapists (features/recommendations).
// approvedCredentials: the condition every read of listed therapists adds (decision 0213).
export { approvedCredentials, startApprovalLapses, verifiedAmong } from "./verified";
// The operations console's verification queue (issue 68): the same decision as the CLI, and the
// submitted documents, read for the reviewer through an authorized staff route.
export { reviewTherapist } from "./review";
export { listInsurance, downloadInsurance } from "./insurance";
export { listQualifications, downloadQualificationFile } from "./qualifications";

/**
 * The therapist's qualifications, insurance documents and verification as their pages show them,
 * for their copy of their data (decision 0507); the files are named, not included.
 */
export async function credentialsOf(providerId: string) {
  const [qualifications, insurance, verification] = await Promise.all([
    listQualifications(providerId),
    listInsurance(providerId),
    verificationOf(providerId),
  ]);
  return { qualifications, insurance, verification };
}
