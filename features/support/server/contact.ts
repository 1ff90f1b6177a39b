import "server-only";
import { getDb } from "@/db/client";
import { contactMessages } from "@/db/schema/support";
import type { Locale } from "@/lib/i18n/routing";
import { IN_PROCESS_ADDRESS } from "@/lib/server/client-address";
import { DomainError } from "@/lib/server/errors";
import { sendTemplated } from "@/lib/server/mailer";
import { translate } from "@/lib/server/locale";
import { hit } from "@/lib/server/rate-limit";
import type { Contact, ContactReceipt } from "../schemas";
import { writeToSupport } from "./chat";

/** Enough for someone adding what they forgot, too few to flood the support inbox. */
export const CONTACT_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

/** Where support reads what visitors write; each message is emailed there as well as stored. */
export const supportInbox = () => process.env.SUPPORT_EMAIL ?? "support@haven.example";

type Sender = { address: string; userId?: string; locale: Locale };

/**
 * POST /support/contact: stores the message, then emails it to the support inbox, which answers
 * the sender by email. Counted per address, and per account when signed in.
 */
export async function receiveContact(input: Contact, sender: Sender): Promise<ContactReceipt> {
  const keys = [
    ...(sender.address !== IN_PROCESS_ADDRESS ? [`contact:ip:${sender.address}`] : []),
    ...(sender.userId ? [`contact:user:${sender.userId}`] : []),
  ];
  for (const key of keys) {
    const attempt = await hit(key, CONTACT_LIMIT);
    if (!attempt.allowed)
      throw new DomainError("RATE_LIMITED", {
        values: { minutes: Math.ceil(attempt.retryAfterSeconds / 60) },
      });
  }
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({
      userId: sender.userId ?? null,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      message: input.message,
      page: input.page ?? "/contact",
      locale: sender.locale,
    })
    .returning({ id: contactMessages.id });
  // Signed in, the message is a line of their support conversation too: the reply shows in the
  // widget next time, and goes out by email (decision 0811).
  if (sender.userId)
    await writeToSupport(sender.userId, input.message, new Date(), { viaForm: true });
  // Support works in English; the sender's language is in the message so the reply can match it.
  await sendTemplated(
    "contactReceived",
    supportInbox(),
    "en",
    {
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      phone: input.phone ?? "–",
      page: input.page ?? "/contact",
      language: sender.locale,
      account: sender.userId ?? "–",
      message: input.message,
    },
    undefined,
    // Support's answer goes straight to the person who wrote.
    { replyTo: input.email },
  );
  return {
    identifier: row!.id,
    message: translate(sender.locale, "Api", "contactReceived", {
      name: input.firstName,
      email: input.email,
    }),
  };
}
