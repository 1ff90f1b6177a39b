import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/api/error-codes";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { comparing, getResponse, mocked } from "./contract-helpers";
import { saveBookingState } from "./fixtures/booking";
import { handlers } from "./handlers";
import { resetCalendarFeedMock } from "./handlers/calendar-feed";

withTestDatabase({ seed: true });

/** A feed's path under /api, as a calendar app asks for it. */
const pathOf = (url: string) => new URL(url).pathname.replace(/^\/api/, "");

describe("the calendar subscription's handlers answer like the real API", () => {
  it("off, made, polled, turned off, and its refusals", async () => {
    resetCalendarFeedMock();
    saveBookingState({});
    // A new client with no sessions, like the mocked client once its bookings are cleared.
    const client = await signedInUser({ countryCode: "NG" });
    const auth = { authorization: "Bearer mock-access-token" };
    const compare = comparing(client.token, auth);

    const off = await compare("/calendar-feed");
    expect(off.mock).toEqual(off.real);
    const made = await compare("/calendar-feed", {});
    expect(made.real.data.url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.mock.data.url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await compare("/calendar-feed");

    const real = await call(pathOf(made.real.data.url), { headers: { "x-language": "de" } });
    const mock = await getResponse(
      handlers,
      new Request(`http://localhost/api${pathOf(made.mock.data.url)}`, {
        headers: { "x-language": "de" },
      }),
    );
    expect(mock!.status).toBe(real.status);
    for (const header of ["content-type", "cache-control"])
      expect(mock!.headers.get(header), header).toBe(real.headers.get(header));
    const withoutStamp = (ics: string) => ics.replace(/DTSTAMP:\w+/, "DTSTAMP");
    expect(withoutStamp(await mock!.text())).toBe(withoutStamp(real.body));

    const madeUp = `/calendar-feed/${"a".repeat(43)}.ics`;
    const unknown = [await call(madeUp), await mocked(madeUp, {})];
    expect([unknown[1]!.status, unknown[1]!.body]).toEqual([unknown[0]!.status, unknown[0]!.body]);
    expect(unknown[0]!.body.code).toBe(ErrorCode.NOT_FOUND);

    const turnedOff = await compare("/calendar-feed", {}, "DELETE");
    expect(turnedOff.mock).toEqual(turnedOff.real);
    const anonymous = [await call("/calendar-feed"), await mocked("/calendar-feed", {})];
    expect([anonymous[1]!.status, anonymous[1]!.body]).toEqual([
      anonymous[0]!.status,
      anonymous[0]!.body,
    ]);
  });
});
