import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { completedSession, paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { amakaWithFreeSlots, getResponse, shape } from "./contract-helpers";
import { authAnswer, demoClient } from "./fixtures/accounts";
import { mockPartner, resetAfterSessionMock } from "./fixtures/after-session";
import { mockBooking, saveBookingState } from "./fixtures/booking";
import { therapyCategories } from "./fixtures/catalog";
import { mockTherapist } from "./fixtures/notes";
import { handlers } from "./handlers";
import { MOCK_SESSION_LINK, setSessionLinkMock } from "./handlers/session-link";

withTestDatabase({ seed: true });

/** The MSW handlers' answer to a request by one of the mocked accounts. */
async function mock(token: string | undefined, path: string, body?: unknown) {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  if (body !== undefined) headers.set("content-type", "application/json");
  const init =
    body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) };
  const response = await getResponse(handlers, new Request(`http://localhost/api${path}`, init));
  if (!response) throw new Error(`No MSW handler answers ${path}`);
  return { status: response.status, body: await response.json() };
}

type Answer = { status: number; body: { data?: unknown } };
const alike = (real: Answer, fake: Answer, what: string) => {
  expect(fake.status, what).toBe(real.status);
  expect(shape(fake.body), what).toEqual(shape(real.body));
};

const MARCUS = "marcus.lee@demo.therapy";

