import "server-only";
import { getDb } from "@/db/client";
import { outbox } from "@/db/schema/platform";
import type { Locale } from "@/lib/i18n/routing";
import { appUrl } from "./env";
import { translate } from "./locale";

export type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** Where a reply goes, when not to us (the contact form's sender). */
  replyTo?: string;
  /** For an email the reader may turn off: the page where they do (sent as List-Unsubscribe). */
  settingsLink?: string;
};

export interface Mailer {
  send(email: Email): Promise<void>;
}

/** Default: every message goes to the outbox table (readable at /dev/outbox) and the log. */
const outboxMailer: Mailer = {
  async send(email) {
    const db = await getDb();
    await db.insert(outbox).values(email);
    if (process.env.NODE_ENV !== "test")
      console.info(`[mail] ${email.kind} to ${email.to}: ${email.subject}`);
  },
};

/** SMTP through nodemailer when SMTP_URL is set (e.g. smtps://user:pass@smtp.example.com). */
function smtpMailer(url: string): Mailer {
  let transport: Promise<import("nodemailer").Transporter> | undefined;
  return {
    async send(email) {
      transport ??= import("nodemailer").then((m) => m.createTransport(url));
      await (
        await transport
      ).sendMail({
        from: process.env.MAIL_FROM ?? "Haven <no-reply@haven.example>",
        to: email.to,
        replyTo: email.replyTo,
        list: email.settingsLink ? { unsubscribe: email.settingsLink } : undefined,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
      console.info(`[mail] ${email.kind} sent by SMTP`);
    },
  };
}

export function mailer(): Mailer {
  return process.env.SMTP_URL ? smtpMailer(process.env.SMTP_URL) : outboxMailer;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/** Where a signed-in reader turns off the emails they may turn off (decision 0505). */
export const emailSettingsLink = (locale: Locale) =>
  `${pageLink(locale, "/account/security/")}#email-preferences-heading`;

/**
 * Sends the `Email.{kind}` message (subject, greeting, body, action, footer) in the
 * recipient's language, with an optional link as its action. `replyTo` sends replies elsewhere;
 * `optional` marks an email the reader may turn off, which then says where (decision 0505).
 */
export async function sendTemplated(
  kind: string,
  to: string,
  locale: Locale,
  values: Record<string, string>,
  link?: string,
  { replyTo, optional = false }: { replyTo?: string; optional?: boolean } = {},
) {
  const t = (key: string) => translate(locale, "Email", `${kind}.${key}`, values);
  const settingsLink = optional ? emailSettingsLink(locale) : undefined;
  const optOut = translate(locale, "Email", "optOut");
  const lines = [t("greeting"), "", t("body"), ...(link ? ["", link] : []), "", t("footer")];
  if (settingsLink) lines.push("", optOut, settingsLink);
  const html = [
    `<p>${escapeHtml(t("greeting"))}</p>`,
    `<p>${escapeHtml(t("body"))}</p>`,
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t("action"))}</a></p>` : "",
    `<p>${escapeHtml(t("footer"))}</p>`,
    settingsLink
      ? `<p><small><a href="${escapeHtml(settingsLink)}">${escapeHtml(optOut)}</a></small></p>`
      : "",
  ].join("\n");
  await mailer().send({
    kind,
    to,
    subject: t("subject"),
    text: lines.join("\n"),
    html,
    replyTo,
    settingsLink,
  });
}

const mailTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A session's time as an email states it ("Friday, 4 December 2026 at 14:00"), in the reader's
 * language and zone. Formatters are kept per language and zone: building one costs more than the
 * rest of a cancellation's email.
 */
export function formatMailTime(locale: Locale, timeZone: string, time: Date): string {
  const key = `${locale}|${timeZone}`;
  let format = mailTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone });
    mailTimeFormats.set(key, format);
  }
  return format.format(time);
}

/** An absolute link to a page of the app in the recipient's language. */
export function pageLink(locale: Locale, path: string, query: Record<string, string> = {}) {
  const prefix = locale === "de" ? "/de" : "";
  const search = new URLSearchParams(query).toString();
  return `${appUrl()}${prefix}${path}${search ? `?${search}` : ""}`;
}
