import "server-only";
import { getDb } from "@/db/client";
import { outbox } from "@/db/schema";

export type Email = { to: string; subject: string; text: string; html: string; kind: string };

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
