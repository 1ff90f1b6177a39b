import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, shape } from "./contract-helpers";
import { authAnswer } from "./fixtures/accounts";
import { mockTherapist } from "./fixtures/notes";
import { resetWaitlistMock } from "./fixtures/waitlist";

withTestDatabase({ seed: true });

const asClient = mockAs(authAnswer().token);
const pad = (n: number) => String(n).padStart(2, "0");
const MISSING = "00000000-0000-4000-8000-000000000bad";

describe("the waitlist's MSW handlers answer like the real API (issue 71)", () => {
  it("a client's list with a held time, joining, the therapist's counts, and the refusals", async () => {
    resetWaitlistMock();
    const therapist = await bookableTherapist();
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[3]!;
    const start = new TZDate(Date.parse(slot.start), "UTC");
    const date = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
    const hour = `${pad(start.getHours())}:${pad(start.getMinutes())}`;
    const body = {
      providerId: therapist.providerId,
      therapyCategoryId: therapist.categoryId,
      weekdays: [start.getDay()],
      ranges: [{ from: hour, to: "23:59" }],
      fromDate: date,
      toDate: date,
      timezone: "UTC",
    };
    const client = await signedInUser({ countryCode: "US" });
    const joined = await call("/waitlist", { token: client.token, body });
    const mockJoined = await asClient("/waitlist", { body });
    expect(mockJoined.status).toBe(joined.status);
    // The real one was offered a time at once; the mock's new entry waits: compare without it.
    expect(shape({ ...mockJoined.body.data, offer: null })).toEqual(
      shape({ ...joined.body.data, offer: null }),
    );

    resetWaitlistMock();
    const real = await call("/waitlist", { token: client.token });
    const mock = await asClient("/waitlist");
    expect(mock.status).toBe(real.status);
    expect(shape(mock.body)).toEqual(shape(real.body));

    const demand = await call("/waitlist/demand", {
      token: await therapistToken("sarah.mitchell@demo.therapy"),
    });
    const mockDemand = await mockAs(mockTherapist.token)("/waitlist/demand");
    expect(shape(mockDemand.body)).toEqual(shape(demand.body));

    for (const [path, init] of [
      ["/waitlist", { token: null }],
      ["/waitlist/demand", {}],
      [`/waitlist/offers/${MISSING}/accept`, { body: {} }],
      [`/waitlist/offers/not-an-id/pass`, { body: {}, lang: "de" }],
      [`/waitlist/${MISSING}`, { method: "DELETE" }],
      ["/waitlist", { body: { ...body, weekdays: [] }, lang: "de" }],
    ] as const) {
      const options = init as { token?: null; body?: object; method?: string; lang?: string };
      const realAnswer = await call(path, {
        token: options.token === null ? undefined : client.token,
        body: options.body,
        method: options.method,
        headers: options.lang ? { "X-Language": options.lang } : {},
      });
      const mockAnswer = await asClient(path, options);
      expect([path, mockAnswer.status, mockAnswer.body]).toEqual([
        path,
        realAnswer.status,
        realAnswer.body,
      ]);
    }
  });
});
