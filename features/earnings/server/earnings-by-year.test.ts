// @vitest-environment node
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api } from "@/app/api/app";
import { bookings, users } from "@/db/schema";
import { parseCsv } from "@/lib/csv";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { completedSession, paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

// Lena works in Berlin (UTC+1 in winter, +2 in summer); the years used are before any seeded data.
const LENA = "lena.mueller@demo.therapy";
const SARAH = "sarah.mitchell@demo.therapy";
const HOUR = 3_600_000;
/** A client who pays in euros, as Lena's fee is. */
const inGermany = () => signedInUser({ countryCode: "DE" });

async function startAt(id: string, iso: string) {
  const start = new Date(iso);
  await database.db
    .update(bookings)
    .set({ startTime: start, endTime: new Date(start.getTime() + HOUR) })
    .where(eq(bookings.id, id));
  return (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
}

const exportOf = (year: string, token?: string, language = "en") =>
  call(`/provider/earnings/export?year=${year}`, { token, headers: { "x-language": language } });

describe("a therapist's earnings by calendar year, and a year's sessions as CSV", () => {
  it("counts a session in the year of its start in the therapist's zone, and exports the year", async () => {
    const token = await therapistToken(LENA);
    // 23:30 UTC on New Year's Eve is 00:30 on New Year's Day in Berlin: it belongs to 2020.
    const newYear = await completedSession({ therapistEmail: LENA, client: await inGermany() });
    const newYearRow = await startAt(newYear.id, "2019-12-31T23:30:00Z");
    await database.db
      .update(users)
      .set({ firstName: "=HYPERLINK(1)", lastName: "Ada" })
      .where(eq(users.id, newYear.client.user.id));
    const summer = await completedSession({ therapistEmail: LENA, client: await inGermany() });
    await startAt(summer.id, "2019-06-15T10:00:00Z");
    // Another therapist's session that same night is not Lena's.
    const sarahs = await completedSession({ therapistEmail: SARAH });
    await startAt(sarahs.id, "2020-01-01T10:00:00Z");

    const year2020 = await call("/provider/earnings?year=2020", { token });
    expect(year2020.status).toBe(200);
    expect(year2020.body.data.months).toEqual([
      {
        month: "2020-01",
        currency: newYearRow.currency,
        earned: newYearRow.amount,
        sessions: 1,
        payout: null,
      },
    ]);
    const year2019 = await call("/provider/earnings?year=2019", { token });
    expect(year2019.body.data.months.map((m: { month: string }) => m.month)).toEqual(["2019-06"]);
    // The years with earnings, newest first; the last twelve months without `year`, as before.
    const recent = await call("/provider/earnings", { token });
    const years: number[] = recent.body.data.years;
    expect(years.slice(-2)).toEqual([2020, 2019]);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(recent.body.data.months.some((m: { month: string }) => m.month < "2021")).toBe(false);
    expect(
      (await call("/provider/earnings?year=2020", { token: await therapistToken(SARAH) })).body.data
        .months,
    ).toHaveLength(1);

    const csv = await exportOf("2020", token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="earnings-2020.csv"');
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const amount = (newYearRow.amount / 100).toFixed(2);
    expect(parseCsv(csv.body as string).map((r) => r.fields)).toEqual([
      [
        "Date",
        "Time (Europe/Berlin)",
        "Client",
        "Status",
        "Currency",
        "Paid",
        "Refunded",
        "Earned",
        "Paid out on",
        "Payout reference",
      ],
      // A name typed as a formula does not run when the file is opened.
      [
        "2020-01-01",
        "00:30",
        "'=HYPERLINK(1) Ada",
        "Held",
        newYearRow.currency,
        amount,
        "0.00",
        amount,
        "",
        "",
      ],
    ]);
    // In German as a German spreadsheet opens it (semicolons, decimal commas); the 2019 session
    // is in 2019's file only.
    const germanText = (await exportOf("2019", token, "de")).body as string;
    expect(germanText.split("\n")[0]).toBe(
      "Datum;Uhrzeit (Europe/Berlin);Klient:in;Status;Währung;Bezahlt;Erstattet;Verdient;Ausgezahlt am;Auszahlungsreferenz",
    );
    const german = parseCsv(germanText);
    expect(german[1]!.fields[5]).toBe(amount.replace(".", ","));
    expect(german[0]!.fields.slice(0, 4)).toEqual([
      "Datum",
      "Uhrzeit (Europe/Berlin)",
      "Klient:in",
      "Status",
    ]);
    expect(german.slice(1).map((r) => r.fields.slice(0, 4))).toEqual([
      ["2019-06-15", "12:00", "Test Person", "Gehalten"],
    ]);
  });

  it("lists a late cancellation as earned and a refunded one as earning nothing", async () => {
    const token = await therapistToken(LENA);
    const late = await paidSession({
      therapistEmail: LENA,
      slotIndex: 41,
      client: await inGermany(),
    });
    const early = await paidSession({
      therapistEmail: LENA,
      slotIndex: 42,
      client: await inGermany(),
    });
    // A client's cancel inside 48 hours keeps the fee; earlier, it is refunded (spec section 9).
    const soon = new Date(
      Math.ceil((Date.now() + 25 * HOUR) / HOUR) * HOUR + 7 * 60_000,
    ).toISOString();
    await startAt(late.id, soon);
    for (const session of [late, early]) {
      const res = await call(`/booking/${session.id}/cancel`, {
        token: session.client.token,
        body: { note: "Something came up" },
      });
      expect(res.status).toBe(200);
    }
    const lateRow = await startAt(late.id, "2018-03-01T09:00:00Z");
    await startAt(early.id, "2018-03-02T09:00:00Z");

    const rows = parseCsv((await exportOf("2018", token)).body as string).map((r) => r.fields);
    const amount = (lateRow.amount / 100).toFixed(2);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[5], r[6], r[7]])).toEqual([
      ["2018-03-01", "Late cancellation", amount, "0.00", amount],
      ["2018-03-02", "Refunded", amount, amount, "0.00"],
    ]);
    // Only what was earned counts toward the months and the years.
    const year = await call("/provider/earnings?year=2018", { token });
    expect(year.body.data.months).toEqual([
      expect.objectContaining({ month: "2018-03", earned: lateRow.amount, sessions: 0 }),
    ]);
  });

  it("is the therapist's alone", async () => {
    const token = await therapistToken(LENA);
    // The file starts with UTF-8's byte order mark, so a spreadsheet reads "Müller" as written.
    const raw = await api.request("/api/provider/earnings/export?year=2020", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(raw.status).toBe(200);
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const client = await signedInUser({ userType: "client" });
    expect((await exportOf("2020", client.token)).status).toBe(403);
    expect((await exportOf("2020")).status).toBe(401);
    expect((await call("/provider/earnings?year=2020", { token: client.token })).status).toBe(403);
  });

  it("refuses a year that is not one, with the field's message", async () => {
    const token = await therapistToken(LENA);
    for (const bad of ["abc", "", "1999", "2020.5", "10000"]) {
      const summary = await call(`/provider/earnings?year=${bad}`, { token });
      expect([bad, summary.status, summary.body.errors]).toEqual([
        bad,
        400,
        { year: "Year must be a year such as 2026." },
      ]);
      expect((await exportOf(bad, token)).status).toBe(400);
    }
    const missing = await call("/provider/earnings/export", { token });
    expect([missing.status, missing.body.errors]).toEqual([
      400,
      { year: "Year must be a year such as 2026." },
    ]);
  });
});
