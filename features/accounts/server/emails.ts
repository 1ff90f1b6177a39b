import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import { appUrl } from "@/lib/server/env";
import { translate } from "@/lib/server/locale";
import { mailer } from "@/lib/server/mailer";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

function pageUrl(locale: Locale, path: string, token: string) {
  const prefix = locale === "de" ? "/de" : "";
  return `${appUrl()}${prefix}${path}?token=${encodeURIComponent(token)}`;
}

async function send(
  kind: string,
  to: string,
  locale: Locale,
  values: Record<string, string>,
  link?: string,
) {
  const t = (key: string) => translate(locale, "Email", `${kind}.${key}`, values);
  const lines = [t("greeting"), "", t("body"), ...(link ? ["", link] : []), "", t("footer")];
  const html = [
    `<p>${escapeHtml(t("greeting"))}</p>`,
    `<p>${escapeHtml(t("body"))}</p>`,
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t("action"))}</a></p>` : "",
    `<p>${escapeHtml(t("footer"))}</p>`,
  ].join("\n");
  await mailer().send({ kind, to, subject: t("subject"), text: lines.join("\n"), html });
}

export const sendVerificationEmail = (to: string, locale: Locale, name: string, token: string) =>
  send("verifyEmail", to, locale, { name }, pageUrl(locale, "/verify-email/", token));

export const sendPasswordResetEmail = (to: string, locale: Locale, name: string, token: string) =>
  send("resetPassword", to, locale, { name }, pageUrl(locale, "/reset-password/", token));

export const sendEmailChangeCode = (to: string, locale: Locale, name: string, code: string) =>
  send("changeEmail", to, locale, { name, code });
