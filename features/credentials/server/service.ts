import "server-only";
import { listInsurance } from "./insurance";
import { listQualifications } from "./qualifications";
import { verificationOf } from "./verification";

// The credentials feature's surface for other features' servers (decision 0015).
// clearCredentials: accounts' deletion hook (features/accounts/server/routes.ts).
export { clearCredentials } from "./erase";
export { credentialFilesOf } from "./personal-files";
export { reviewVerification } from "./verification";
// verifiedAmong: the verified mark on recommended therapists (features/recommendations).
export { verifiedAmong } from "./verified";

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
