import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema";
import { signedInUser } from "@/tests/helpers/factories";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { authAnswer } from "./fixtures/accounts";
import { saveBookingState } from "./fixtures/booking";
import { mockTherapist } from "./fixtures/notes";
import { mockAs, realCall, type MockInit } from "./contract-helpers";
import { MOCK_SESSION_LINK, setSessionLinkMock } from "./handlers/session-link";

withTestDatabase({ seed: true });
afterAll(() => {
  setSessionLinkMock(MOCK_SESSION_LINK);
  saveBookingState({});
});

type Init = MockInit;

const mock = mockAs(mockTherapist.token);

const real = realCall;

describe("the session room's handlers answer like the real API (decision 0308)", () => {
  it("reading, saving, refusing and removing a therapist's link, word for word", async () => {
    setSessionLinkMock(null);
    const therapist = await signedInUser({ userType: "provider" });
    const client = await signedInUser();
    const path = "/provider/session-link";
    const steps: [Init & { token?: string }, Init][] = [
      [{ token: therapist.token }, {}],
      [
        { token: therapist.token, method: "PUT", body: { link: MOCK_SESSION_LINK } },
        { method: "PUT", body: { link: MOCK_SESSION_LINK } },
      ],
      [{ token: therapist.token }, {}],
      // "Use my own room" (decision 0319): refused without a link, then chosen with one.
      [
        { token: therapist.token, method: "PUT", body: { link: "", useOwnRoom: true } },
        { method: "PUT", body: { link: "", useOwnRoom: true } },
      ],
      [
        {
          token: therapist.token,
          method: "PUT",
          body: { link: MOCK_SESSION_LINK, useOwnRoom: true },
        },
        { method: "PUT", body: { link: MOCK_SESSION_LINK, useOwnRoom: true } },
      ],
      [{ token: therapist.token }, {}],
      [
        {
          token: therapist.token,
          method: "PUT",
          body: { link: "http://x.example.com" },
          lang: "de",
        },
        { method: "PUT", body: { link: "http://x.example.com" }, lang: "de" },
      ],
      [
        { token: therapist.token, method: "PUT", body: { link: "" }, lang: "de" },
        { method: "PUT", body: { link: "" }, lang: "de" },
      ],
      [{ token: client.token }, { token: authAnswer().token }],
      [{}, { token: null }],
    ];
    for (const [realInit, mockInit] of steps) {
      const [r, m] = [await real(path, realInit), await mock(path, mockInit)];
      expect([m.status, m.body], JSON.stringify(realInit.body)).toEqual([r.status, r.body]);
    }
  });

  it("a session's way to meet: confirmed, unpaid and in person, for its client and therapist", async () => {
    setSessionLinkMock(MOCK_SESSION_LINK);
    const amaka = await therapistToken("amaka.obi@demo.therapy");
    await real("/provider/session-link", {
      token: amaka,
      method: "PUT",
      body: { link: MOCK_SESSION_LINK, useOwnRoom: true },
    });
    const client = await signedInUser();
    const session = await paidSession({ therapistEmail: "amaka.obi@demo.therapy", client });
    const mocked = mockSessionWithAmaka({ status: "confirmed", previousStatus: "pending" });

    const both = async (realToken: string, mockToken: string, role: "booking" | "appointment") => {
      const [r, m] = [
        await real(`/${role}/${session.id}/join`, { token: realToken }),
        await mock(`/${role}/${mocked.identifier}/join`, { token: mockToken }),
      ];
      expect([m.status, m.body]).toEqual([r.status, r.body]);
      return r.body;
    };
    expect((await both(client.token, authAnswer().token, "booking")).data.link).toBe(
      MOCK_SESSION_LINK,
    );
    await both(amaka, mockTherapist.token, "appointment");
    // The built-in room instead (decision 0319): no link handed out.
    await real("/provider/session-link", {
      token: amaka,
      method: "PUT",
      body: { link: MOCK_SESSION_LINK, useOwnRoom: false },
    });
    setSessionLinkMock(MOCK_SESSION_LINK, false);
    expect((await both(client.token, authAnswer().token, "booking")).data).toMatchObject({
      room: "built-in",
      link: null,
    });
    await both(amaka, mockTherapist.token, "appointment");
    // The wrong role on each side.
    await both(amaka, mockTherapist.token, "booking");
    await both(client.token, authAnswer().token, "appointment");

    const db = await getDb();
    await db.update(bookings).set({ modality: "in-person" }).where(eq(bookings.id, session.id));
    mockSessionWithAmaka({ ...mocked, modality: "in-person" });
    expect((await both(client.token, authAnswer().token, "booking")).data.address).toBeTruthy();

    await db.update(bookings).set({ status: "pending" }).where(eq(bookings.id, session.id));
    mockSessionWithAmaka({ ...mocked, modality: "in-person", status: "pending" });
    expect((await both(client.token, authAnswer().token, "booking")).data.address).toBeNull();
  });
});
