// @vitest-environment node
import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { openConversation, sendMessage } from "@/tests/helpers/messaging";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { dayAtOffset, FAR_ZONES } from "@/tests/helpers/zones";
import { DATA_EXPORT_LIMIT } from "./personal-data";

withTestDatabase({ seed: true });

const SARAH = "sarah.mitchell@demo.therapy";

/** The export as a file: its name and its parsed JSON. */
async function exportOf(token: string) {
  const answer = await call("/user/data-export", { token });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  const disposition = answer.headers.get("content-disposition");
  expect(disposition).toMatch(/^attachment; filename="haven-data-\d{4}-\d{2}-\d{2}\.json"$/);
  return answer.body;
}

describe("GET /user/data-export: a copy of one's own data (decision 0507)", () => {
  it("gives a client their account, session, wallet, messages and preferences, and nothing of anyone else", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 60 });
    const { client } = session;
    const opened = await openConversation(client.token, session.providerId);
    const conversation = opened.body.meta.conversation.identifier as string;
    await sendMessage(client.token, conversation, "Could we talk about sleep next time?");
    // Another client of the same therapist, with their own session and words.
    const other = await paidSession({ therapistEmail: SARAH, slotIndex: 61 });
    const theirs = await openConversation(other.client.token, other.providerId);
    await sendMessage(
      other.client.token,
      theirs.body.meta.conversation.identifier as string,
      "A secret of someone else",
    );

    const data = await exportOf(client.token);
    expect(data.account).toMatchObject({
      identifier: client.user.id,
      userType: "client",
      email: client.user.email,
      signsInWith: "password",
      emailPreferences: { sessionReminders: true, unreadMessages: true },
    });
    expect(data.sessions).toEqual([
      expect.objectContaining({
        identifier: session.id,
        role: "client",
        with: "Sarah Mitchell",
        therapy: "Individual therapy",
        status: "confirmed",
      }),
    ]);
    expect(data.wallet.map((e: { type: string }) => e.type)).toEqual(["top_up", "booking_charge"]);
    expect(data.conversations).toEqual([
      {
        with: "Sarah Mitchell",
        messages: [
          expect.objectContaining({
            fromMe: true,
            text: "Could we talk about sleep next time?",
            attachments: [],
          }),
        ],
      },
    ]);
    expect(data.profile).toMatchObject({ firstName: client.user.firstName });
    expect(data.preferences).toBeDefined();
    expect(data.reviews).toEqual([]);
    expect(data.vouchers).toEqual([]);
    expect(data.waitlists).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain("A secret of someone else");
    expect(text).not.toContain("passwordHash");
    expect(text).not.toMatch(/\$argon2|\$2[aby]\$/);
  });

  it("gives a therapist their practice, work history and their side of each session, in their language", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 62 });
    const token = await therapistToken(SARAH);
    const room = "https://meet.example.com/sarah";
    await call("/provider/session-link", { token, method: "PUT", body: { link: room } });
    const answer = await call("/user/data-export", { token, headers: { "x-language": "de" } });
    expect(answer.status).toBe(200);
    const data = answer.body;
    expect(data.account).toMatchObject({ userType: "provider", email: SARAH });
    expect(data.practice.profileInfo).toMatchObject({ firstName: "Sarah", lastName: "Mitchell" });
    expect(data.practice.sessionLink).toBe(room);
    expect(data.workHistory).toEqual({ showOnProfile: false, jobs: expect.any(Array) });
    expect(data.credentials).toEqual({
      qualifications: expect.any(Array),
      insurance: expect.any(Array),
      verification: expect.objectContaining({ status: expect.any(String) }),
    });
    const mine = data.sessions.find((s: { identifier: string }) => s.identifier === session.id);
    expect(mine).toMatchObject({
      role: "therapist",
      with: "Test Person",
      therapy: "Einzeltherapie",
    });
    // A client's parts are not a therapist's.
    expect(data).not.toHaveProperty("reviews");
    expect(data).not.toHaveProperty("vouchers");
    expect(data).not.toHaveProperty("notes");
  });

  it("has the invitations one received and sent, and one's notifications, not anyone else's", async () => {
    const couples = await paidSession({
      therapistEmail: "marcus.lee@demo.therapy",
      category: "couples",
      slotIndex: 64,
    });
    const partner = await signedInUser();
    const invited = await call("/share-booking", {
      token: couples.client.token,
      body: { bookingIdentifier: couples.id, emails: [partner.user.email, "friend@example.com"] },
    });
    const mine = invited.body.data.find(
      (p: { email: string }) => p.email === partner.user.email,
    ).identifier;
    await call(`/booking/participant/${mine}/status`, {
      token: partner.token,
      body: { status: "acknowledged" },
    });

    const inviter = await exportOf(couples.client.token);
    expect(inviter.invitations.received).toEqual([]);
    expect(inviter.invitations.sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          session: couples.id,
          email: partner.user.email,
          status: "acknowledged",
        }),
        expect.objectContaining({
          session: couples.id,
          email: "friend@example.com",
          status: "posted",
        }),
      ]),
    );
    expect(inviter.notifications).toEqual([
      expect.objectContaining({
        kind: "invitationAccepted",
        from: "Test Person",
        session: couples.id,
        readAt: null,
      }),
    ]);

    const invitee = await exportOf(partner.token);
    expect(invitee.invitations).toEqual({
      received: [
        expect.objectContaining({
          session: couples.id,
          invitedBy: "Test",
          status: "acknowledged",
          answeredAt: expect.any(String),
        }),
      ],
      sent: [],
    });
    expect(invitee.notifications.map((n: { kind: string }) => n.kind)).toEqual([
      "invitedToSession",
    ]);
    expect(JSON.stringify(invitee)).not.toContain("friend@example.com");
  });

  it("names the file with the person's day, not the UTC one", async () => {
    for (const { zone: timezone, hours } of FAR_ZONES) {
      const { token } = await signedInUser();
      expect(
        (await call("/user/timezone", { token, method: "POST", body: { timezone } })).status,
      ).toBe(200);
      const day = dayAtOffset(hours);
      expect((await call("/user/data-export", { token })).headers.get("content-disposition")).toBe(
        `attachment; filename="haven-data-${day}.json"`,
      );
    }
  });

  it("asks for a sign-in, and refuses more than five copies an hour", async () => {
    expect((await call("/user/data-export")).status).toBe(401);
    const { token } = await signedInUser();
    for (let i = 0; i < DATA_EXPORT_LIMIT.limit; i++)
      expect((await call("/user/data-export", { token })).status).toBe(200);
    const refused = await call("/user/data-export", { token });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("RATE_LIMITED");
  });
});
