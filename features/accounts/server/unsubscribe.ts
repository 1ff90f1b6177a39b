import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import type { Locale } from "@/lib/i18n/routing";
import { appUrl, authSecret } from "@/lib/server/env";
import { DomainError } from "@/lib/server/errors";
import { translate } from "@/lib/server/locale";
import { pageLink } from "@/lib/server/mailer";
import { isUuid } from "@/lib/server/uuid";
import type { OptionalEmail, UnsubscribeState } from "../schemas";
import { PREFERENCE_COLUMNS } from "./email-preferences";

/**
 * Unsubscribe links (decision 0509): `{userId}.{email}.{signature}`, the signature an HMAC of
 * both under the server's secret, so a link turns off that one email of that one person and no
 * other, with no table of tokens. It does not expire: a link in an old email still works, as
 * people expect of an unsubscribe link; what it can do is only to turn one email off.
 */
const isOptionalEmail = (value: string): value is OptionalEmail =>
  Object.hasOwn(PREFERENCE_COLUMNS, value);

const signatureOf = (userId: string, email: OptionalEmail) =>
  createHmac("sha256", authSecret()).update(`unsubscribe|${userId}|${email}`).digest();

export const unsubscribeToken = (userId: string, email: OptionalEmail) =>
  `${userId}.${email}.${signatureOf(userId, email).toString("base64url")}`;

/** The person and email a token names; INVALID_LINK for anything we did not sign. */
function readToken(token: string | undefined): { userId: string; email: OptionalEmail } {
  const [userId = "", email = "", signature = "", ...rest] = (token ?? "").split(".");
  if (rest.length || !isUuid(userId) || !isOptionalEmail(email))
    throw new DomainError("INVALID_LINK");
  const given = Buffer.from(signature, "base64url");
  const expected = signatureOf(userId, email);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new DomainError("INVALID_LINK");
  return { userId, email };
}

/**
 * Where an optional email's reader turns it off: the page that asks (in the email's footer) and
 * the address mail programs POST to for their own one-click button (RFC 8058).
 */
export function unsubscribeLinks(userId: string, email: OptionalEmail, locale: Locale) {
  const token = unsubscribeToken(userId, email);
  return {
    page: pageLink(locale, "/unsubscribe/", { token }),
    oneClick: `${appUrl()}/api/user/email-preferences/unsubscribe?token=${token}`,
  };
}

/** GET: which email the link turns off and whether it is on (a deleted account's: INVALID_LINK). */
export async function unsubscribeState(token: string | undefined): Promise<UnsubscribeState> {
  const { userId, email } = readToken(token);
  const db = await getDb();
  const [row] = await db
    .select({ on: PREFERENCE_COLUMNS[email] })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new DomainError("INVALID_LINK");
  return { email, on: row.on };
}

/** POST: turns the email off; doing it again changes nothing and answers the same. */
export async function unsubscribe(
  token: string | undefined,
  locale: Locale,
): Promise<UnsubscribeState> {
  const { userId, email } = readToken(token);
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set(
      email === "sessionReminders"
        ? { emailSessionReminders: false, updatedAt: new Date() }
        : { emailUnreadMessages: false, updatedAt: new Date() },
    )
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw new DomainError("INVALID_LINK");
  return { email, on: false, message: translate(locale, "Api", `unsubscribed.${email}`) };
}
