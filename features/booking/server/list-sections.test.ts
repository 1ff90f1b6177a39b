import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { freeSlots } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken, unscheduledSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

const SARAH = "sarah.mitchell@demo.therapy";
type Row = { identifier: string; status: string; startTime: string | null };

/** Every page of one section of Sarah's upcoming appointments, as GET /appointment answers. */
async function section(token: string, name: string, extra = "") {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await call(
      `/appointment?statuses=pending,confirmed&section=${name}&page=${page}${extra}`,
      { token },
    );
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    if (rows.length >= res.body.meta.total) return { rows, total: res.body.meta.total as number };
  }
}

describe("a therapist's appointments in sections", () => {
  it("lists dated sessions soonest first, and those to schedule or pay for apart", async () => {
    const later = await paidSession({ therapistEmail: SARAH, slotIndex: 45 });
    const sooner = await paidSession({ therapistEmail: SARAH, slotIndex: 41 });
    const untimed = await unscheduledSession({ therapistEmail: SARAH });
    const unpaidUntimed = await unscheduledSession({ therapistEmail: SARAH, pay: false });
    const slots = await freeSlots(sooner.providerId, sooner.categoryId);
    const client = await signedInUser({ countryCode: "US" });
    const unpaid = await call("/booking", {
      token: client.token,
      body: {
        providerId: sooner.providerId,
        therapyCategoryId: sooner.categoryId,
        modality: "video",
        timeslotIdentifier: slots[50]!.identifier,
      },
    });
    expect(unpaid.body.data.status).toBe("pending");
    const token = await therapistToken(SARAH);

    const scheduled = await section(token, "scheduled");
    const ids = scheduled.rows.map((r) => r.identifier);
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(scheduled.rows.every((r) => r.status === "confirmed" && r.startTime)).toBe(true);
    const times = scheduled.rows.map((r) => Date.parse(r.startTime!));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const open = await section(token, "open");
    const openIds = open.rows.map((r) => r.identifier);
    for (const id of [untimed.id, unpaidUntimed.id, unpaid.body.data.identifier])
      expect(openIds).toContain(id);
    expect(openIds).not.toContain(sooner.id);
    // The held one with a time comes before those without one.
    expect(openIds.indexOf(unpaid.body.data.identifier)).toBeLessThan(openIds.indexOf(untimed.id));

    const all = await call("/appointment?statuses=pending,confirmed", { token });
    expect(scheduled.total + open.total).toBe(all.body.meta.total);
  });

  it("takes only the sessions between from and to, the end left out", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 47 });
    const token = await therapistToken(SARAH);
    const own = (await call(`/appointment/${session.id}`, { token })).body.data;
    const start = own.startTime as string;
    const within = await section(
      token,
      "scheduled",
      `&from=${encodeURIComponent(start)}&to=${encodeURIComponent(own.endTime)}`,
    );
    expect(within.rows.map((r) => r.identifier)).toContain(session.id);
    expect(within.rows.every((r) => r.startTime === start)).toBe(true);
    const before = await section(
      token,
      "scheduled",
      `&from=${encodeURIComponent(new Date(Date.parse(start) - 3_600_000).toISOString())}&to=${encodeURIComponent(start)}`,
    );
    expect(before.rows.map((r) => r.identifier)).not.toContain(session.id);
  });

  it("shows a therapist none of another's, refuses a client, and an unknown section", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 49 });
    const other = await therapistToken("amaka.obi@demo.therapy");
    const theirs = await section(other, "scheduled");
    expect(theirs.rows.map((r) => r.identifier)).not.toContain(session.id);
    const asClient = await call("/appointment?section=scheduled", { token: session.client.token });
    expect(asClient.status).toBe(403);
    const token = await therapistToken(SARAH);
    const unknown = await call("/appointment?section=later", { token });
    expect(unknown.status).toBe(400);
  });
});
