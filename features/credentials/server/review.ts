import "server-only";
import { accountsByEmail } from "@/features/accounts/server/service";
import { reviewVerification } from "./verification";

export type ReviewArgs = { email: string; decision: "approve" | "reject"; note: string | null };

/** `<email> approve|reject ["note"]`, or a line saying what is wrong with them. */
export function parseReviewArgs(argv: string[]): ReviewArgs | { error: string } {
  const [email, decision, ...rest] = argv;
  if (!email || !email.includes("@") || (decision !== "approve" && decision !== "reject"))
    return { error: 'usage: npm run credentials:review -- <email> approve|reject ["note"]' };
  const note = rest.join(" ").trim() || null;
  if (decision === "reject" && !note)
    return { error: "a rejection needs a note telling the therapist what to change" };
  return { email, decision, note };
}

/**
 * The reviewer's decision on a therapist's submitted credentials, by their email: sets the
 * status, the note the therapist reads, and when it was reviewed.
 */
export async function reviewByEmail(args: ReviewArgs, now = new Date()) {
  const account = (await accountsByEmail([args.email])).get(args.email.toLowerCase());
  if (!account || account.userType !== "provider")
    throw new Error(`no therapist with the email ${args.email}`);
  return reviewVerification(account.id, args.decision, args.note, now);
}
