import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import { pageLink, sendTemplated } from "@/lib/server/mailer";

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
