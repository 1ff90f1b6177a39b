import "server-only";
import { shortName, type PersonName } from "@/features/accounts/server/service";

/** A reviewer as others read them: first name and initial, or none for an account that is gone. */
export const reviewerName = (name: PersonName | undefined) => (name ? shortName(name) : null);
