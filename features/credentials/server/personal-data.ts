import "server-only";
import { listInsurance } from "./insurance";
import { listQualifications } from "./qualifications";
import { verificationOf } from "./verification";

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
