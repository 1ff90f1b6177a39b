import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailUnreadMessages } from "@/features/messaging/server/unread-email";
import { call } from "@/tests/helpers/api-client";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { messages, notes } from "@/db/schema";
import { seedDemoConversations } from "./conversations";
import { seedDemoNotes } from "./notes";
import { idOf, seedUpcomingSessions } from "./sessions";

const database = withTestDatabase({ seed: true });

/** A demo account's session, through the real login. */
async function tokenOf(name: string) {
  const res = await call("/user/login", {
    body: { email: `${name}@demo.therapy`, password: "demo-pass-1" },
    headers: { "x-forwarded-for": "10.77.0.1" },
  });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

const unreadOf = async (token: string) =>
  (await call("/messages/unread-count", { token })).body.data.count as number;

describe("the demo's upcoming sessions (npm run demo)", () => {
  it("leave each therapist the news of them under the bell, as booking in the app would", async () => {
    expect(await seedUpcomingSessions(database.db)).toBe(5);
    const amaka = await tokenOf("amaka.obi");
    expect((await call("/notifications/unread-count", { token: amaka })).body.data.count).toBe(1);
    const [news] = (await call("/notifications", { token: amaka })).body.data;
    expect(news).toMatchObject({ kind: "newBooking", actorName: "Chioma Eze" });
    expect(news.bookingId).toMatch(/^[0-9a-f-]{36}$/);
    const lena = await tokenOf("lena.mueller");
    expect((await call("/notifications/unread-count", { token: lena })).body.data.count).toBe(2);
    expect(await seedUpcomingSessions(database.db)).toBe(0);
  });
});

describe("the demo's conversations (npm run demo)", () => {
  it("opens Messages on a conversation for each demo client, with one unread each side of two", async () => {
    expect(await seedDemoConversations(database.db)).toBe(3);

    const jonas = await tokenOf("jonas.weber");
    const list = await call("/messages/chat-list", { token: jonas });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      otherUser: { firstName: "Lena", lastName: "Müller" },
    });
    expect(await unreadOf(jonas)).toBe(1);
    expect(await unreadOf(await tokenOf("lena.mueller"))).toBe(0);
    expect(await unreadOf(await tokenOf("amaka.obi"))).toBe(1);
    expect(await unreadOf(await tokenOf("chioma.eze"))).toBe(0);
    expect(await unreadOf(await tokenOf("emily.brown"))).toBe(0);
  });

  it("emails no one about the seeded messages, and seeds nothing twice", async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
    expect(await emailUnreadMessages(new Date(Date.now() + 24 * 3_600_000))).toBe(0);
    expect(await seedDemoConversations(database.db)).toBe(0);
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });

  it("leaves conversations their members may go on with: the booking between them allows it", async () => {
    const emily = await tokenOf("emily.brown");
    const [withJames] = (await call("/messages/chat-list", { token: emily })).body.data;
    const form = new FormData();
    form.set("conversationIdentifier", withJames.identifier);
    form.set("text", "See you then.");
    expect((await call("/messages/store", { token: emily, body: form })).status).toBe(201);
  });
});

describe("the demo's notes (npm run demo)", () => {
  it("give a therapist a sealed note on the client and one on their last session, once", async () => {
    expect(await seedDemoNotes(database.db)).toBe(2);
    const lena = await tokenOf("lena.mueller");
    const jonas = await idOf(database.db, "jonas.weber@demo.therapy");
    const mine = async (type: string) =>
      (await call(`/note/client/${jonas}?type=${type}`, { token: lena })).body;
    const clientNotes = await mine("client");
    const sessionNotes = await mine("booking");
    expect(
      [...clientNotes.data, ...sessionNotes.data].map((n: { title: string }) => n.title),
    ).toEqual(["Anliegen und Ziele", "Sitzung: Gedankenprotokoll"]);
    // Sealed at rest like every note, and their making is on the audit record.
    const rows = await database.db.select().from(notes);
    for (const row of rows) expect(row.titleCipher).not.toContain("Ziele");
    const history = await call(`/note/${clientNotes.data[0].identifier}/history`, { token: lena });
    expect(history.body.data.map((a: { action: string }) => a.action)).toContain("create");
    expect(await seedDemoNotes(database.db)).toBe(0);
  });
});
