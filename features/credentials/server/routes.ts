import "server-only";
import { createRouter } from "@/lib/server/http";

/** Qualifications, indemnity insurance and verification (spec section 7), under /provider. */
export const credentialsRoutes = createRouter();
