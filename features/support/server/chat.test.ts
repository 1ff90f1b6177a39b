// @vitest-environment node
import { and, desc, eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { api } from "@/app/api/app";
import { outbox, staffAudit, supportConversations, users } from "@/db/schema";
import { authSecret } from "@/lib/server/env";
import { closeLive } from "@/lib/server/live";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { eventReader } from "@/tests/helpers/sse";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const controllers: AbortController[] = [];
afterAll(async () => {
  for (const c of controllers) c.abort();
  await closeLive();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
const write = (person: Person, text: string) =>
  call("/support/chat/messages", { token: person.token, body: { text } });
const reply = (token: string, id: string, text: string) =>
  call(`/staff/support/conversations/${id}/messages`, { token, body: { text } });
const mailTo = async (email: string) =>
  database.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase()));

async function listen(token: string) {
  const controller = new AbortController();
  controllers.push(controller);
  const response = await api.request("/api/support/chat/live", {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const events = eventReader(response);
  await events.next("ready");
  return events;
}

// In order: no staff is online until the third test's heartbeat.
describe("the support chat (issue 68, decision 0811)", () => {
  it("says when no staff is online; a line is kept, the reply is emailed and shows next time", async () => {
    const anonymous = await call("/support/chat");
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual({
      signedIn: false,
      staffOnline: false,
      conversation: null,
      messages: [],
    });

    const client = await signedInUser();
    const before = await call("/support/chat", { token: client.token });
    expect(before.body.data).toMatchObject({ signedIn: true, staffOnline: false, messages: [] });

    const sent = await write(client, "  My top-up has not arrived.  ");
    expect(sent.status).toBe(201);
    expect(sent.body.data.messages).toEqual([
      {
        identifier: expect.any(String),
        fromStaff: false,
        authorName: null,
        text: "My top-up has not arrived.",
        createdAt: expect.any(String),
      },
    ]);
    const id = sent.body.data.conversation.identifier as string;

    const { token } = await signedInStaff(["support"]);
    const answered = await reply(token, id, "It arrived this morning: please look again.");
    expect(answered.status).toBe(201);
    expect(answered.body.data).toMatchObject({ byEmail: true, waiting: false, status: "open" });
    const mails = await mailTo(client.user.email);
    expect(mails.at(-1)!.subject).toBe("Support answered your message");
    expect(mails.at(-1)!.text).toContain("It arrived this morning: please look again.");

    const later = await call("/support/chat", { token: client.token });
    expect(later.body.data.messages.map((m: { text: string }) => m.text)).toEqual([
      "My top-up has not arrived.",
      "It arrived this morning: please look again.",
    ]);
    // The person sees "support", not who answered.
    expect(later.body.data.messages[1]).toMatchObject({ fromStaff: true, authorName: null });
  });

  it("takes a signed-in contact form message into the person's conversation", async () => {
    const client = await signedInUser();
    const res = await call("/support/contact", {
      token: client.token,
      headers: { "x-forwarded-for": "198.51.100.200" },
      body: {
        email: client.user.email,
        firstName: "Ada",
        lastName: "Obi",
        message: "Can I change my booking?",
      },
    });
    expect(res.status).toBe(201);
    const state = await call("/support/chat", { token: client.token });
    expect(state.body.data.messages).toMatchObject([{ text: "Can I change my booking?" }]);
  });

  it("chats live once support has the inbox open: each side hears the other", async () => {
    const staff = await signedInStaff(["support"]);
    expect(
      (await call("/staff/support/presence", { method: "POST", token: staff.token })).body,
    ).toEqual({ data: { online: true } });
    const client = await signedInUser();
    expect((await call("/support/chat", { token: client.token })).body.data.staffOnline).toBe(true);

    const staffEvents = await listen(staff.token);
    const clientEvents = await listen(client.token);
    const started = Date.now();
    const sent = await write(client, "Hello, is anyone there?");
    const id = sent.body.data.conversation.identifier as string;
    await staffEvents.next("support-chat", (e) => e.conversationId === id);
    expect(Date.now() - started).toBeLessThan(1000);

    const answered = await reply(staff.token, id, "Yes, how can I help?");
    expect(answered.body.data.byEmail).toBe(false);
    await clientEvents.next("support-chat", (e) => e.conversationId === id);
    // Answered live, so no email.
    expect(await mailTo(client.user.email)).toHaveLength(0);
    // Whoever answers an unassigned conversation has taken it.
    expect(answered.body.data.assigneeId).toBe(staff.user.id);
  });

  it("answers an expired token 401 TOKEN_EXPIRED, so the widget renews it instead of signing out", async () => {
    const { user } = await signedInUser();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({
      sid: "00000000-0000-4000-8000-000000000000",
      typ: "client",
    })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuer("haven")
      .setIssuedAt(now - 1000)
      .setExpirationTime(now - 10)
      .sign(authSecret());
    const res = await call("/support/chat", { token: expired });
    expect([res.status, res.body.code]).toEqual([401, "TOKEN_EXPIRED"]);
    // A forged one is only a stranger.
    expect((await call("/support/chat", { token: "forged" })).body.data.signedIn).toBe(false);
  });

  it("refuses an empty line and one over 2,000 characters", async () => {
    const client = await signedInUser();
    expect((await write(client, "   ")).body.errors).toEqual({ text: "Message is required" });
    expect((await write(client, "a".repeat(2001))).body.errors).toEqual({
      text: "A message can have at most 2,000 characters",
    });
    expect((await call("/support/chat/messages", { body: { text: "hi" } })).status).toBe(401);
  });
});

describe("the support inbox's access", () => {
  it("opens to support and admin; reviewer, finance, clients, therapists and strangers get 404", async () => {
    const client = await signedInUser();
    const id = (await write(client, "Where is my receipt?")).body.data.conversation.identifier;
    const paths = [
      ["/staff/support/conversations", "GET"],
      [`/staff/support/conversations/${id}`, "GET"],
      [`/staff/support/conversations/${id}/resolve`, "POST"],
      ["/staff/support/presence", "POST"],
    ] as const;
    for (const roles of [["support"], ["admin"]] as const) {
      const { token } = await signedInStaff([...roles]);
      for (const [path, method] of paths)
        expect((await call(path, { token, method })).status, `${roles} ${path}`).toBe(200);
    }
    const others = [
      (await signedInStaff(["reviewer"])).token,
      (await signedInStaff(["finance"])).token,
      client.token,
      (await signedInUser({ userType: "provider" })).token,
      undefined,
    ];
    for (const token of others)
      for (const [path, method] of paths)
        expect((await call(path, { token, method })).status, path).toBe(404);
  });

  it("never shows a person another's conversation", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const id = (await write(owner, "Private question")).body.data.conversation.identifier;
    const theirs = await call("/support/chat", { token: other.token });
    expect(theirs.body.data.conversation).toBeNull();
    expect(theirs.body.data.messages).toEqual([]);
    expect((await call(`/staff/support/conversations/${id}`, { token: other.token })).status).toBe(
      404,
    );
    const { token } = await signedInStaff(["support"]);
    const unknown = "00000000-0000-4000-8000-000000000abc";
    expect((await call(`/staff/support/conversations/${unknown}`, { token })).status).toBe(404);
  });
});

describe("assigning, resolving and searching", () => {
  const auditOf = async (action: string, actorId: string) =>
    database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, action), eq(staffAudit.actorId, actorId)))
      .orderBy(desc(staffAudit.id));

  it("assigns (to oneself, a colleague or nobody) and resolves, each audited", async () => {
    const client = await signedInUser();
    const id = (await write(client, "Please close my account")).body.data.conversation.identifier;
    const staff = await signedInStaff(["support"]);
    const colleague = await signedInStaff(["admin"]);
    const reviewer = await signedInStaff(["reviewer"]);
    const assign = (assigneeId?: string | null) =>
      call(`/staff/support/conversations/${id}/assign`, {
        token: staff.token,
        body: assigneeId === undefined ? {} : { assigneeId },
      });

    const mine = await assign();
    expect(mine.body.data).toMatchObject({
      assigneeId: staff.user.id,
      assigneeName: `${staff.user.firstName} ${staff.user.lastName}`,
    });
    expect((await assign(colleague.user.id)).body.data.assigneeId).toBe(colleague.user.id);
    const refused = await assign(reviewer.user.id);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      assigneeId: "Choose someone with the support or admin role",
    });
    expect((await assign(null)).body.data.assigneeId).toBeNull();

    const audited = await auditOf("support.assign", staff.user.id);
    expect(audited).toHaveLength(3);
    expect(audited[2]).toMatchObject({
      role: "support",
      targetId: client.user.id,
      details: { conversationId: id, assigneeId: staff.user.id, previousAssigneeId: null },
    });

    const resolved = await call(`/staff/support/conversations/${id}/resolve`, {
      method: "POST",
      token: staff.token,
    });
    expect(resolved.body.data.status).toBe("resolved");
    expect(await auditOf("support.resolve", staff.user.id)).toMatchObject([
      { targetId: client.user.id, details: { conversationId: id } },
    ]);
    // The person's next line starts a new conversation.
    const next = await write(client, "One more thing");
    expect(next.body.data.conversation.identifier).not.toBe(id);
    expect(next.body.data.messages).toHaveLength(1);
  });

  it("finds conversations by the person's name or email, by status", async () => {
    const client = await signedInUser();
    await database.db
      .update(users)
      .set({ firstName: "Zebedee", lastName: "Quorn" })
      .where(eq(users.id, client.user.id));
    await write(client, "Searching works?");
    const { token } = await signedInStaff(["support"]);
    const find = async (query: string) =>
      (await call(`/staff/support/conversations?${query}`, { token })).body;
    const byName = await find("person=zebedee%20quorn");
    expect(byName.data).toMatchObject([
      { personId: client.user.id, personName: "Zebedee Quorn", waiting: true, status: "open" },
    ]);
    expect((await find(`person=${client.user.email.toUpperCase()}`)).data).toHaveLength(1);
    expect((await find("person=nobody-by-this-name")).data).toEqual([]);
    expect((await find("person=zebedee&status=resolved")).data).toEqual([]);
    expect((await find("person=zebedee&status=all")).meta.total).toBe(1);
  });
});

