import "server-only";
import { contactOf } from "@/features/accounts/server/service";
import { formatMailTimeWithZone, pageLink, sendTemplated } from "@/lib/server/mailer";

/**
 * Tells a person that a copy of their data or files was just downloaded from their account
 * (decision 0512): a session taken over by someone else would otherwise take everything unseen.
 * Not optional, like the other account-security emails.
 */
export async function sendDownloadNotice(
  userId: string,
  what: "data" | "files",
  at: Date,
): Promise<void> {
  const contact = await contactOf(userId);
  if (!contact) return;
  const { email, firstName, locale, timezone } = contact;
  await sendTemplated(
    what === "data" ? "dataDownloaded" : "filesDownloaded",
    email,
    locale,
    { name: firstName, when: formatMailTimeWithZone(locale, timezone, at) },
    pageLink(locale, "/account/security/"),
  );
}