describe("the invitee's and the therapist's side of a couples session answer like the real API (issues 13, 14)", () => {
  it("invite, the partner's invitation and answer, the therapist's session, participants, decision and client pages", async () => {
    // Real: a client who had a session with Marcus and booked a couples session with him.
    const client = await signedInUser({ countryCode: "US" });
    await completedSession({ therapistEmail: MARCUS, client, slotIndex: 30 });
    const session = await paidSession({
      therapistEmail: MARCUS,
      category: "couples",
      client,
      slotIndex: 31,
    });
    await call("/client/emergency-contact", {
      token: client.token,
      body: { name: "Ngozi Eze", phoneNumber: "08031234567" },
    });
    const partner = await signedInUser({ countryCode: "US" });
    const marcus = await therapistToken(MARCUS);
    // The same room on both sides, so the invitee's way in can be compared word for word.
    setSessionLinkMock(MOCK_SESSION_LINK);
    await call("/provider/session-link", {
      token: marcus,
      method: "PUT",
      body: { link: MOCK_SESSION_LINK, useOwnRoom: true },
    });

    // Mock: the demo client's paid couples session, with the held one of the fixtures.
    resetAfterSessionMock();
    const { mockAmaka, bookingBody } = await amakaWithFreeSlots();
    const couples = therapyCategories("en").find((c) => c.allowInvite)!;
    const booked = mockBooking({
      ...bookingBody(mockAmaka, 1),
      therapyCategoryId: couples.identifier,
      note: "Private note for the therapist",
    })!;
    saveBookingState({
      [booked.identifier]: {
        ...booked,
        status: "confirmed",
        previousStatus: "pending",
        holdExpiresAt: null,
      },
    });
    const clientToken = authAnswer().token;

    const invited = [
      await call("/share-booking", {
        token: client.token,
        body: { bookingIdentifier: session.id, emails: [partner.user.email] },
      }),
      await mock(clientToken, "/share-booking", {
        bookingIdentifier: booked.identifier,
        emails: [mockPartner.email],
      }),
    ] as const;
    alike(...invited, "POST /share-booking");
    const [realId, mockId] = invited.map((r) => r.body.data[0].identifier as string);

    const pairs: [string, Answer, Answer][] = [
      [
        "GET /booking/participant/{id}, the invitee",
        await call(`/booking/participant/${realId}`, { token: partner.token }),
        await mock(mockPartner.token, `/booking/participant/${mockId}`),
      ],
      [
        "GET /booking/participant/{id}/join, before accepting",
        await call(`/booking/participant/${realId}/join`, { token: partner.token }),
        await mock(mockPartner.token, `/booking/participant/${mockId}/join`),
      ],
      [
        "GET /booking/participant/{id}/calendar, before accepting",
        await call(`/booking/participant/${realId}/calendar`, { token: partner.token }),
        await mock(mockPartner.token, `/booking/participant/${mockId}/calendar`),
      ],
      [
        "POST /booking/participant/{id}/status",
        await call(`/booking/participant/${realId}/status`, {
          token: partner.token,
          body: { status: "acknowledged" },
        }),
        await mock(mockPartner.token, `/booking/participant/${mockId}/status`, {
          status: "acknowledged",
        }),
      ],
      [
        "GET /booking/participant, the invitee's list",
        await call("/booking/participant", { token: partner.token }),
        await mock(mockPartner.token, "/booking/participant"),
      ],
      [
        "GET /booking/participant, the inviting client's (none)",
        await call("/booking/participant", { token: client.token }),
        await mock(clientToken, "/booking/participant"),
      ],
      [
        "GET /booking/participant/{id}/join, accepted",
        await call(`/booking/participant/${realId}/join`, { token: partner.token }),
        await mock(mockPartner.token, `/booking/participant/${mockId}/join`),
      ],
      [
        "GET /booking/participant/{id}/join, the inviting client",
        await call(`/booking/participant/${realId}/join`, { token: client.token }),
        await mock(clientToken, `/booking/participant/${mockId}/join`),
      ],
      [
        "GET /booking/participant/{id}/calendar, the inviting client",
        await call(`/booking/participant/${realId}/calendar`, { token: client.token }),
        await mock(clientToken, `/booking/participant/${mockId}/calendar`),
      ],
      [
        "GET /booking/participant/{id}, the inviting client",
        await call(`/booking/participant/${realId}`, { token: client.token }),
        await mock(clientToken, `/booking/participant/${mockId}`),
      ],
      [
        "GET /appointment/{id}, the therapist",
        await call(`/appointment/${session.id}`, { token: marcus }),
        await mock(mockTherapist.token, `/appointment/${booked.identifier}`),
      ],
      [
        "GET /appointment/{id}, the client",
        await call(`/appointment/${session.id}`, { token: client.token }),
        await mock(clientToken, `/appointment/${booked.identifier}`),
      ],
      [
        "GET /share-booking/{id}, the therapist",
        await call(`/share-booking/${session.id}`, { token: marcus }),
        await mock(mockTherapist.token, `/share-booking/${booked.identifier}`),
      ],
      [
        "POST /appointment/participant/{id}/acknowledge, the therapist",
        await call(`/appointment/participant/${realId}/acknowledge`, {
          token: marcus,
          method: "POST",
        }),
        await mock(mockTherapist.token, `/appointment/participant/${mockId}/acknowledge`, {}),
      ],
      [
        "POST /appointment/participant/{id}/acknowledge, the client",
        await call(`/appointment/participant/${realId}/acknowledge`, {
          token: client.token,
          method: "POST",
        }),
        await mock(clientToken, `/appointment/participant/${mockId}/acknowledge`, {}),
      ],
      [
        "GET /clients, the therapist",
        await call(`/clients?page=1&search=${client.user.lastName}`, { token: marcus }),
        await mock(mockTherapist.token, `/clients?page=1&search=${demoClient.lastName}`),
      ],
      [
        "GET /clients, no match",
        await call("/clients?page=1&search=nobody-like-this", { token: marcus }),
        await mock(mockTherapist.token, "/clients?page=1&search=nobody-like-this"),
      ],
      [
        "GET /client/profile/{id}, with the emergency contact",
        await call(`/client/profile/${client.user.id}`, { token: marcus }),
        await mock(mockTherapist.token, `/client/profile/${demoClient.identifier}`),
      ],
      [
        "GET /appointment/client/{id}",
        await call(`/appointment/client/${client.user.id}`, { token: marcus }),
        await mock(mockTherapist.token, `/appointment/client/${demoClient.identifier}`),
      ],
      [
        "GET /client/profile/{id}, someone else's",
        await call(`/client/profile/${partner.user.id}`, { token: marcus }),
        await mock(mockTherapist.token, `/client/profile/${mockId}`),
      ],
    ];
    for (const [what, real, fake] of pairs) alike(real, fake, what);
    // Errors are worded alike, not only shaped alike.
    for (const [what, real, fake] of pairs)
      if (real.status >= 400 || what.includes("/join")) expect(fake.body, what).toEqual(real.body);
    expect(pairs.find(([what]) => what.endsWith("join, accepted"))![1].body.data).toMatchObject({
      link: MOCK_SESSION_LINK,
    });

    // The accepted invitee's calendar file, line for line but for what differs between the two
    // sessions (ids, therapist, time, way of meeting) and the site's origin and the moment.
    const fileReal = await call(`/booking/participant/${realId}/calendar`, {
      token: partner.token,
      headers: { "x-language": "de" },
    });
    const fileMock = (await getResponse(
      handlers,
      new Request(`http://localhost/api/booking/participant/${mockId}/calendar`, {
        headers: { authorization: `Bearer ${mockPartner.token}`, "x-language": "de" },
      }),
    ))!;
    const normal = (ics: string, ids: string[], therapist: string) =>
      ids
        .reduce((text, id) => text.replaceAll(id, "ID"), ics.replace(/\r\n /g, ""))
        .replaceAll(therapist, "THERAPIST")
        .replace(/https?:\/\/[^/]+/g, "ORIGIN")
        .replace(/@[\w.-]+/, "@HOST")
        .replace(/(DTSTAMP|DTSTART|DTEND|LOCATION):.*/g, "$1");
    expect(fileMock.status).toBe(fileReal.status);
    for (const header of ["content-type", "cache-control"])
      expect(fileMock.headers.get(header), header).toBe(fileReal.headers.get(header));
    expect(normal(await fileMock.text(), [mockId!, booked.identifier], "Amaka Obi")).toBe(
      normal(fileReal.body, [realId!, session.id], "Marcus Lee"),
    );
    expect(fileReal.body.replace(/\r\n /g, "")).toMatch(
      new RegExp(`URL:.*/de/appointments/participant/${realId}/\r`),
    );
    resetAfterSessionMock();
    saveBookingState({});
  });
});
