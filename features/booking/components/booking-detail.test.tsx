import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { savedFiles } from "@/tests/helpers/saved-files";
import { mockSeriesOfThreeWithAmaka, mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { saveBookingState } from "@/tests/msw/fixtures/booking";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import { BookingDetail } from "./booking-detail";

/** A "schedule later" session with Amaka Obi: paid for, its time not chosen yet. */
const scheduleLater = () => mockSessionWithAmaka({ status: "confirmed", holdExpiresAt: null });

describe("a session whose time the client picks later", () => {
  it("tells the client they pick it after paying, and once paid, whenever they are ready", async () => {
    const unpaid = mockSessionWithAmaka({ status: "pending" });
    Cookies.set("token", "mock-access-token");
    const { unmount } = renderWithProviders(<BookingDetail id={unpaid.identifier} role="client" />);
    expect(await screen.findByText("You pick the time after paying")).toBeInTheDocument();
    unmount();
    const paid = scheduleLater();
    renderWithProviders(<BookingDetail id={paid.identifier} role="client" />, { locale: "de" });
    expect(
      await screen.findByText(
        "Noch nicht gewählt: Sie legen den Termin fest, sobald es Ihnen passt",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/nach der Zahlung/)).not.toBeInTheDocument();
  });

  it("says no time was chosen once it was cancelled, to either side", async () => {
    const cancelled = mockSessionWithAmaka({ status: "cancelled", holdExpiresAt: null });
    Cookies.set("token", "mock-access-token");
    const { unmount } = renderWithProviders(
      <BookingDetail id={cancelled.identifier} role="client" />,
    );
    expect(await screen.findByText("No time was chosen")).toBeInTheDocument();
    unmount();
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<BookingDetail id={cancelled.identifier} role="provider" />);
    expect(await screen.findByText("No time was chosen")).toBeInTheDocument();
  });

  it("tells the therapist the client picks it, not that they do", async () => {
    const booking = scheduleLater();
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<BookingDetail id={booking.identifier} role="provider" />);
    expect(await screen.findByText("The client picks the time later")).toBeInTheDocument();
    expect(screen.queryByText("You pick the time after paying")).not.toBeInTheDocument();
  });
});

describe("adding a session to one's own calendar", () => {
  const confirmed = () =>
    mockSessionWithAmaka({
      status: "confirmed",
      holdExpiresAt: null,
      startTime: "2026-12-01T09:00:00.000Z",
      endTime: "2026-12-01T10:00:00.000Z",
    });

  it("saves a confirmed session as a calendar file, for the client and the therapist", async () => {
    const booking = confirmed();
    const saved = savedFiles();
    const user = userEvent.setup();
    Cookies.set("token", "mock-access-token");
    const view = renderWithProviders(<BookingDetail id={booking.identifier} role="client" />);
    await user.click(await screen.findByRole("button", { name: "Add to calendar" }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe("session-2026-12-01.ics");
    const ics = await saved[0]!.text;
    expect(ics).toContain("DTSTART:20261201T090000Z");
    expect(ics).toContain("SUMMARY:Session with Amaka Obi");
    view.unmount();

    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<BookingDetail id={booking.identifier} role="provider" />);
    await user.click(await screen.findByRole("button", { name: "Add to calendar" }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(await saved[1]!.text).toMatch(/SUMMARY:Session with \w+/);
    vi.restoreAllMocks();
  });

  it("is not offered for a cancelled session, and says why when it was cancelled meanwhile", async () => {
    const booking = confirmed();
    const saved = savedFiles();
    const user = userEvent.setup();
    Cookies.set("token", "mock-access-token");
    const view = renderWithProviders(<BookingDetail id={booking.identifier} role="client" />);
    const add = await screen.findByRole("button", { name: "Add to calendar" });
    // The therapist cancels while the client has the page open.
    saveBookingState({
      [booking.identifier]: { ...booking, status: "cancelled", previousStatus: "confirmed" },
    });
    await user.click(add);
    await vi.waitFor(() =>
      expect(document.querySelector("[data-rht-toaster]")).toHaveTextContent(
        "Only a confirmed session with a time can be added to a calendar.",
      ),
    );
    expect(saved).toHaveLength(0);
    view.unmount();

    renderWithProviders(<BookingDetail id={booking.identifier} role="client" />);
    expect(await screen.findByText("Cancelled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to calendar" })).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe("a session of a weekly series", () => {
  it("lists the whole series for the therapist too, each other session a link", async () => {
    const series = mockSeriesOfThreeWithAmaka({ status: "confirmed", holdExpiresAt: null });
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<BookingDetail id={series[1]!.identifier} role="provider" />);
    const list = await screen.findByRole("region", { name: "Weekly series of 3 sessions" });
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      `/appointments/${series[0]!.identifier}`,
      `/appointments/${series[2]!.identifier}`,
    ]);
  });
});
