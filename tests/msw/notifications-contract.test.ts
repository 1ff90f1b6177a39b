import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { Notification } from "@/features/notifications/schemas";
import { notify } from "@/features/notifications/server/service";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, realCall, shape, type MockInit } from "./contract-helpers";
import { authAnswer } from "./fixtures/accounts";
import { mockPartner } from "./fixtures/after-session";
import { mockTherapist } from "./fixtures/notes";
import { clientNotifications, therapistNotifications } from "./fixtures/notifications";
import { resetNotificationsMock } from "./handlers/notifications";

withTestDatabase({ seed: true });
afterAll(() => resetNotificationsMock());

type Init = MockInit;

const mock = mockAs(authAnswer().token);

const real = realCall;

/** What the two sides must agree on word for word: all but ids and instants of writing. */
const comparable = (n: Notification) => ({
  kind: n.kind,
  actorName: n.actorName,
  hasBooking: n.bookingId !== null,
  details: n.details,
  read: n.read,
  createdAt: typeof n.createdAt,
});

/** Writes the real API's notifications like a mocked list, oldest first, a minute apart. */
async function mirror(
  userId: string,
  list: Notification[],
  ids: { actor?: string; booking?: string },
) {
  const oldestFirst = [...list].reverse();
  for (const [i, n] of oldestFirst.entries())
    await notify(
      [
        {
          userId,
          kind: n.kind,
          actorId: n.actorName ? ids.actor : null,
          bookingId: n.bookingId ? ids.booking : null,
          details: n.details,
        },
      ],
      new Date(Date.UTC(2026, 10, 1, 10, i)),
    );
}

describe("the notifications' MSW handlers answer like the real API (decision 0508)", () => {
  it("a client's list, count and marking read, word for word", async () => {
    resetNotificationsMock();
    const client = await signedInUser();
    const session = await paidSession({ therapistEmail: "amaka.obi@demo.therapy", client });
    await mirror(client.user.id, clientNotifications(), {
      actor: session.providerId,
      booking: session.id,
    });
    const realList = (await real("/notifications", { token: client.token })).body;
    // The mock's oldest is already read: mark the same one read on the real side first.
    const realIds = realList.data.map((n: Notification) => n.identifier);
    const first = await real("/notifications/mark-read", {
      token: client.token,
      method: "PUT",
      body: { identifier: realIds[2] },
    });
    expect(first.body).toEqual({ data: { count: 2 } });

    const [r, m] = [
      (await real("/notifications", { token: client.token })).body,
      (await mock("/notifications")).body,
    ];
    expect(shape(m)).toEqual(shape(r));
    expect(m.data.map(comparable)).toEqual(r.data.map(comparable));
    expect(m.meta).toEqual(r.meta);
    expect((await mock("/notifications/unread-count")).body).toEqual(
      (await real("/notifications/unread-count", { token: client.token })).body,
    );

    const [realMarked, mockMarked] = [
      await real("/notifications/mark-read", {
        token: client.token,
        method: "PUT",
        body: { identifier: realIds[1] },
      }),
      await mock("/notifications/mark-read", {
        method: "PUT",
        body: { identifier: m.data[1].identifier },
      }),
    ];
    expect([mockMarked.status, mockMarked.body]).toEqual([realMarked.status, realMarked.body]);
    expect(mockMarked.body).toEqual({ data: { count: 1 } });
  });

  it("a therapist's kinds carry the same details", async () => {
    resetNotificationsMock();
    const therapist = await signedInUser({ userType: "provider" });
    const actor = await signedInUser();
    const session = await paidSession({ therapistEmail: "amaka.obi@demo.therapy", client: actor });
    await (
      await getDb()
    )
      .update(users)
      .set({ firstName: "Chioma", lastName: "Eze" })
      .where(eq(users.id, actor.user.id));
    await mirror(therapist.user.id, therapistNotifications(), {
      actor: actor.user.id,
      booking: session.id,
    });
    const r = (await real("/notifications", { token: therapist.token })).body;
    const m = (await mock("/notifications", { token: mockTherapist.token })).body;
    expect(shape(m)).toEqual(shape(r));
    const unreadAsMocked = (list: Notification[]) =>
      list.map((n) => ({ ...comparable(n), read: undefined }));
    expect(unreadAsMocked(m.data)).toEqual(unreadAsMocked(r.data));
  });

  it("refuses strangers, someone else's notification, a bad id and a bad cursor alike", async () => {
    resetNotificationsMock();
    const owner = await signedInUser();
    const stranger = await signedInUser();
    await notify([{ userId: owner.user.id, kind: "credentialsApproved" }]);
    const [theirs] = (await real("/notifications", { token: owner.token })).body.data;
    const pairs: [string, Init & { token?: string }, Init][] = [
      ["/notifications", {}, { token: null }],
      ["/notifications/unread-count", { lang: "de" }, { token: null, lang: "de" }],
      [
        "/notifications/mark-read",
        { method: "PUT", body: { identifier: theirs.identifier } },
        { method: "PUT", body: { identifier: theirs.identifier }, token: null },
      ],
      [
        "/notifications/mark-read",
        { token: stranger.token, method: "PUT", body: { identifier: theirs.identifier } },
        { method: "PUT", body: { identifier: "00000000-0000-4000-8000-000000000000" } },
      ],
      [
        "/notifications/mark-read",
        { token: stranger.token, method: "PUT", body: { identifier: "nope" }, lang: "de" },
        { method: "PUT", body: { identifier: "nope" }, lang: "de" },
      ],
      ["/notifications?cursor=nope", { token: stranger.token, lang: "de" }, { lang: "de" }],
    ];
    for (const [path, realInit, mockInit] of pairs) {
      const [r, m] = [await real(path, realInit), await mock(path, mockInit)];
      expect([m.status, m.body], path).toEqual([r.status, r.body]);
    }
  });

  it("counts the unread messages of everyone the navigation asks for, as the API does (0520)", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const partner = await signedInUser();
    const pairs: [string | null, string | null][] = [
      [therapist.token, mockTherapist.token],
      [partner.token, mockPartner.token],
      [null, null],
    ];
    for (const [realToken, mockToken] of pairs) {
      const [r, m] = [
        await real("/messages/unread-count", realToken ? { token: realToken } : {}),
        await mock("/messages/unread-count", { token: mockToken }),
      ];
      expect([m.status, m.body], String(mockToken)).toEqual([r.status, r.body]);
    }
  });
});
