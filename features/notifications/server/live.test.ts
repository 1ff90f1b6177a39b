import { afterAll, describe, expect, it } from "vitest";
import { api } from "@/app/api/app";
import { messageById } from "@/features/messaging/server/messages";
import { closeLive, setMessageLoader } from "@/lib/server/live";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { bookingBetween, openConversation, sendMessage } from "@/tests/helpers/messaging";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { eventReader } from "@/tests/helpers/sse";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });
const SARAH = "sarah.mitchell@demo.therapy";
const controllers: AbortController[] = [];

afterAll(async () => {
  setMessageLoader(messageById);
  for (const c of controllers) c.abort();
  await closeLive();
});

async function listen(path: string, headers: Record<string, string>) {
  const controller = new AbortController();
  controllers.push(controller);
  const response = await api.request(`/api${path}`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events = eventReader(response);
  await events.next("ready");
  return events;
}

describe("live news (decision 0520)", () => {
  it("refuses a caller without a session", async () => {
    expect((await api.request("/api/notifications/live")).status).toBe(401);
  });

  it("tells a therapist's open pages at once of a booking and its cancellation, and nobody else", async () => {
    const sarah = await therapistToken(SARAH);
    const bell = await listen("/notifications/live", { cookie: `token=${sarah}` });
    const otherTab = await listen("/notifications/live", { authorization: `Bearer ${sarah}` });
    const chats = await listen("/messages/live", { authorization: `Bearer ${sarah}` });
    const stranger = await signedInUser();
    const outsider = await listen("/notifications/live", {
      authorization: `Bearer ${stranger.token}`,
    });

    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 70 });
    const actor = await listen("/notifications/live", {
      authorization: `Bearer ${session.client.token}`,
    });
    await bell.next("news", () => true, 2000);
    await otherTab.next("news", () => true, 2000);

    const cancelled = await call(`/booking/${session.id}/cancel`, {
      token: session.client.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    await bell.next("news", () => true, 2000);

    // The client who acted hears nothing of their own doing, a stranger nothing of Sarah's, and
    // the messages page's stream carries only messages.
    await expect(actor.next("news", () => true, 200)).rejects.toThrow(/No "news"/);
    await expect(outsider.next("news", () => true, 200)).rejects.toThrow(/No "news"/);
    await expect(chats.next("news", () => true, 200)).rejects.toThrow(/No "news"/);
  });

  it("says when unread messages may have changed, without the message, and not for an edit", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const client = await signedInUser();
    await bookingBetween(client.user.id, therapist.user.id);
    const conversation = (await openConversation(client.token, therapist.user.id)).body.meta
      .conversation.identifier as string;
    const bell = await listen("/notifications/live", {
      authorization: `Bearer ${therapist.token}`,
    });

    // The message is read from the database only for a stream that shows it.
    let loads = 0;
    setMessageLoader((id) => {
      loads++;
      return messageById(id);
    });
    const sent = await sendMessage(client.token, conversation, "Can we talk about Thursday?");
    expect(await bell.next("unread", () => true, 2000)).toEqual({ type: "unread" });
    expect(loads).toBe(0);
    const chats = await listen("/messages/live", { authorization: `Bearer ${therapist.token}` });
    await sendMessage(client.token, conversation, "Or Friday?");
    await chats.next("message", () => true, 2000);
    await bell.next("unread", () => true, 2000);
    expect(loads).toBe(1);

    await call(`/messages/${sent.body.data.identifier}/update`, {
      method: "PUT",
      token: client.token,
      body: { text: "Can we talk on Friday?" },
    });
    await expect(bell.next("unread", () => true, 300)).rejects.toThrow(/No "unread"/);

    // Read on another device: this page's count must drop too.
    await call("/messages/mark-seen", {
      method: "PUT",
      token: therapist.token,
      body: { conversationIdentifier: conversation },
    });
    expect(await bell.next("unread", () => true, 2000)).toEqual({ type: "unread" });
  });
});