describe("a person's copy of their data", () => {
  it("has their support conversations, staff lines as support, and no one else's", async () => {
    const client = await signedInUser();
    const other = await signedInUser();
    const id = (await write(client, "Where is my receipt?")).body.data.conversation.identifier;
    await write(other, "Someone else's question");
    const { token } = await signedInStaff(["support"]);
    await reply(token, id, "In your wallet.");
    const answer = await call("/user/data-export", { token: client.token });
    expect(answer.status).toBe(200);
    expect(answer.body.supportConversations).toEqual([
      {
        identifier: id,
        status: "open",
        createdAt: expect.any(String),
        resolvedAt: null,
        messages: [
          { from: "you", text: "Where is my receipt?", createdAt: expect.any(String) },
          { from: "support", text: "In your wallet.", createdAt: expect.any(String) },
        ],
      },
    ]);
  });
});

describe("deleting an account", () => {
  it("deletes the person's support conversations, and no one else's", async () => {
    const client = await signedInUser();
    const other = await signedInUser();
    await write(client, "Delete me later");
    await write(other, "Keep me");
    const res = await call("/user/profile/delete-account", {
      method: "DELETE",
      token: client.token,
      body: { password: client.user.password },
    });
    expect(res.status).toBe(200);
    const of = (userId: string) =>
      database.db.$count(supportConversations, eq(supportConversations.userId, userId));
    expect(await of(client.user.id)).toBe(0);
    expect(await of(other.user.id)).toBe(1);
  });
});
