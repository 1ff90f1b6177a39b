// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { freeSlots } from "@/tests/helpers/booking";
import { therapistToken, unscheduledSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const SARAH = "sarah.mitchell@demo.therapy";

const scheduledMails = (bookingId: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, SARAH), eq(outbox.kind, "sessionScheduled")))
    .then((rows) => rows.filter((r) => r.text.includes(bookingId)));

/** A "schedule later" booking with Sarah, paid or not, and the slot its client will choose. */
async function bookedWithoutTime({ pay }: { pay: boolean }, slotIndex: number) {
  const { id, client, providerId, categoryId } = await unscheduledSession({ pay });
  const slot = (await freeSlots(providerId, categoryId))[slotIndex]!;
  const schedule = () =>
    call(`/booking/${id}/schedule`, {
      token: client.token,
      body: { timeslotIdentifier: slot.identifier },
    });
  return { id, slot, schedule };
}

describe("a paid session's time, chosen later, is told to its therapist (decision 0314)", () => {
  it("by email in their language and zone, and in their notifications", async () => {
    const [sarah] = await database.db.select().from(users).where(eq(users.email, SARAH));
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, sarah!.id));
    const { id, slot, schedule } = await bookedWithoutTime({ pay: true }, 130);
    expect((await schedule()).status).toBe(200);

    const [mail, ...more] = await scheduledMails(id);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(
      /^Test Person hat einen Termin für die Sitzung gewählt: .+\(America\/New_York\)$/,
    );
    expect(mail!.text).toContain("hat den Termin der bereits bezahlten Sitzung (Einzeltherapie)");
    expect(mail!.text).toContain(`/de/appointments/${id}/`);
    expect(mail!.text).not.toContain("Private note");
    const [news] = (await call("/notifications", { token: await therapistToken(SARAH) })).body.data;
    expect(news).toMatchObject({
      kind: "sessionScheduled",
      actorName: "Test Person",
      bookingId: id,
      details: { at: new Date(slot.start).toISOString() },
    });
    await database.db.update(users).set({ locale: "en" }).where(eq(users.id, sarah!.id));
  });

  it("not for an unpaid one (its payment tells the therapist, with the time)", async () => {
    const { id, schedule } = await bookedWithoutTime({ pay: false }, 132);
    expect((await schedule()).status).toBe(200);
    expect(await scheduledMails(id)).toHaveLength(0);
  });
});
