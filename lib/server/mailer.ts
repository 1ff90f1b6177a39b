import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { getDb, type Db } from "@/db/client";
import { outbox } from "@/db/schema/platform";
import type { Locale } from "@/lib/i18n/routing";
import { TIME_FORMATS } from "@/lib/time/formats";
import { appUrl } from "./env";
import { kickMailDelivery } from "./mail-delivery";
import { translate } from "./locale";

type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** Where a reply goes, when not to us (the contact form's sender). */
  replyTo?: string;
  /** For an email the reader may turn off (decision 0509): where they do. */
  unsubscribe?: Unsubscribe;
  /** An iCalendar file calendar apps apply (a moved or cancelled session). */
  calendar?: string;
};

/** A signed page that turns one optional email off, and the address for mail programs' button. */
export type Unsubscribe = { page: string; oneClick: string };

/** An outbox row as the mailer writes it. */
export type OutboxEmail = typeof outbox.$inferInsert;

/** Where `composeEmails` keeps the emails of the work it runs, instead of writing them. */
const composing = new AsyncLocalStorage<OutboxEmail[]>();

/**
 * Runs `work` with every email it sends kept back, not written, and answers them: the caller
 * writes them with `writeEmails` in the transaction that claims what they tell of, so a process
 * killed between the claim and the email loses neither (decision 0817).
 */
export async function composeEmails(work: () => Promise<unknown>): Promise<OutboxEmail[]> {
  const emails: OutboxEmail[] = [];
  await composing.run(emails, work);
  return emails;
}

/** Writes composed emails to the outbox in `db` (a transaction); call `emailsWritten` after it commits. */
export async function writeEmails(db: Pick<Db, "insert">, emails: OutboxEmail[]) {
  if (emails.length > 0) await db.insert(outbox).values(emails);
}

/** Wakes the sender for emails written by `writeEmails`, once their transaction has committed. */
export function emailsWritten(emails: OutboxEmail[]) {
  if (emails.length === 0) return;
  if (process.env.SMTP_URL) kickMailDelivery();
  else if (process.env.NODE_ENV !== "test")
    for (const email of emails)
      console.info(`[mail] ${email.kind} to ${email.to}: ${email.subject}`);
}

/**
 * Writes the email to the outbox table. Without SMTP_URL that is all (readable at /dev/outbox, and
 * logged). With it, the row is queued ("pending") and this process's sender is woken to hand it to
 * SMTP on its own (decision 0804): no request waits on SMTP, and a refusal is tried again.
 */
async function writeEmail({ unsubscribe, ...email }: Email) {
  const row: OutboxEmail = {
    ...email,
    listUnsubscribe: unsubscribe?.oneClick,
    ...(process.env.SMTP_URL && { delivery: "pending", nextAttemptAt: new Date() }),
  };
  const kept = composing.getStore();
  if (kept) return void kept.push(row);
  await writeEmails(await getDb(), [row]);
  emailsWritten([row]);
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/**
 * Sends the `Email.{kind}` message (subject, greeting, body, action, footer) in the
 * recipient's language, with an optional link as its action. `replyTo` sends replies elsewhere;
 * `unsubscribe` marks an email the reader may turn off, which then says how (decision 0509);
 * `calendar` attaches an iCalendar file.
 */
export async function sendTemplated(
  kind: string,
  to: string,
  locale: Locale,
  values: Record<string, string>,
  link?: string,
  {
    replyTo,
    unsubscribe,
    calendar,
    body = "body",
  }: {
    replyTo?: string;
    unsubscribe?: Unsubscribe;
    calendar?: string;
    /** Which of the template's bodies, where it has another (`bodyUntimed`: no time chosen yet). */
    body?: "body" | "bodyUntimed";
  } = {},
) {
  const t = (key: string) => translate(locale, "Email", `${kind}.${key}`, values);
  const optOut = translate(locale, "Email", "optOut");
  const lines = [t("greeting"), "", t(body), ...(link ? ["", link] : []), "", t("footer")];
  if (unsubscribe) lines.push("", optOut, unsubscribe.page);
  const html = [
    `<p>${escapeHtml(t("greeting"))}</p>`,
    `<p>${escapeHtml(t(body))}</p>`,
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t("action"))}</a></p>` : "",
    `<p>${escapeHtml(t("footer"))}</p>`,
    unsubscribe
      ? `<p><small><a href="${escapeHtml(unsubscribe.page)}">${escapeHtml(optOut)}</a></small></p>`
      : "",
  ].join("\n");
  await writeEmail({
    kind,
    to,
    subject: t("subject"),
    text: lines.join("\n"),
    html,
    replyTo,
    unsubscribe,
    calendar,
  });
}

const mailTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A session's time as an email states it (`TIME_FORMATS.session`, as the pages do), in the reader's
 * language and zone. Formatters are kept per language and zone: building one costs more than the
 * rest of a cancellation's email.
 */
export function formatMailTime(locale: Locale, timeZone: string, time: Date): string {
  const key = `${locale}|${timeZone}`;
  let format = mailTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...TIME_FORMATS.session, timeZone });
    mailTimeFormats.set(key, format);
  }
  return format.format(time);
}

/**
 * A time as an email states it with the zone it is in, "Friday, 4 December 2026 at 14:00
 * (Africa/Lagos)": the reader may have moved, or read it while travelling.
 */
export const formatMailTimeWithZone = (locale: Locale, timeZone: string, time: Date) =>
  `${formatMailTime(locale, timeZone, time)} (${timeZone})`;

/** An absolute link to a page of the app in the recipient's language. */
export function pageLink(locale: Locale, path: string, query: Record<string, string> = {}) {
  const prefix = locale === "de" ? "/de" : "";
  const search = new URLSearchParams(query).toString();
  return `${appUrl()}${prefix}${path}${search ? `?${search}` : ""}`;
}
