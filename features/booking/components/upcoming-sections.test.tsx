import { screen, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { saveBookingState } from "@/tests/msw/fixtures/booking";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { TEST_NOW } from "@/tests/setup/clock";
import type { Booking } from "../schemas";
import { BookingList } from "./booking-list";

const HOUR = 3_600_000;
const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR).toISOString();

/** Amaka's appointments: `sessions` of hers, each with its client, time and status. */
function amakasWeek(sessions: { firstName: string; start: number | null; status?: string }[]) {
  const base = mockSessionWithAmaka();
  const all = sessions.map(({ firstName, start, status = "confirmed" }, i) => ({
    ...base,
    identifier: `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
    status,
    holdExpiresAt: status === "pending" ? at(20) : null,
    client: { ...base.client, firstName, lastName: "Client" },
    startTime: start === null ? null : at(start),
    endTime: start === null ? null : at(start + 1),
  })) as Booking[];
  saveBookingState(Object.fromEntries(all.map((b) => [b.identifier, b])));
}

const names = (root: HTMLElement) =>
  within(root)
    .getAllByRole("link")
    .map((a) => a.textContent?.match(/^(\w+) Client/)?.[1]);

describe("the therapist's upcoming appointments", () => {
  it("shows dated sessions first, soonest first, and those to schedule or pay below", async () => {
    // Sent as the old list's first page would: the undated ones before any dated.
    amakasWeek([
      { firstName: "Undated", start: null },
      { firstName: "Unpaid", start: 30, status: "pending" },
      { firstName: "Later", start: 24 * 9 },
      { firstName: "Today", start: 2 },
      { firstName: "Started", start: -0.5 },
    ]);
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<BookingList role="provider" />);

    const today = await screen.findByRole("region", { name: "Today" });
    expect(names(today)).toEqual(["Started", "Today"]);
    expect(names(screen.getByRole("region", { name: "Later" }))).toEqual(["Later"]);
    const open = screen.getByRole("region", { name: "2 sessions to schedule or pay for" });
    // The one with a time first, then the one whose client picks it later.
    expect(names(open)).toEqual(["Unpaid", "Undated"]);
    // Dated sessions come before the open ones on the page.
    const order = screen.getAllByRole("link").map((a) => a.textContent?.split(" ")[0]);
    expect(order.indexOf("Later")).toBeLessThan(order.indexOf("Unpaid"));
  });

  it("says in German when no dated session comes up, and leaves out an empty open part", async () => {
    amakasWeek([]);
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<BookingList role="provider" />, { locale: "de" });
    expect(await screen.findByText("Keine Sitzung mit Termin steht an.")).toBeInTheDocument();
    expect(screen.queryByText(/zu terminieren oder zu bezahlen/)).not.toBeInTheDocument();
  });

  it("shows the overview's first few dated sessions under their day", async () => {
    amakasWeek(Array.from({ length: 7 }, (_, i) => ({ firstName: `S${i}`, start: 24 * 9 - i })));
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<BookingList role="provider" limit={5} />);
    const later = await screen.findByRole("region", { name: "Later" });
    expect(names(later)).toEqual(["S6", "S5", "S4", "S3", "S2"]);
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });
});
