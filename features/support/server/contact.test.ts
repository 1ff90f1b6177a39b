// @vitest-environment node
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, outbox } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

let nextAddress = 10;
/** Each test writes from its own address, so the per-address limit is its own. */
const newAddress = () => `198.51.100.${nextAddress++}`;

const contact = (overrides: Record<string, unknown> = {}) => ({
  email: "Ada.Obi@Example.com",
  firstName: "Ada",
  lastName: "Obi",
  phone: "+44 (20) 7946-0958".replace(/ /g, ""),
  message: "My card was charged twice for Tuesday's session.",
  ...overrides,
});
const send = (body: unknown, address: string, headers: Record<string, string> = {}) =>
  call("/support/contact", { body, headers: { "x-forwarded-for": address, ...headers } });

const inboxMail = async () =>
  database.db.select().from(outbox).where(eq(outbox.to, "support@haven.example"));

describe("POST /api/support/contact: the contact form", () => {
  it("stores the message, emails it to the support inbox and thanks the sender by name", async () => {
    const before = (await inboxMail()).length;
    const res = await send(contact({ page: "/therapists" }), newAddress());
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      identifier: expect.any(String),
      message:
        "Thank you, Ada. We have your message and will reply to ada.obi@example.com within one working day.",
    });
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.data.identifier));
    expect(row).toMatchObject({
      userId: null,
      email: "ada.obi@example.com",
      firstName: "Ada",
      lastName: "Obi",
      phone: "+44(20)7946-0958",
      message: "My card was charged twice for Tuesday's session.",
      page: "/therapists",
      locale: "en",
    });
    const mails = await inboxMail();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe("Contact form: Ada Obi");
    // Support's reply goes to the sender, as typed but lower-cased.
    expect(mail.replyTo).toBe("ada.obi@example.com");
    expect(mail.text).toContain("My card was charged twice for Tuesday's session.");
    expect(mail.text).toContain("ada.obi@example.com");
    expect(mail.text).toContain("from /therapists");
  });

  it("answers in German and notes the signed-in sender's account", async () => {
    const { token, user } = await signedInUser({ userType: "client" });
    const res = await call("/support/contact", {
      token,
      body: contact({ phone: "" }),
      headers: { "x-forwarded-for": newAddress(), "accept-language": "de" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe(
      "Danke, Ada. Wir haben Ihre Nachricht erhalten und antworten innerhalb eines Werktags an ada.obi@example.com.",
    );
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.data.identifier));
    expect(row).toMatchObject({ userId: user.id, phone: null, page: "/contact", locale: "de" });
  });

  it("refuses missing fields with the spec's messages and stores nothing", async () => {
    const before = await database.db.$count(contactMessages);
    const res = await send({ phone: "123" }, newAddress());
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      email: "Email is required",
      firstName: "First name is required",
      lastName: "Last name is required",
      message: "Message is required",
      phone: "Phone number must be 10 to 32 characters",
    });
    expect(await database.db.$count(contactMessages)).toBe(before);
  });

  it("takes a phone of 10 and of 32 characters, and refuses 9, 33 and letters or spaces", async () => {
    const address = newAddress();
    const status = async (phone: string) => (await send(contact({ phone }), address)).status;
    expect(await status("0123456789")).toBe(201);
    expect(await status(`+(${"1".repeat(28)})-`)).toBe(201);
    const nine = await send(contact({ phone: "012345678" }), address);
    expect(nine.body.errors).toEqual({ phone: "Phone number must be 10 to 32 characters" });
    const long = await send(contact({ phone: "1".repeat(33) }), address);
    expect(long.body.errors).toEqual({ phone: "Phone number must be 10 to 32 characters" });
    const spaced = await send(contact({ phone: "0123 456 789" }), address);
    expect(spaced.body.errors).toEqual({ phone: "Use only digits and ( ) + -" });
  });

  it("takes a message of 2,000 characters and refuses 2,001, and a malformed email", async () => {
    const address = newAddress();
    expect((await send(contact({ message: "a".repeat(2000) }), address)).status).toBe(201);
    const long = await send(contact({ message: "a".repeat(2001) }), address);
    expect(long.body.errors).toEqual({ message: "A message can have at most 2,000 characters" });
    const email = await send(contact({ email: "ada@example" }), address);
    expect(email.body.errors).toEqual({ email: "Enter a valid email address" });
  });

  it("ignores a page that is not a path of ours", async () => {
    const res = await send(contact({ page: "https://evil.example/x" }), newAddress());
    expect(res.status).toBe(201);
    const [row] = await database.db
      .select({ page: contactMessages.page })
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.data.identifier));
    expect(row!.page).toBe("/contact");
  });

  it("takes five messages an hour from one address, then refuses with 429; another address goes on", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await send(contact(), address)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send(contact(), newAddress())).status).toBe(201);
  });

  it("limits a signed-in account across addresses", async () => {
    const { token } = await signedInUser({ userType: "client" });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const res = await call("/support/contact", {
        token,
        body: contact(),
        headers: { "x-forwarded-for": newAddress() },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("deleting an account", () => {
  const messagesOf = (ids: string[]) =>
    database.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids));

  it("deletes the messages sent from it and under its address, and no one else's", async () => {
    const { token, user } = await signedInUser({ userType: "client" });
    // Typed in another case: the address is the same.
    const signedIn = await call("/support/contact", {
      token,
      body: contact({ email: "someone.else@example.com" }),
      headers: { "x-forwarded-for": newAddress() },
    });
    const signedOut = await send(contact({ email: user.email.toUpperCase() }), newAddress());
    const stranger = await send(contact({ email: "stranger@example.com" }), newAddress());
    const ids = [signedIn, signedOut, stranger].map((r) => r.body.data.identifier as string);
    expect(await messagesOf(ids)).toHaveLength(3);

    const res = await call("/user/profile/delete-account", {
      method: "DELETE",
      token,
      body: { password: user.password },
    });
    expect(res.status).toBe(200);
    expect(await messagesOf(ids)).toEqual([{ id: ids[2] }]);
  });
});
