// @vitest-environment node
import { describe, expect, it } from "vitest";
import { dayIn } from "@/features/availability/time-zone";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

const SARAH = "sarah.mitchell@demo.therapy";

const calendar = (id: string, token?: string, side: "booking" | "appointment" = "booking") =>
  call(`/${side}/${id}/calendar`, { token });

/** The lines of a calendar file, with folded lines joined back. */
const linesOf = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");
const field = (ics: string, name: string) =>
  linesOf(ics)
    .find((l) => l.startsWith(`${name}:`))
    ?.slice(name.length + 1);

const icsTime = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

describe("GET /booking/{id}/calendar: a confirmed session for the viewer's own calendar", () => {
  it("gives the client an event with the therapist, in UTC, and the therapist one with the client", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 60 });
    const { token } = session.client;
    const booking = (await call(`/booking/${session.id}`, { token })).body.data;

    const res = await calendar(session.id, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="session-${booking.startTime.slice(0, 10)}.ics"`,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const ics = res.body as string;
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(field(ics, "UID")).toBe(`${session.id}@localhost`);
    expect(field(ics, "DTSTART")).toBe(icsTime(booking.startTime));
    expect(field(ics, "DTEND")).toBe(icsTime(booking.endTime));
    expect(field(ics, "SUMMARY")).toBe("Session with Sarah Mitchell");
    expect(field(ics, "URL")).toMatch(new RegExp(`/appointments/${session.id}/$`));
    expect(field(ics, "LOCATION")).toBe(booking.modalityName);
    expect(field(ics, "SEQUENCE")).toBe("0");
    // Nothing clinical: not the kind of therapy, not the client's note to the therapist.
    expect(ics).not.toContain(booking.therapyCategory.name);
    expect(ics).not.toContain("Private note");

    const therapist = await calendar(session.id, await therapistToken(SARAH), "appointment");
    expect(field(therapist.body, "SUMMARY")).toBe("Session with Test Person");
    expect(field(therapist.body, "UID")).toBe(field(ics, "UID"));
  });

  it("is in the asker's language", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 61 });
    const res = await call(`/booking/${session.id}/calendar`, {
      token: session.client.token,
      headers: { "x-language": "de" },
    });
    expect(field(res.body, "SUMMARY")).toBe("Sitzung mit Sarah Mitchell");
    expect(field(res.body, "URL")).toMatch(new RegExp(`/de/appointments/${session.id}/$`));
    const alarm = linesOf(res.body).filter((l) => l.startsWith("DESCRIPTION:"));
    expect(alarm.at(-1)).toBe("DESCRIPTION:Ihre Sitzung beginnt in einer Stunde.");
  });

  it("moves with the session: the same event, a higher sequence, the new time", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 62 });
    const { token } = session.client;
    const therapist = await bookableTherapist(SARAH);
    const target = (await freeSlots(therapist.providerId, therapist.categoryId))[70]!;
    const moved = await call(`/booking/${session.id}/reschedule`, {
      token,
      body: { timeslotIdentifier: target.identifier },
    });
    expect(moved.status).toBe(200);
    const booking = (await call(`/booking/${session.id}`, { token })).body.data;
    const ics = (await calendar(session.id, token)).body;
    expect(field(ics, "SEQUENCE")).toBe("1");
    expect(field(ics, "DTSTART")).toBe(icsTime(booking.startTime));
  });

  it("has nothing for an unpaid or cancelled session, and nothing for anyone else", async () => {
    const therapist = await bookableTherapist(SARAH);
    const client = await signedInUser({ countryCode: "US" });
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[63]!;
    const pending = (await requestBooking(client.token, therapist, slot.identifier)).body.data;
    const unpaid = await calendar(pending.identifier, client.token);
    expect([unpaid.status, unpaid.body.code, unpaid.body.message]).toEqual([
      409,
      "NOT_IN_CALENDAR",
      "Only a confirmed session with a time can be added to a calendar.",
    ]);

    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 64 });
    const stranger = await signedInUser({ countryCode: "US" });
    expect((await calendar(session.id, stranger.token)).status).toBe(404);
    const otherTherapist = await therapistToken("james.carter@demo.therapy");
    expect((await calendar(session.id, otherTherapist, "appointment")).status).toBe(404);
    expect((await calendar(session.id)).status).toBe(401);

    await call(`/booking/${session.id}/cancel`, { token: session.client.token, body: {} });
    expect((await calendar(session.id, session.client.token)).body.code).toBe("NOT_IN_CALENDAR");
  });
});

describe("the therapist's availability calendar and their booked sessions", () => {
  it("counts a paid session on its date by the therapist's clock, and no longer once cancelled", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 62 });
    const sarah = await therapistToken(SARAH);
    const booking = (await call(`/booking/${session.id}`, { token: session.client.token })).body
      .data;
    const date = dayIn("America/New_York", new Date(booking.startTime));
    const bookedOn = async () =>
      (await call("/provider-availability/calendar", { token: sarah })).body.data.days.find(
        (d: { date: string }) => d.date === date,
      ).bookedTimes as number;
    const before = await bookedOn();
    expect(before).toBeGreaterThanOrEqual(1);
    const cancelled = await call(`/booking/${session.id}/cancel`, {
      token: session.client.token,
      body: { note: "Something came up" },
    });
    expect(cancelled.status).toBe(200);
    expect(await bookedOn()).toBe(before - 1);
  });
});
