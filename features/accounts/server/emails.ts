import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import { formatMailTime, pageLink, sendTemplated } from "@/lib/server/mailer";
import { contactOf } from "./service";

export const sendVerificationEmail = (to: string, locale: Locale, name: string, token: string) =>
  sendTemplated("verifyEmail", to, locale, { name }, pageLink(locale, "/verify-email/", { token }));

export const sendPasswordResetEmail = (to: string, locale: Locale, name: string, token: string) =>
  sendTemplated(
    "resetPassword",
    to,
    locale,
    { name },
    pageLink(locale, "/reset-password/", { token }),
  );

export const sendEmailChangeCode = (to: string, locale: Locale, name: string, code: string) =>
  sendTemplated("changeEmail", to, locale, { name, code });

type Recipient = { email: string; firstName: string; locale: string; timezone: string };

/**
 * The account's password changed (decision 0513): from the security page or a reset link, both
 * told alike. Sent whatever the person turned off; the link starts a reset if it was not them.
 */
export async function sendPasswordChanged(userId: string, at: Date) {
  const user = await contactOf(userId);
  if (!user) return;
  await sendTemplated(
    "passwordChanged",
    user.email,
    user.locale,
    { name: user.firstName, when: formatMailTime(user.locale, user.timezone, at) },
    pageLink(user.locale, "/forgot-password/"),
  );
}

/**
 * The account's email address changed (decision 0513): told at the previous address, which is
 * the one that hears of it if someone else made the change.
 */
export function sendEmailChanged(user: Recipient, newEmail: string, at: Date) {
  const locale = user.locale as Locale;
  return sendTemplated(
    "emailChanged",
    user.email,
    locale,
    { name: user.firstName, newEmail, when: formatMailTime(locale, user.timezone, at) },
    pageLink(locale, "/contact/"),
  );
}
