import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { outbox } from "@/db/schema/platform";
import { every } from "./every";
import { icsMethodOf } from "@/lib/ics";
import { logError } from "./log";

/** An email as the outbox holds it, with List-Unsubscribe's one-click address (decision 0509). */
export type QueuedEmail = Pick<
  typeof outbox.$inferSelect,
  "to" | "subject" | "text" | "html" | "replyTo" | "listUnsubscribe" | "calendar"
>;

/**
 * What nodemailer sends for an email. An optional one carries List-Unsubscribe with the one-click
 * address and List-Unsubscribe-Post, so mail programs' own button turns it off at once (RFC 8058).
 * A calendar file goes as nodemailer's `icalEvent`.
 */
export const smtpMessage = (email: QueuedEmail) => ({
  from: process.env.MAIL_FROM ?? "Haven <no-reply@haven.example>",
  to: email.to,
  replyTo: email.replyTo ?? undefined,
  list: email.listUnsubscribe ? { unsubscribe: email.listUnsubscribe } : undefined,
  headers: email.listUnsubscribe
    ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : undefined,
  subject: email.subject,
  text: email.text,
  html: email.html,
  // nodemailer adds it as the text/calendar alternative and as an .ics attachment, the method
  // named in both Content-Types, which is how mail programs recognise an update to apply.
  icalEvent: email.calendar
    ? { method: icsMethodOf(email.calendar), filename: "session.ics", content: email.calendar }
    : undefined,
});

/** The part of a nodemailer transport the sender uses. */
export type MailTransport = { sendMail(message: ReturnType<typeof smtpMessage>): Promise<unknown> };

/**
 * A claimed email is its sender's for this long; if that sender dies mid-send, it is due again.
 * It outlasts a whole batch against an SMTP server that hangs: BATCH emails of SMTP_TIMEOUTS each.
 */
const LEASE_MS = 5 * 60_000;
const BATCH = 5;
/** nodemailer's own defaults wait up to 2 and 10 minutes; an operator's SMTP_URL may set others. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** Refused this many times, an email is marked failed: 1 + 2 + … + 64 minutes, about two hours. */
export const MAX_ATTEMPTS = 8;
const backoffMs = (attempts: number) => 60_000 * 2 ** (attempts - 1);

/**
 * Hands the pending emails that are due to SMTP, up to `batch` of them, oldest first (decision
 * 0804). Each is claimed first (attempts + 1, due again after the lease) with SKIP LOCKED, so two
 * senders, here or in another instance, never take the same one. Sent, it is deleted: its text
 * (reset links, codes) is kept no longer than it takes to deliver. Refused, it waits twice as long
 * each time, and after MAX_ATTEMPTS it is marked failed and logged for the operator.
 */
export async function deliverDueMail(
  transport: MailTransport,
  { now = new Date(), batch = BATCH }: { now?: Date; batch?: number } = {},
): Promise<{ sent: number; refused: number }> {
  const db = await getDb();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.delivery, "pending"), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(outbox.id, due))
    .returning();

  let sent = 0;
  // RETURNING keeps no order: the oldest email goes first.
  for (const row of claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    try {
      await transport.sendMail(smtpMessage(row));
      await db.delete(outbox).where(eq(outbox.id, row.id));
      sent += 1;
      console.info(`[mail] ${row.kind} sent by SMTP`);
    } catch (error) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          delivery: failed ? "failed" : "pending",
          nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(outbox.id, row.id));
      logError(
        `[mail] ${row.kind} ${row.id} refused by SMTP (attempt ${row.attempts}${failed ? ", failed" : ""}):`,
        error,
      );
    }
  }
  return { sent, refused: claimed.length - sent };
}

// On globalThis: `npm run dev` loads a fresh copy of the API after each rebuild, and the copy's
// mailer must still wake the sender the entry started from the first one.
const started = globalThis as unknown as { __mailTransport?: MailTransport };
let running: Promise<void> | undefined;
let again = false;

/** Runs the sender now in this process, once the sender was started; coalesces while it runs. */
export function kickMailDelivery(): void {
  const through = started.__mailTransport;
  if (!through) return;
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    let more = true;
    while (more) {
      again = false;
      const { sent, refused } = await deliverDueMail(through);
      // Kicked again meanwhile, or a full batch: more may be due already.
      more = again || sent + refused === BATCH;
    }
  })()
    .catch((error: unknown) => logError("[mail] sender:", error))
    .finally(() => (running = undefined));
}

/** Resolves once the sender's current run (and any run it was asked for meanwhile) is over. */
export const mailDeliverySettled = async () => {
  while (running) await running;
};

/**
 * With SMTP_URL set, sends queued email in this process: at once when this process queues one, and
 * every `intervalMs` for retries and what other instances queued. Without it, nothing to do (the
 * development outbox keeps every email). The answer stops it.
 */
export function startMailDelivery(intervalMs = 10_000): () => void {
  const url = process.env.SMTP_URL;
  if (!url) return () => {};
  const withTimeouts = URL.parse(url);
  if (withTimeouts?.protocol !== "smtp:" && withTimeouts?.protocol !== "smtps:") {
    // Said without the value itself, which holds the SMTP password.
    throw new Error("SMTP_URL is not an SMTP URL: smtp://user:pass@host:587 or smtps://…:465");
  }
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!withTimeouts.searchParams.has(name)) withTimeouts.searchParams.set(name, String(ms));
  }
  let nodemailer: Promise<MailTransport> | undefined;
  started.__mailTransport = {
    async sendMail(message) {
      nodemailer ??= import("nodemailer").then((m) => m.createTransport(withTimeouts.href));
      return (await nodemailer).sendMail(message);
    },
  };
  // Said once at start-up, so an operator sees where email goes (never the password).
  console.info(`[mail] email goes out by SMTP through ${withTimeouts.host}`);
  kickMailDelivery();
  const stop = every(intervalMs, "mail sender", async () => kickMailDelivery());
  return () => {
    stop();
    started.__mailTransport = undefined;
  };
}
