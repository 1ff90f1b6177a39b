// @vitest-environment node
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { smtpMessage, type Email } from "./mailer";

const email: Email = {
  to: "client@example.com",
  subject: "Reminder",
  text: "Hello",
  html: "<p>Hello</p>",
  kind: "sessionReminder",
};

/** The message as nodemailer would put it on the wire. */
async function raw(message: Email) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sent = await transport.sendMail(smtpMessage(message));
  // Long headers are folded onto continuation lines; read them unfolded.
  return (sent.message as Buffer).toString("utf8").replace(/\r?\n[ \t]+/g, " ");
}

describe("an email sent by SMTP (decision 0509)", () => {
  it("one may turn off carries RFC 8058's one-click headers", async () => {
    const oneClick = "https://haven.example/api/user/email-preferences/unsubscribe?token=abc";
    const message = await raw({
      ...email,
      unsubscribe: { page: "https://haven.example/unsubscribe/?token=abc", oneClick },
    });
    expect(message).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(message).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("one that always goes has neither", async () => {
    const message = await raw(email);
    expect(message).not.toContain("List-Unsubscribe");
  });
});
