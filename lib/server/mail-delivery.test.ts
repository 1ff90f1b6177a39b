// @vitest-environment node
import { createServer, type Socket } from "node:net";
import { eq, isNotNull } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { outbox } from "@/db/schema";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";
import { withTestDatabase } from "@/tests/helpers/test-db";
import {
  deliverDueMail,
  mailDeliverySettled,
  MAX_ATTEMPTS,
  smtpMessage,
  startMailDelivery,
  type MailTransport,
  type QueuedEmail,
} from "./mail-delivery";
import { sendTemplated } from "./mailer";

const database = withTestDatabase();

const email: QueuedEmail = {
  to: "client@example.com",
  subject: "Reminder",
  text: "Hello",
  html: "<p>Hello</p>",
  replyTo: null,
  listUnsubscribe: null,
  calendar: null,
};

/** The message as nodemailer would put it on the wire. */
async function raw(message: QueuedEmail) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sent = await transport.sendMail(smtpMessage(message));
  // Long headers are folded onto continuation lines; read them unfolded.
  return (sent.message as Buffer).toString("utf8").replace(/\r?\n[ \t]+/g, " ");
}

describe("an email sent by SMTP (decision 0509)", () => {
  it("one may turn off carries RFC 8058's one-click headers", async () => {
    const oneClick = "https://haven.example/api/user/email-preferences/unsubscribe?token=abc";
    const message = await raw({ ...email, listUnsubscribe: oneClick });
    expect(message).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(message).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("one that always goes has neither", async () => {
    const message = await raw(email);
    expect(message).not.toContain("List-Unsubscribe");
  });

  it("carries a calendar file as one that calendar apps apply, its method named", async () => {
    const calendar = "BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n";
    const message = await raw({ ...email, calendar });
    expect(message).toContain("Content-Type: text/calendar; charset=utf-8; method=CANCEL");
    expect(message).toMatch(/Content-Type: application\/ics; name=session\.ics/);
    expect(await raw(email)).not.toContain("text/calendar");
  });
});

/** A transport that records what it was given, refusing while `refuse` is set. */
function recorder() {
  const sent: string[] = [];
  const transport: MailTransport & { refuse: boolean } = {
    refuse: false,
    async sendMail(message) {
      if (this.refuse) throw new Error("421 try again later");
      sent.push(message.to);
    },
  };
  return { sent, transport };
}

const queue = (to: string, nextAttemptAt = new Date(), createdAt = new Date()) =>
  database.db
    .insert(outbox)
    .values({ ...email, to, kind: "resetPassword", delivery: "pending", nextAttemptAt, createdAt })
    .returning()
    .then(([row]) => row!);

const rowOf = async (id: string) =>
  (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe("the SMTP queue (decision 0804)", () => {
  beforeEach(async () => {
    await database.db.delete(outbox).where(isNotNull(outbox.delivery));
  });
  afterEach(() => vi.unstubAllEnvs());

  it("with SMTP_URL set, an email is queued and the caller does not wait on SMTP", async () => {
    // An SMTP server that accepts the connection and never says a word: nodemailer waits 10 s for
    // its greeting. The sender is started against it, as the server entry starts it.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
    const stop = startMailDelivery();
    try {
      await sendTemplated("resetPassword", "ada@example.com", "en", { name: "Ada" });
      const [row] = await database.db.select().from(outbox).where(eq(outbox.to, "ada@example.com"));
      // Not refused yet: the caller was answered before SMTP had a say.
      expect(row).toMatchObject({ kind: "resetPassword", delivery: "pending", lastError: null });
      await vi.waitFor(() => expect(sockets.size).toBe(1)); // the sender is on it, still waiting
    } finally {
      stop();
      for (const socket of sockets) socket.destroy();
      silent.close();
      await mailDeliverySettled();
    }
    // The server hung up before greeting: the email stays queued for another attempt.
    const [row] = await database.db.select().from(outbox).where(eq(outbox.to, "ada@example.com"));
    expect(row).toMatchObject({ delivery: "pending", attempts: 1, lastError: expect.any(String) });
    expect(row!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(takeConsoleCalls()).toEqual([
      expect.stringMatching(
        /^console.error: \[mail\] resetPassword .* refused by SMTP \(attempt 1\)/,
      ),
    ]);
  });

  it("the started sender hands a queued email to the SMTP server and deletes it", async () => {
    const smtp = await tinySmtpServer();
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${smtp.port}`);
    const stop = startMailDelivery();
    try {
      await sendTemplated("resetPassword", "cy@example.com", "de", { name: "Cy" });
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
      await mailDeliverySettled();
    } finally {
      stop();
      await smtp.close();
    }
    expect(smtp.received[0]).toMatch(/^To: cy@example\.com$/m);
    expect(smtp.received[0]).toContain("Subject: =?UTF-8?"); // the German subject, encoded
    const left = await database.db.select().from(outbox).where(eq(outbox.to, "cy@example.com"));
    expect(left).toEqual([]);
  });

  it("refuses to start on an SMTP_URL that is not an SMTP URL, without repeating it", () => {
    vi.stubEnv("SMTP_URL", "mail.example.com:secret");
    expect(() => startMailDelivery()).toThrow(
      "SMTP_URL is not an SMTP URL: smtp://user:pass@host:587 or smtps://…:465",
    );
  });

  it("without SMTP_URL, the development outbox keeps the email and nothing is queued", async () => {
    await sendTemplated("resetPassword", "bo@example.com", "en", { name: "Bo" });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.to, "bo@example.com"));
    expect(row).toMatchObject({ delivery: null, nextAttemptAt: null });
    const { sent, transport } = recorder();
    await deliverDueMail(transport);
    expect(sent).toEqual([]);
  });

  it("sends what is due, oldest first, and deletes each one sent", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const second = await queue("second@example.com", ago(1_000), ago(1_000));
    const first = await queue("first@example.com", ago(1_000), ago(2_000));
    const later = await queue("later@example.com", new Date(now.getTime() + 60_000));
    const { sent, transport } = recorder();
    expect(await deliverDueMail(transport, { now })).toEqual({ sent: 2, refused: 0 });
    expect(sent).toEqual(["first@example.com", "second@example.com"]);
    expect(await rowOf(first.id)).toBeUndefined();
    expect(await rowOf(second.id)).toBeUndefined();
    expect(await rowOf(later.id)).toMatchObject({ delivery: "pending", attempts: 0 });
  });

  it("tries a refused email again later, waiting twice as long each time, then marks it failed", async () => {
    const { id } = await queue("refused@example.com");
    const { sent, transport } = recorder();
    transport.refuse = true;
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await deliverDueMail(transport, { now })).toEqual({ sent: 0, refused: 1 });
      // Not due again before its wait is over.
      expect(await deliverDueMail(transport, { now })).toEqual({ sent: 0, refused: 0 });
      const row = await rowOf(id);
      expect(row).toMatchObject({ attempts: attempt, lastError: "421 try again later" });
      waits.push((row!.nextAttemptAt!.getTime() - now.getTime()) / 60_000);
      now = row!.nextAttemptAt!;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128]);
    const logged = takeConsoleCalls();
    expect(logged).toHaveLength(MAX_ATTEMPTS);
    expect(logged.at(-1)).toContain(`refused by SMTP (attempt ${MAX_ATTEMPTS}, failed)`);
    expect(await rowOf(id)).toMatchObject({ delivery: "failed", attempts: MAX_ATTEMPTS });
    transport.refuse = false;
    expect(await deliverDueMail(transport, { now: new Date(now.getTime() + 86_400_000) })).toEqual({
      sent: 0,
      refused: 0,
    });
    expect(sent).toEqual([]);
  });

  it("sends one its sender claimed and never finished once the claim's lease is over", async () => {
    const { id } = await queue("crashed@example.com");
    const now = new Date();
    // A sender claims it and dies before SMTP answers.
    const never: MailTransport = { sendMail: () => new Promise(() => {}) };
    void deliverDueMail(never, { now });
    await vi.waitFor(async () => expect((await rowOf(id))?.attempts).toBe(1));
    const { sent, transport } = recorder();
    expect(await deliverDueMail(transport, { now })).toEqual({ sent: 0, refused: 0 });
    const afterLease = new Date(now.getTime() + 5 * 60_000);
    expect(await deliverDueMail(transport, { now: afterLease })).toEqual({ sent: 1, refused: 0 });
    expect(sent).toEqual(["crashed@example.com"]);
  });

  it("two senders at once send each email once", async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `race${i}@example.com`);
    for (const to of addresses) await queue(to);
    const { sent, transport } = recorder();
    const results = await Promise.all([
      deliverDueMail(transport, { batch: 20 }),
      deliverDueMail(transport, { batch: 20 }),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(30);
    expect(sent.toSorted()).toEqual(addresses.toSorted());
  });
});

/** Just enough of an SMTP server to accept mail over plain TCP: each message's raw text. */
async function tinySmtpServer() {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.setEncoding("utf8");
    let buffer = "";
    let data: string[] | undefined;
    socket.write("220 tiny ESMTP\r\n");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            received.push(data.join("\n"));
            data = undefined;
            socket.write("250 queued\r\n");
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
        } else if (/^DATA/i.test(line)) {
          data = [];
          socket.write("354 go on\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
