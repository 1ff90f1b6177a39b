import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import { translate } from "@/lib/server/locale";
import {
  formatMailTime,
  formatMailTimeWithZone,
  pageLink,
  sendTemplated,
} from "@/lib/server/mailer";
import { nameDevice, type Device } from "../device";
import { contactOf } from "./people";

/** A sign-in from a browser the account was never signed in to from (decision 0516). */
export type UnfamiliarSignIn = { userId: string; device: Device; at: Date };

/** `redirect`: where the new person was going (a booking), for the "Sign in" after verifying. */
export const sendVerificationEmail = (
  to: string,
  locale: Locale,
  name: string,
  token: string,
  redirect = "",
) =>
  sendTemplated(
    "verifyEmail",
    to,
    locale,
    { name },
    pageLink(locale, "/verify-email/", redirect ? { token, redirect } : { token }),
  );

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

/** The code that links a Google or Apple sign-in to the account with this address (0523). */
export const sendSocialLinkCode = (to: string, locale: Locale, name: string, code: string) =>
  sendTemplated("socialLinkCode", to, locale, { name, code });

type Recipient = { email: string; firstName: string; locale: string; timezone: string };

/** An account-security email (0513): sent whatever the person turned off, with when it happened. */
function sendAccountNotice(
  kind: string,
  user: Recipient,
  at: Date,
  link: string,
  values: Record<string, string> = {},
) {
  const locale = user.locale as Locale;
  return sendTemplated(
    kind,
    user.email,
    locale,
    { name: user.firstName, when: formatMailTimeWithZone(locale, user.timezone, at), ...values },
    link,
  );
}

/**
 * The account's password changed (decision 0513): from the security page or a reset link, both
 * told alike. The link starts a reset if it was not them.
 */
export async function sendPasswordChanged(userId: string, at: Date) {
  const user = await contactOf(userId);
  if (!user) return;
  await sendAccountNotice("passwordChanged", user, at, pageLink(user.locale, "/forgot-password/"));
}

/**
 * The account's email address changed (decision 0513): told at the previous address, which is
 * the one that hears of it if someone else made the change; its link undoes the change (0517).
 */
export const sendEmailChanged = (user: Recipient, newEmail: string, at: Date, undoToken: string) =>
  sendAccountNotice(
    "emailChanged",
    user,
    at,
    pageLink(user.locale as Locale, "/restore-email/", { token: undoToken }),
    { newEmail },
  );

/**
 * The account was deleted (its password confirmed it): the last email to its address, read
 * before the deletion erased it, in case it was not them (decision 0518).
 */
export const sendAccountDeleted = (user: Recipient, at: Date) =>
  sendAccountNotice("accountDeleted", user, at, pageLink(user.locale as Locale, "/contact/"));

/**
 * The account was signed in to from a browser it was not used on before (decision 0516): what,
 * when (in the person's language and zone), and where to sign it out if it was not them. Not
 * optional, like the other account-security emails (0513).
 */
export async function sendNewSignIn({ userId, device, at }: UnfamiliarSignIn) {
  const user = await contactOf(userId);
  if (!user) return;
  await sendTemplated(
    "newSignIn",
    user.email,
    user.locale,
    {
      name: user.firstName,
      device: nameDevice(device, (key, values) =>
        translate(user.locale, "Email", `newSignIn.${key}`, values),
      ),
      when: `${formatMailTime(user.locale, user.timezone, at)} (${user.timezone})`,
    },
    pageLink(user.locale, "/account/security/"),
  );
}

/** The account-security events of the second factor (decision 0521), told as the others are (0513). */
export type MfaEvent = "mfaEnabled" | "mfaDisabled" | "recoveryCodeUsed";

/**
 * The second factor was turned on or off, or a recovery code signed in: other devices were
 * signed out. Turned off, the link starts a password reset, as a changed password's does; the
 * others lead to the security page, where sessions and the factor are managed.
 */
export async function sendMfaNotice(userId: string, event: MfaEvent, at: Date) {
  const user = await contactOf(userId);
  if (!user) return;
  const page = event === "mfaDisabled" ? "/forgot-password/" : "/account/security/";
  await sendAccountNotice(event, user, at, pageLink(user.locale, page));
}

/**
 * A passkey was added to or removed from the account (decision 0522): told as the second factor's
 * changes are, with a link to the security page where passkeys are listed and removed.
 */
export async function sendPasskeyNotice(
  userId: string,
  event: "passkeyAdded" | "passkeyRemoved",
  at: Date,
) {
  const user = await contactOf(userId);
  if (!user) return;
  await sendAccountNotice(event, user, at, pageLink(user.locale, "/account/security/"));
}
