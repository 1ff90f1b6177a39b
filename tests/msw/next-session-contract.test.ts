import { afterAll, describe, expect, it } from "vitest";
import { signedInUser } from "@/tests/helpers/factories";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { authAnswer } from "./fixtures/accounts";
import { saveBookingState } from "./fixtures/booking";
import { mockTherapist } from "./fixtures/notes";
import { mockAs, realCall, shape } from "./contract-helpers";

withTestDatabase({ seed: true });
afterAll(() => saveBookingState({}));

const mock = mockAs(authAnswer().token);
const AMAKA = "amaka.obi@demo.therapy";

describe("the next session's handlers answer like the real API", () => {
  it("none yet, then a confirmed session for its client and therapist", async () => {
    const client = await signedInUser();
    saveBookingState({});
    const [rn, mn] = [
      await realCall("/booking/next", { token: client.token }),
      await mock("/booking/next"),
    ];
    expect([mn.status, mn.body]).toEqual([rn.status, rn.body]);

    await paidSession({ therapistEmail: AMAKA, client });
    const start = Date.now() + 24 * 3_600_000;
    mockSessionWithAmaka({
      status: "confirmed",
      previousStatus: "pending",
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3_600_000).toISOString(),
      holdExpiresAt: null,
      note: "Private note for the therapist",
    });
    const [r, m] = [
      await realCall("/booking/next", { token: client.token }),
      await mock("/booking/next"),
    ];
    expect(m.status).toBe(r.status);
    expect(shape(m.body)).toEqual(shape(r.body));

    const amaka = await therapistToken(AMAKA);
    const [rt, mt] = [
      await realCall("/appointment/next", { token: amaka }),
      await mock("/appointment/next", { token: mockTherapist.token }),
    ];
    expect(mt.status).toBe(rt.status);
    expect(shape(mt.body)).toEqual(shape(rt.body));

    // The scheduled part of the therapist's list holds it; the open part does not.
    const scheduled = "/appointment?statuses=pending,confirmed&section=scheduled";
    const [rs, ms] = [
      await realCall(scheduled, { token: amaka }),
      await mock(scheduled, { token: mockTherapist.token }),
    ];
    expect(ms.status).toBe(rs.status);
    expect(shape(ms.body)).toEqual(shape(rs.body));
    const open = "/appointment?statuses=confirmed&section=open";
    const mo = await mock(open, { token: mockTherapist.token });
    expect(mo.body.meta.total).toBe(0);
  });

  it("refuses the wrong side and no one signed in, word for word", async () => {
    const client = await signedInUser();
    const amaka = await therapistToken(AMAKA);
    const pairs: [string, Parameters<typeof realCall>[1], Parameters<typeof mock>[1]][] = [
      ["/appointment/next", { token: client.token, lang: "de" }, { lang: "de" }],
      ["/booking/next", { token: amaka }, { token: mockTherapist.token }],
      ["/booking/next", {}, { token: null }],
      ["/appointment/next", { lang: "de" }, { token: null, lang: "de" }],
    ];
    for (const [path, realInit, mockInit] of pairs) {
      const [r, m] = [await realCall(path, realInit), await mock(path, mockInit)];
      expect([m.status, m.body], path).toEqual([r.status, r.body]);
    }
  });
});
