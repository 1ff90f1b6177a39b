import "server-only";
import { createRouter } from "@/lib/server/http";

/** A therapist's work history (spec section 7: /provider/experience), under /provider. */
export const workHistoryRoutes = createRouter();
