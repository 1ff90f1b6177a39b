// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setStorage } from "@/lib/server/storage";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { pngImage } from "@/tests/helpers/images";
import {
  bookingBetween,
  memoryStorage,
  openConversation,
  sendMessage,
} from "@/tests/helpers/messaging";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });
beforeAll(() => setStorage(memoryStorage()));
afterAll(() => setStorage(undefined));

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Listed = { otherUser: { identifier: string; photoUrl: string | null } };

const uploadPicture = (token: string) => {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(pngImage(220, 220))], "me.png"));
  return call("/client/profile-picture", { token, body: form, method: "POST" });
};

/** The client's face as the therapist's chat list, contacts and open conversation show it. */
async function faceSeenBy(therapist: Person, clientId: string) {
  const list = await call("/messages/chat-list", { token: therapist.token });
  const contacts = await call("/messages/contacts", { token: therapist.token });
  const opened = await openConversation(therapist.token, clientId);
  const listed = (list.body.data as Listed[]).find((i) => i.otherUser.identifier === clientId);
  return {
    chatList: listed?.otherUser.photoUrl,
    contacts: (contacts.body.data as Listed["otherUser"][]).find((p) => p.identifier === clientId)
      ?.photoUrl,
    thread: opened.body.meta.conversation.otherUser.photoUrl as string | null,
  };
}

describe("client faces in messaging (issue 14)", () => {
  let therapist: Person;
  let client: Person;

  beforeAll(async () => {
    therapist = await signedInUser({ userType: "provider" });
    client = await signedInUser();
    await bookingBetween(client.user.id, therapist.user.id, "confirmed");
    const opened = await openConversation(client.token, therapist.user.id);
    await sendMessage(client.token, opened.body.meta.conversation.identifier, "Hello");
  });

  it("shows no picture (the page draws initials) until the client chooses one", async () => {
    expect(await faceSeenBy(therapist, client.user.id)).toEqual({
      chatList: null,
      contacts: null,
      thread: null,
    });
  });

  it("shows the chosen avatar, then the uploaded picture, which the therapist can load", async () => {
    await call("/client/avatar/sunrise", { token: client.token, method: "POST" });
    expect(await faceSeenBy(therapist, client.user.id)).toEqual({
      chatList: "/avatars/sunrise.svg",
      contacts: "/avatars/sunrise.svg",
      thread: "/avatars/sunrise.svg",
    });

    const uploaded = await uploadPicture(client.token);
    expect(uploaded.status).toBe(200);
    const picture: string = uploaded.body.data.photoUrl;
    expect(picture).toMatch(new RegExp(`^/api/client/profile-picture/${client.user.id}\\?v=`));
    expect(await faceSeenBy(therapist, client.user.id)).toEqual({
      chatList: picture,
      contacts: picture,
      thread: picture,
    });
    const image = await call(picture.replace(/^\/api/, ""), { token: therapist.token });
    expect(image.status).toBe(200);
  });

  it("still shows the therapist's photo field to the client, and only the other person", async () => {
    const list = await call("/messages/chat-list", { token: client.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].otherUser).toMatchObject({
      identifier: therapist.user.id,
      userType: "provider",
      photoUrl: null,
    });
  });
});
