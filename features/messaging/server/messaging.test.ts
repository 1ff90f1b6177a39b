import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/app/api/app";
import { messageAttachments, messages } from "@/db/schema";
import { setStorage } from "@/lib/server/storage";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import {
  bookingBetween,
  memoryStorage,
  openConversation,
  sampleFiles,
  sendMessage,
} from "@/tests/helpers/messaging";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const storage = memoryStorage();

type Person = Awaited<ReturnType<typeof signedInUser>>;
let therapist: Person; // P: has client A (a pending request only)
let client: Person; // A
let otherClient: Person; // B: a client of Q
let otherTherapist: Person; // Q
let stranger: Person; // C: no bookings at all
let conversationId: string;

beforeAll(async () => {
  setStorage(storage);
  therapist = await signedInUser({ userType: "provider" });
  client = await signedInUser();
  otherClient = await signedInUser();
  otherTherapist = await signedInUser({ userType: "provider" });
  stranger = await signedInUser();
  await bookingBetween(client.user.id, therapist.user.id, "pending");
  await bookingBetween(otherClient.user.id, otherTherapist.user.id, "cancelled");
  const opened = await openConversation(client.token, therapist.user.id);
  expect(opened.status).toBe(200);
  conversationId = opened.body.meta.conversation.identifier;
});

afterAll(() => setStorage(undefined));

const countRows = async () => {
  const [m] = await database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
  const [a] = await database.db.select({ n: sql<number>`count(*)::int` }).from(messageAttachments);
  return { messages: Number(m!.n), attachments: Number(a!.n), files: storage.files.size };
};

