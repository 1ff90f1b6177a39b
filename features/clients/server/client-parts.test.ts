import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { freeSlots } from "@/tests/helpers/booking";
import { completedSession, paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

const SARAH = "sarah.mitchell@demo.therapy";

describe("a client's page: their sessions first, the rest folded away", () => {
  it("lists upcoming then completed, folds a lapsed hold, and counts as the list does", async () => {
    const done = await completedSession({ therapistEmail: SARAH });
    const client = done.client;
    const later = await paidSession({ therapistEmail: SARAH, client, slotIndex: 44 });
    const sooner = await paidSession({ therapistEmail: SARAH, client, slotIndex: 42 });
    const slots = await freeSlots(done.providerId, done.categoryId);
    const hold = await call("/booking", {
      token: client.token,
      body: {
        providerId: done.providerId,
        therapyCategoryId: done.categoryId,
        modality: "video",
        timeslotIdentifier: slots[46]!.identifier,
      },
    });
    await (
      await getDb()
    )
      .update(bookings)
      .set({ status: "expired", previousStatus: "pending" })
      .where(eq(bookings.id, hold.body.data.identifier));
    const token = await therapistToken(SARAH);
    const id = client.user.id;

    const sessions = await call(`/appointment/client/${id}?part=sessions`, { token });
    expect(sessions.body.data.map((b: { identifier: string }) => b.identifier)).toEqual([
      sooner.id,
      later.id,
      done.id,
    ]);
    const other = await call(`/appointment/client/${id}?part=other`, { token });
    expect(other.body.data.map((b: { identifier: string }) => b.identifier)).toEqual([
      hold.body.data.identifier,
    ]);

    const profile = await call(`/client/profile/${id}`, { token });
    expect(profile.body.data.sessions).toBe(3);
    const listed = await call(`/clients?search=${encodeURIComponent(client.user.firstName)}`, {
      token,
    });
    const row = listed.body.data.find((c: { identifier: string }) => c.identifier === id);
    expect(row.sessions).toBe(profile.body.data.sessions);

    // Another therapist asks for this client's sessions: not found.
    const other2 = await therapistToken("amaka.obi@demo.therapy");
    expect((await call(`/appointment/client/${id}?part=sessions`, { token: other2 })).status).toBe(
      404,
    );
  });
});
