// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestSeries } from "@/tests/helpers/booking";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { paidSession, unscheduledSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

const SARAH = "sarah.mitchell@demo.therapy";
const MARCUS = "marcus.lee@demo.therapy";

const mailsOf = (to: string, kind: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));

describe("a paid booking is confirmed by email to both sides", () => {
  it("tells the client it is booked and the therapist it is in their calendar, each in their own zone", async () => {
    // A client in Los Angeles; Sarah works in New York.
    const client = await signedInUser({ countryCode: "US" });
    await database.db
      .update(users)
      .set({ timezone: "America/Los_Angeles" })
      .where(eq(users.id, client.user.id));
    const session = await paidSession({ therapistEmail: SARAH, client });
    const toClient = await lastEmailTo(session.client.user.email);
    expect(toClient).toMatchObject({
      kind: "sessionBooked",
      subject: "Your session with Sarah Mitchell is booked",
    });
    expect(toClient!.text).toContain("(America/Los_Angeles)");
    expect(toClient!.text).toContain(`/appointments/${session.id}/`);
    expect(toClient!.text).toContain("with its receipt");
    // It always goes (decision 0505), so it offers no way to turn it off.
    expect(toClient!.text).not.toContain("email settings");

    const toTherapist = await lastEmailTo(SARAH);
    expect(toTherapist).toMatchObject({
      kind: "newBooking",
      subject: "Test Person booked a session",
    });
    expect(toTherapist!.text).toContain("(America/New_York)");
    // The therapy's name is not put behind an article ("a Individual therapy session").
    expect(toTherapist!.text).toContain(
      "Test Person booked a session (Individual therapy) with you: ",
    );

    // Asking to pay again changes nothing and sends nothing more.
    const again = await call(`/booking/${session.id}/pay`, {
      token: session.client.token,
      method: "POST",
    });
    expect(again.status).toBe(200);
    expect(await mailsOf(session.client.user.email, "sessionBooked")).toHaveLength(1);
  });

  it("tells of a session whose time is still to be chosen without a time, zone or calendar", async () => {
    const [marcus] = await database.db.select().from(users).where(eq(users.email, MARCUS));
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, marcus!.id));
    try {
      const session = await unscheduledSession({ therapistEmail: MARCUS });
      const toClient = await lastEmailTo(session.client.user.email);
      expect(toClient!.kind).toBe("sessionBooked");
      expect(toClient!.text).toContain(
        "Your Individual therapy session with Marcus Lee is booked. Choose its time under My sessions whenever you are ready; you will find its receipt there too.",
      );
      const toTherapist = await lastEmailTo(MARCUS);
      expect(toTherapist!.kind).toBe("newBooking");
      expect(toTherapist!.text).toContain(
        "Test Person hat eine Sitzung (Einzeltherapie) bei Ihnen gebucht und wählt den Termin später.",
      );
      for (const mail of [toClient!, toTherapist!])
        expect(mail.text).not.toMatch(/America\/|Kalender|bodyUntimed|: \./);
    } finally {
      await database.db.update(users).set({ locale: "en" }).where(eq(users.id, marcus!.id));
    }
  });

  it("tells the client of a video session where to join: the session room, or the therapist's own room (0308, 0319)", async () => {
    const sarah = (await call("/user/login", { body: { email: SARAH, password: "demo-pass-1" } }))
      .body.data.token as string;
    const room = "https://meet.example.com/sarah-mitchell";
    const without = await paidSession({ therapistEmail: SARAH, slotIndex: 44 });
    const plain = await lastEmailTo(without.client.user.email);
    expect(plain!.text).toContain(
      `under My sessions. You join in the session room, in your browser, from 10 minutes before the start: `,
    );
    expect(plain!.text).toContain(`/appointments/${without.id}/room/\n`);
    expect(plain!.text).not.toContain("video room");

    // A link alone does not move the sessions: "use my own room" does.
    await call("/provider/session-link", { token: sarah, method: "PUT", body: { link: room } });
    const stillHere = await paidSession({ therapistEmail: SARAH, slotIndex: 45 });
    expect((await lastEmailTo(stillHere.client.user.email))!.text).not.toContain(room);
    await call("/provider/session-link", {
      token: sarah,
      method: "PUT",
      body: { link: room, useOwnRoom: true },
    });
    const client = await signedInUser({ countryCode: "US" });
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, client.user.id));
    const session = await paidSession({ therapistEmail: SARAH, client, slotIndex: 46 });
    const mail = await lastEmailTo(session.client.user.email);
    expect(mail!.text).toContain(
      `„Meine Sitzungen“. Sie nehmen im Videoraum Ihrer Therapeutin oder Ihres Therapeuten teil: ${room}`,
    );
    expect((await lastEmailTo(SARAH))!.text).not.toContain(room);
    await call("/provider/session-link", { token: sarah, method: "PUT", body: { link: "" } });
  });

  it("tells of a weekly series once, in the reader's language, and nothing of an unpaid one", async () => {
    const therapist = await bookableTherapist(MARCUS);
    const client = await signedInUser({ countryCode: "US" });
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, client.user.id));
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[45]!;
    const series = await requestSeries(client.token, therapist, slot.identifier, 3);
    expect(series.status).toBe(201);
    const [first] = series.body.data.bookings as string[];
    expect(await mailsOf(client.user.email, "sessionBookedSeries")).toHaveLength(0);

    const amount = (await call(`/booking/${first}`, { token: client.token })).body.data.amount;
    await fundWallet(client.user.id, amount * 3, "USD");
    await call(`/booking/${first}/pay`, { token: client.token, method: "POST" });
    const mails = await mailsOf(client.user.email, "sessionBookedSeries");
    expect(mails.map((m) => m.subject)).toEqual(["Ihre 3 Sitzungen bei Marcus Lee sind gebucht"]);
    expect(mails[0]!.text).toContain(`/de/appointments/${first}/`);
    expect((await lastEmailTo(MARCUS))?.subject).toBe("Test Person booked 3 sessions");
  });
});
