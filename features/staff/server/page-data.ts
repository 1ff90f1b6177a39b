import "server-only";
import { cache } from "react";
import { serverApi } from "@/lib/api/server";

/** As the shell's own lists (spec section 2): a slower answer means no link. */
const SHELL_TIMEOUT_MS = 5000;

/**
 * Whether the signed-in person is staff, asked of the API as the browser would (GET /staff/me):
 * the layout then puts the console in their account menu, and sends nothing of it to anyone else
 * (decision 0808). Staff without a second factor still get the link: the console tells them to
 * set one up. Any failure (not staff, an expired token, "view as", a slow API) means no link.
 */
export const isStaffViewer = cache(async (locale: string): Promise<boolean> => {
  try {
    const client = await serverApi(locale, { timeoutMs: SHELL_TIMEOUT_MS });
    const answer = await client.get("/staff/me", { validateStatus: () => true });
    return (
      answer.status === 200 || (answer.status === 403 && answer.data?.code === "STAFF_MFA_REQUIRED")
    );
  } catch {
    return false;
  }
});
