import "server-only";
import { accountsByEmail, contactOf } from "@/features/accounts/server/service";
import { notify } from "@/features/notifications/server/service";
import { pickLocale } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";
import { reviewVerification } from "./verification";

export type ReviewArgs = {
  email: string;
  decision: "approve" | "reject";
  note: string | null;
  /** An approval holds until the end of this day (UTC), the licence's expiry (decision 0213). */
  until?: Date;
};

const USAGE =
  'usage: npm run credentials:review -- <email> approve [--until YYYY-MM-DD] | reject ["note"]';

/** `<email> approve|reject ["note"]`, or a line saying what is wrong with them. */
export function parseReviewArgs(argv: string[]): ReviewArgs | { error: string } {
  const [email, decision, ...words] = argv;
  if (!email || !email.includes("@") || (decision !== "approve" && decision !== "reject"))
    return { error: USAGE };
  let until: Date | undefined;
  const at = words.indexOf("--until");
  if (at >= 0) {
    const day = words[at + 1] ?? "";
    until = new Date(`${day}T23:59:59.999Z`);
    if (decision !== "approve" || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(until.getTime()))
      return { error: USAGE };
    words.splice(at, 2);
  }
  const rest = words;
  const note = rest.join(" ").trim() || null;
  if (decision === "reject" && !note)
    return { error: "a rejection needs a note telling the therapist what to change" };
  return until ? { email, decision, note, until } : { email, decision, note };
}

/** `npm run credentials:review`: the decision, by the therapist's email (the CLI's thin call). */
export async function reviewByEmail(args: ReviewArgs, now = new Date()) {
  const account = (await accountsByEmail([args.email])).get(args.email.toLowerCase());
  if (!account || account.userType !== "provider")
    throw new Error(`no therapist with the email ${args.email}`);
  return reviewTherapist(account.id, args, now);
}

/**
 * The reviewer's decision on a therapist's submitted credentials, from the CLI or the operations
 * console (issue 68), one service for both: sets the status, the note the therapist reads, and
 * when it was reviewed, then emails the therapist the decision (and the note) in their language,
 * with a link to their credentials, and tells them in their notifications (decision 0508).
 */
export async function reviewTherapist(
  providerId: string,
  decision: Pick<ReviewArgs, "decision" | "note" | "until">,
  now = new Date(),
) {
  const reviewed = await reviewVerification(
    providerId,
    decision.decision,
    decision.note,
    now,
    decision.until ?? null,
  );
  const kind = decision.decision === "approve" ? "credentialsApproved" : "credentialsRejected";
  await notify([{ userId: providerId, kind }], now);
  const therapist = await contactOf(providerId);
  if (therapist) {
    const locale = pickLocale(therapist.locale);
    await sendTemplated(
      kind,
      therapist.email,
      locale,
      { name: therapist.firstName, note: reviewed.note ?? "" },
      pageLink(locale, "/credentials/"),
    );
  }
  return reviewed;
}
