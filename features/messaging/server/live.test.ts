import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/app/api/app";
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
import { eventReader } from "@/tests/helpers/sse";
import { withTestDatabase } from "@/tests/helpers/test-db";
import type { Message } from "../schemas";
import { closeLive, openStreams } from "@/lib/server/live";

withTestDatabase({ seed: true });

type Person = Awaited<ReturnType<typeof signedInUser>>;
let therapist: Person;
let client: Person;
let stranger: Person;
let conversationId: string;
const controllers: AbortController[] = [];

beforeAll(async () => {
  setStorage(memoryStorage());
  therapist = await signedInUser({ userType: "provider" });
  client = await signedInUser();
  stranger = await signedInUser({ userType: "provider" });
  await bookingBetween(client.user.id, therapist.user.id);
  conversationId = (await openConversation(client.token, therapist.user.id)).body.meta.conversation
    .identifier;
});

afterAll(async () => {
  for (const c of controllers) c.abort();
  setStorage(undefined);
  await closeLive();
});

async function listen(headers: Record<string, string>) {
  const controller = new AbortController();
  controllers.push(controller);
  const response = await api.request("/api/messages/live", { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events = eventReader(response);
  await events.next("ready");
  return {
    events,
    close: () => {
      controller.abort();
      void events.cancel();
    },
  };
}

describe("the live channel", () => {
  it("refuses a caller without a session", async () => {
    const response = await api.request("/api/messages/live");
    expect(response.status).toBe(401);
  });

  it("brings a new message, an edit, a deletion and a seen mark to the other person within a second", async () => {
    const { events } = await listen({ authorization: `Bearer ${therapist.token}` });
    // The sender's own stream (another tab) hears it too; the cookie works like EventSource's.
    const own = await listen({ cookie: `token=${client.token}` });
    const outsider = await listen({ authorization: `Bearer ${stranger.token}` });

    const started = Date.now();
    const sent = await sendMessage(client.token, conversationId, "Are we still on?", [
      { name: "notes.pdf", bytes: sampleFiles.pdf() },
    ]);
    const id = sent.body.data.identifier as string;
    const arrived = await events.next<{ message: Message }>(
      "message",
      (e) => e.message.identifier === id,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(arrived.message).toMatchObject({
      text: "Are we still on?",
      senderIdentifier: client.user.id,
    });
    expect(arrived.message.attachments).toHaveLength(1);
    await own.events.next("message", (e: { message: Message }) => e.message.identifier === id);

    await call(`/messages/${id}/update`, {
      method: "PUT",
      token: client.token,
      body: { text: "Still on?" },
    });
    const edited = await events.next<{ message: Message }>("edited");
    expect(edited.message).toMatchObject({ identifier: id, text: "Still on?" });
    expect(edited.message.editedAt).not.toBeNull();

    await call("/messages/mark-seen", {
      method: "PUT",
      token: therapist.token,
      body: { conversationIdentifier: conversationId },
    });
    const seen = await own.events.next<{ seenBy: string; conversationIdentifier: string }>("seen");
    expect(seen).toMatchObject({
      seenBy: therapist.user.id,
      conversationIdentifier: conversationId,
    });

    await call(`/messages/${id}`, { method: "DELETE", token: client.token });
    const deleted = await events.next<{ message: Message }>("deleted");
    expect(deleted.message).toMatchObject({ identifier: id, text: null, attachments: [] });

    // Nobody else hears any of it.
    await expect(outsider.events.next("message", () => true, 200)).rejects.toThrow(/No "message"/);
  });

  it("lets go of a stream when its client hangs up", async () => {
    const before = openStreams();
    const stream = await listen({ authorization: `Bearer ${therapist.token}` });
    expect(openStreams()).toBe(before + 1);
    stream.close();
    await expect.poll(() => openStreams(), { timeout: 2000 }).toBe(before);
  });
});