describe("who may message whom", () => {
  it("lists exactly the people with a booking between them, whatever its status", async () => {
    const ofClient = await call("/messages/contacts", { token: client.token });
    expect(ofClient.status).toBe(200);
    expect(ofClient.body.data.map((p: { identifier: string }) => p.identifier)).toEqual([
      therapist.user.id,
    ]);
    const ofTherapist = await call("/messages/contacts", { token: therapist.token });
    expect(ofTherapist.body.data.map((p: { identifier: string }) => p.identifier)).toEqual([
      client.user.id,
    ]);
    const ofCancelled = await call("/messages/contacts", { token: otherClient.token });
    expect(ofCancelled.body.data).toHaveLength(1);
    expect((await call("/messages/contacts", { token: stranger.token })).body.data).toEqual([]);
  });

  it("searches contacts by name", async () => {
    const hit = await call("/messages/contacts?searchQuery=test%20per", { token: client.token });
    expect(hit.body.data).toHaveLength(1);
    const miss = await call("/messages/contacts?searchQuery=nobody", { token: client.token });
    expect(miss.body.data).toEqual([]);
  });

  it("opens the one conversation of a pair, from either side", async () => {
    const again = await openConversation(therapist.token, client.user.id);
    expect(again.status).toBe(200);
    expect(again.body.meta.conversation).toMatchObject({
      identifier: conversationId,
      otherUser: { identifier: client.user.id, userType: "client" },
    });
  });

  it("answers 404 for a stranger's identifier, oneself, and a missing person", async () => {
    for (const [token, other] of [
      [client.token, otherTherapist.user.id],
      [stranger.token, therapist.user.id],
      [therapist.token, otherClient.user.id],
      [client.token, client.user.id],
      [client.token, otherClient.user.id],
      [client.token, "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const res = await openConversation(token, other);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("CONVERSATION_NOT_FOUND");
    }
    expect((await call("/messages/contacts")).status).toBe(401);
  });
});

describe("storing messages", () => {
  it("stores text and attachments, and serves the files to the two members only", async () => {
    const sent = await sendMessage(client.token, conversationId, "  Hello <b>there</b>  ", [
      { name: "report.pdf", bytes: sampleFiles.pdf() },
      { name: "photo.PNG", bytes: sampleFiles.png() },
    ]);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      text: "Hello <b>there</b>",
      senderIdentifier: client.user.id,
      editedAt: null,
      deletedAt: null,
    });
    const [pdf, png] = sent.body.data.attachments;
    expect(pdf).toMatchObject({ fileName: "report.pdf", contentType: "application/pdf" });
    expect(png).toMatchObject({ contentType: "image/png" });

    for (const token of [client.token, therapist.token]) {
      const file = await api.request(pdf.url, { headers: { authorization: `Bearer ${token}` } });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(sampleFiles.pdf());
    }
    const byCookie = await api.request(png.url, {
      headers: { cookie: `token=${therapist.token}` },
    });
    expect(byCookie.status).toBe(200);
    for (const token of [otherClient.token, otherTherapist.token, stranger.token]) {
      const file = await api.request(pdf.url, { headers: { authorization: `Bearer ${token}` } });
      expect(file.status).toBe(404);
    }
    expect((await api.request(pdf.url)).status).toBe(404);
  });

  it("accepts 4000 characters and refuses 4001, empty messages, and bad files, storing nothing", async () => {
    expect((await sendMessage(client.token, conversationId, "x".repeat(4000))).status).toBe(201);
    const before = await countRows();
    const cases = [
      [sendMessage(client.token, conversationId, "x".repeat(4001)), "text"],
      [sendMessage(client.token, conversationId, "   "), "text"],
      [sendMessage(client.token, conversationId), "text"],
      [
        sendMessage(client.token, conversationId, "see file", [
          { name: "invoice.pdf", bytes: sampleFiles.exe() },
        ]),
        "files",
      ],
      [
        sendMessage(client.token, conversationId, "see file", [
          { name: "setup.exe", bytes: sampleFiles.exe() },
        ]),
        "files",
      ],
      [
        sendMessage(client.token, conversationId, "mismatch", [
          { name: "photo.jpg", bytes: sampleFiles.pdf() },
        ]),
        "files",
      ],
      [
        sendMessage(client.token, conversationId, "big", [
          {
            name: "big.pdf",
            bytes: (() => {
              const b = new Uint8Array(10 * 1024 * 1024 + 1);
              b.set(sampleFiles.pdf());
              return b;
            })(),
          },
        ]),
        "files",
      ],
      [
        sendMessage(
          client.token,
          conversationId,
          "many",
          Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, bytes: sampleFiles.pdf() })),
        ),
        "files",
      ],
    ] as const;
    for (const [pending, field] of cases) {
      const res = await pending;
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors[field]).toBeTruthy();
    }
    expect(await countRows()).toEqual(before);
  });

  it("accepts a file of exactly 10 MB", async () => {
    const bytes = new Uint8Array(10 * 1024 * 1024);
    bytes.set(sampleFiles.pdf());
    const res = await sendMessage(client.token, conversationId, "", [{ name: "max.pdf", bytes }]);
    expect(res.status).toBe(201);
    expect(res.body.data.text).toBeNull();
  });

  it("keeps everyone else out of the conversation", async () => {
    const sent = await sendMessage(client.token, conversationId, "private");
    const id = sent.body.data.identifier;
    for (const outsider of [otherClient, otherTherapist, stranger]) {
      const t = outsider.token;
      expect((await sendMessage(t, conversationId, "hi")).status).toBe(404);
      expect(
        (
          await call("/messages/mark-seen", {
            method: "PUT",
            token: t,
            body: { conversationIdentifier: conversationId },
          })
        ).status,
      ).toBe(404);
      expect(
        (await call(`/messages/${id}/update`, { method: "PUT", token: t, body: { text: "x" } }))
          .status,
      ).toBe(404);
      expect((await call(`/messages/${id}`, { method: "DELETE", token: t })).status).toBe(404);
      const list = await call("/messages/chat-list", { token: t });
      expect(JSON.stringify(list.body)).not.toContain(conversationId);
    }
    // The other member may read it, but not change the author's message.
    expect(
      (
        await call(`/messages/${id}/update`, {
          method: "PUT",
          token: therapist.token,
          body: { text: "x" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(`/messages/${id}`, { method: "DELETE", token: therapist.token })).status,
    ).toBe(403);
  });
});

describe("editing, deleting and seen marks", () => {
  it("lets the author edit within the window, marked edited, and not after", async () => {
    const sent = await sendMessage(therapist.token, conversationId, "See you Tuesday");
    const id = sent.body.data.identifier;
    const edited = await call(`/messages/${id}/update`, {
      method: "PUT",
      token: therapist.token,
      body: { text: "See you Wednesday" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.text).toBe("See you Wednesday");
    expect(edited.body.data.editedAt).not.toBeNull();
    const empty = await call(`/messages/${id}/update`, {
      method: "PUT",
      token: therapist.token,
      body: { text: " " },
    });
    expect(empty.status).toBe(400);

    await database.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '15 minutes 1 second'` })
      .where(eq(messages.id, id));
    const late = await call(`/messages/${id}/update`, {
      method: "PUT",
      token: therapist.token,
      body: { text: "late" },
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("EDIT_WINDOW_PASSED");
  });

  it("deletes the text and files from the database and storage, for both sides", async () => {
    const sent = await sendMessage(client.token, conversationId, "secret", [
      { name: "scan.pdf", bytes: sampleFiles.pdf() },
    ]);
    const { identifier: id, attachments } = sent.body.data;
    const [file] = await database.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.messageId, id));
    expect(storage.files.has(file!.storageKey)).toBe(true);

    const deleted = await call(`/messages/${id}`, { method: "DELETE", token: client.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ text: null, attachments: [] });
    expect(deleted.body.data.deletedAt).not.toBeNull();

    const [row] = await database.db.select().from(messages).where(eq(messages.id, id));
    expect(row!.text).toBeNull();
    expect(
      await database.db
        .select()
        .from(messageAttachments)
        .where(eq(messageAttachments.messageId, id)),
    ).toEqual([]);
    expect(storage.files.has(file!.storageKey)).toBe(false);
    const served = await api.request(attachments[0].url, {
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(served.status).toBe(404);

    const thread = await openConversation(therapist.token, client.user.id);
    const seen = thread.body.data.find((m: { identifier: string }) => m.identifier === id);
    expect(seen).toMatchObject({ text: null, attachments: [] });
    expect(seen.deletedAt).not.toBeNull();
    // Deleted stays deleted: no second delete, no edit.
    expect((await call(`/messages/${id}`, { method: "DELETE", token: client.token })).status).toBe(
      404,
    );
  });

  it("counts unread messages per conversation and in total until marked seen", async () => {
    const list = await call("/messages/chat-list", { token: therapist.token });
    const item = list.body.data.find(
      (c: { identifier: string }) => c.identifier === conversationId,
    );
    const total = await call("/messages/unread-count", { token: therapist.token });
    expect(item.unreadCount).toBeGreaterThan(0);
    expect(total.body.data.count).toBe(item.unreadCount);

    const marked = await call("/messages/mark-seen", {
      method: "PUT",
      token: therapist.token,
      body: { conversationIdentifier: conversationId },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data.updated).toBe(item.unreadCount);
    const after = await call("/messages/chat-list", { token: therapist.token });
    expect(after.body.data[0].unreadCount).toBe(0);
    expect((await call("/messages/unread-count", { token: therapist.token })).body.data.count).toBe(
      0,
    );
    // The sender's own messages never count as unread for them: only the therapist's one.
    const ofClient = await call("/messages/chat-list", { token: client.token });
    expect(ofClient.body.data[0].unreadCount).toBe(1);
  });

  it("pages a thread newest first by cursor", async () => {
    const fresh = await signedInUser();
    await bookingBetween(fresh.user.id, therapist.user.id, "completed");
    const opened = await openConversation(fresh.token, therapist.user.id);
    const id = opened.body.meta.conversation.identifier;
    // From both sides, which also keeps each sender under the rate limit.
    for (let i = 0; i < 35; i++) await sendMessage((i % 2 ? therapist : fresh).token, id, `m${i}`);
    const first = await openConversation(fresh.token, therapist.user.id);
    expect(first.body.data).toHaveLength(30);
    expect(first.body.data[0].text).toBe("m34");
    const second = await openConversation(
      fresh.token,
      therapist.user.id,
      `?cursor=${first.body.meta.nextCursor}`,
    );
    expect(second.body.data.map((m: { text: string }) => m.text)).toEqual([
      "m4",
      "m3",
      "m2",
      "m1",
      "m0",
    ]);
    expect(second.body.meta.nextCursor).toBeNull();
    const search = await openConversation(fresh.token, therapist.user.id, "?searchQuery=m3");
    expect(search.body.data.map((m: { text: string }) => m.text)).toEqual([
      "m34",
      "m33",
      "m32",
      "m31",
      "m30",
      "m3",
    ]);
    const bad = await openConversation(fresh.token, therapist.user.id, "?cursor=nonsense");
    expect(bad.status).toBe(400);
  });
});

describe("the chat list", () => {
  it("orders by the newest message and pages without skipping or repeating while messages arrive", async () => {
    const busy = await signedInUser({ userType: "provider" });
    const people: Person[] = [];
    const conversationOf = new Map<string, string>();
    for (let i = 0; i < 25; i++) {
      const person = await signedInUser();
      await bookingBetween(person.user.id, busy.user.id);
      const opened = await openConversation(person.token, busy.user.id);
      conversationOf.set(person.user.id, opened.body.meta.conversation.identifier);
      await sendMessage(person.token, opened.body.meta.conversation.identifier, `hello ${i}`);
      people.push(person);
    }
    const first = await call("/messages/chat-list", { token: busy.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0].lastMessage.text).toBe("hello 24");
    expect(first.body.data[0].otherUser.identifier).toBe(people[24]!.user.id);
    expect(first.body.meta.nextCursor).toEqual(expect.any(String));

    // New messages arrive in a conversation not yet shown (page 2) and one already shown.
    await sendMessage(
      people[2]!.token,
      conversationOf.get(people[2]!.user.id)!,
      "news from page 2",
    );
    await sendMessage(
      people[20]!.token,
      conversationOf.get(people[20]!.user.id)!,
      "news from page 1",
    );

    const second = await call(`/messages/chat-list?cursor=${first.body.meta.nextCursor}`, {
      token: busy.token,
    });
    expect(second.status).toBe(200);
    expect(second.body.meta.nextCursor).toBeNull();
    const ids = [...first.body.data, ...second.body.data].map(
      (c: { identifier: string }) => c.identifier,
    );
    expect(new Set(ids).size).toBe(25);
    expect(ids).toHaveLength(25);

    // A fresh first page shows the new order.
    const fresh = await call("/messages/chat-list", { token: busy.token });
    expect(
      fresh.body.data.slice(0, 2).map((c: { lastMessage: { text: string } }) => c.lastMessage.text),
    ).toEqual(["news from page 1", "news from page 2"]);
    const searched = await call(`/messages/chat-list?searchQuery=test`, { token: busy.token });
    expect(searched.body.data).toHaveLength(20);
    const none = await call(`/messages/chat-list?searchQuery=zzz`, { token: busy.token });
    expect(none.body).toEqual({ data: [], meta: { nextCursor: null } });
  });
});

describe("rate limit", () => {
  it("answers 429 with a clear message past 30 messages a minute", async () => {
    const fast = await signedInUser();
    await bookingBetween(fast.user.id, therapist.user.id);
    const opened = await openConversation(fast.token, therapist.user.id);
    const id = opened.body.meta.conversation.identifier;
    for (let i = 0; i < 30; i++)
      expect((await sendMessage(fast.token, id, `n${i}`)).status).toBe(201);
    const limited = await sendMessage(fast.token, id, "one too many");
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("MESSAGE_RATE_LIMITED");
    expect(limited.body.message).toMatch(/too quickly.*wait \d+ seconds/);
  });
});
